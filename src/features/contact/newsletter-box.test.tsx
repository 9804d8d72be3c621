// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/ui/en.ts';
import { vi } from '../../i18n/ui/vi.ts';
import { NewsletterBox } from './newsletter-box.tsx';

/** The box as the server renders it, with no script: the page a visitor without JavaScript gets. */
function rendered(placement: 'footer' | 'article', lang: 'en' | 'vi' = 'en') {
  const idPrefix = `${placement}-newsletter`;
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <NewsletterBox
      idPrefix={idPrefix}
      placement={placement}
      lang={lang}
      source="/about"
      text={lang === 'en' ? en.newsletter : vi.newsletter}
    />,
  );
  return { host, form: host.querySelector('form')!, idPrefix };
}

describe('NewsletterBox without JavaScript', () => {
  it('is a form that posts itself to the newsletter endpoint, naming its box, language and page', () => {
    const { form } = rendered('footer', 'vi');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ formId: 'footer-newsletter', lang: 'vi', source: '/about' });
    // The browser checks the address and the box before sending, since no script does.
    expect(form.hasAttribute('novalidate')).toBe(false);
    expect(form.querySelector('input[type="email"]')!.hasAttribute('required')).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
  });

  it('gives each box its own field label, so the footer and an article box can share a page', () => {
    const label = (box: ReturnType<typeof rendered>) =>
      box.form.querySelector(`label[for="${box.idPrefix}-email"]`)?.textContent;
    expect(label(rendered('footer'))).toBe(en.newsletter.footerEmail);
    expect(label(rendered('article'))).toBe(en.newsletter.articleEmail);
    expect(en.newsletter.footerEmail).not.toBe(en.newsletter.articleEmail);
    expect(vi.newsletter.footerEmail).not.toBe(vi.newsletter.articleEmail);
  });

  it("holds a message for every answer the server can send back, in the newsletter's own words", () => {
    const { host, idPrefix } = rendered('article', 'vi');
    const message = (outcome: string) => host.querySelector(`#${idPrefix}-${outcome}`)?.textContent;
    expect(message('check-inbox')).toBe(vi.newsletter.success);
    expect(message('invalid')).toBe(vi.newsletter.invalid);
    expect(message('consent')).toBe(vi.newsletter.consentMissing);
    expect(message('retry')).toBe(vi.newsletter.retry);
    expect(vi.newsletter.consentMissing).not.toBe(vi.contactForm.consent);
    // Each sits before the form, so the fragment the server redirects to shows the answer and then the form.
    const answer = host.querySelector(`#${idPrefix}-check-inbox`)!;
    expect(answer.compareDocumentPosition(host.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
