/**
 * The newsletter boxes in the footer and at the end of each article, against the real built server
 * with JavaScript out of the picture: the form in the served HTML is posted as a browser posts it,
 * and the page the server sends the visitor back to shows the outcome in the box's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { en } from '../../src/i18n/ui/en.ts';
import { vi } from '../../src/i18n/ui/vi.ts';
import { postForm, query, startServer, type RunningServer } from './server.ts';

let server: RunningServer;
const window = new Window();

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.stop();
  await window.happyDOM.close();
});

async function page(path: string): Promise<Document> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return new window.DOMParser().parseFromString(await response.text(), 'text/html') as unknown as Document;
}

// A box posts to the public endpoint, or on a page rendered on demand (the contact page) to the newsletter action.
const newsletterForms = (doc: Document) => [
  ...doc.querySelectorAll<HTMLFormElement>('form[action="/api/newsletter"], form[action$="?_action=newsletter"]'),
];

/** What a browser sends for this form: its own fields, plus the address typed and the box ticked. */
function filledIn(form: HTMLFormElement, email: string, consent = true): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.type === 'checkbox') {
      if (consent) fields[input.name] = input.value;
    } else fields[input.name] = input.type === 'email' ? email : input.value;
  }
  return fields;
}

async function submitFooter(path: string, email: string, consent = true): Promise<Response> {
  const form = (await page(path)).querySelector<HTMLFormElement>('[data-site-footer] form[action="/api/newsletter"]');
  expect(form, `${path} has a footer box`).not.toBeNull();
  return postForm(`${server.url}${form!.getAttribute('action')}`, filledIn(form!, email, consent), {
    origin: server.url,
    referer: `${server.url}${path}`,
    'sec-fetch-site': 'same-origin',
  });
}

/** The message the page sent back to shows (CSS :target): the element the fragment names. */
async function answerShown(location: string): Promise<string> {
  const url = new URL(location, server.url);
  const doc = await page(`${url.pathname}${url.search}`);
  const target = doc.getElementById(url.hash.slice(1));
  expect(target, `${location} names an element of the page`).not.toBeNull();
  return target!.textContent ?? '';
}

const subscribers = (email: string) =>
  query<{ status: string; lang: string; source: string }>(
    server.dbPath,
    "SELECT s.status, e.lang, e.source FROM subscribers s JOIN subscriber_events e ON e.subscriber_id = s.id WHERE s.email_key = ? AND e.kind = 'requested'",
    email,
  );
const subscriberCount = () => query<{ n: number }>(server.dbPath, 'SELECT COUNT(*) AS n FROM subscribers')[0]!.n;

describe('the footer box without JavaScript', () => {
  it('is a plain form, with no island or script of its own, on an English and a Vietnamese page', async () => {
    for (const path of ['/about', '/vi/about']) {
      const doc = await page(path);
      const footer = doc.querySelector('[data-site-footer]')!;
      expect(footer.querySelectorAll('form[action="/api/newsletter"][method="post"]'), path).toHaveLength(1);
      expect(footer.querySelector('astro-island'), path).toBeNull();
    }
  });

  it('answers a good address with "check your inbox", back on the same page, and stores it pending with its page', async () => {
    const response = await submitFooter('/about', 'footer-reader@example.com');
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe('/about?newsletter=check-inbox#footer-newsletter-check-inbox');
    expect(await answerShown(location)).toBe(en.newsletter.success);
    expect(subscribers('footer-reader@example.com')).toEqual([{ status: 'pending', lang: 'en', source: '/about' }]);
  });

  it('answers in Vietnamese on a Vietnamese page', async () => {
    const response = await submitFooter('/vi/about', 'doc-gia@example.com');
    const location = response.headers.get('location')!;
    expect(location).toBe('/vi/about?newsletter=check-inbox#footer-newsletter-check-inbox');
    expect(await answerShown(location)).toBe(vi.newsletter.success);
    expect(subscribers('doc-gia@example.com')).toEqual([{ status: 'pending', lang: 'vi', source: '/vi/about' }]);
  });

  it("refuses a bad address or a missing consent with a clear message in the newsletter's own words, storing nothing", async () => {
    const before = subscriberCount();
    const bad = await submitFooter('/faq', 'not-an-address');
    expect(bad.status).toBe(303);
    expect(await answerShown(bad.headers.get('location')!)).toBe(en.newsletter.invalid);
    const unticked = await submitFooter('/vi/faq', 'chua-dong-y@example.com', false);
    expect(unticked.headers.get('location')).toBe('/vi/faq?newsletter=consent#footer-newsletter-consent');
    const said = await answerShown(unticked.headers.get('location')!);
    expect(said).toBe(vi.newsletter.consentMissing);
    expect(said).not.toBe(vi.contactForm.consent);
    expect(subscriberCount()).toBe(before);
  });

  it('never answers 5xx to what a browser or a bot might send', async () => {
    const form = (await page('/about')).querySelector<HTMLFormElement>('[data-site-footer] form')!;
    const fields = filledIn(form, 'ok@example.com');
    const headers = { origin: server.url, referer: `${server.url}/about`, 'sec-fetch-site': 'same-origin' };
    const variants: Record<string, string>[] = [
      {},
      { ...fields, email: '' },
      { ...fields, email: `${'a'.repeat(400)}@example.com` },
      { ...fields, email: 'a@b', lang: 'xx' },
      { ...fields, formId: '<script>' },
      { ...fields, consent: 'no' },
    ];
    for (const variant of variants) {
      const response = await postForm(`${server.url}/api/newsletter`, variant, headers);
      expect(response.status, JSON.stringify(variant).slice(0, 80)).toBeLessThan(500);
    }
  });

  it("answers a sign-up from a page it cannot return to on the contact page, in that page's own box", async () => {
    const form = (await page('/about')).querySelector<HTMLFormElement>('[data-site-footer] form')!;
    const response = await postForm(`${server.url}/api/newsletter`, filledIn(form, 'paged@example.com'), {
      origin: server.url,
      referer: `${server.url}/blog/page/2`,
      'sec-fetch-site': 'same-origin',
    });
    expect(await answerShown(response.headers.get('location')!)).toBe(en.newsletter.success);
  });
});

describe('where the boxes appear', () => {
  it('shows one box on the pages that carry their own, and two with distinct ids and labels on an article', async () => {
    for (const path of [
      '/contact',
      '/vi/contact',
      '/solutions/free-resources',
      '/vi/solutions/free-resources',
      '/solutions',
    ]) {
      expect(newsletterForms(await page(path)), path).toHaveLength(1);
    }
    for (const path of ['/blog/ai-marketing-complete-guide-2024', '/vi/blog/thuong-hieu-ca-nhan-tren-linkedin']) {
      const doc = await page(path);
      const forms = newsletterForms(doc);
      expect(forms, path).toHaveLength(2);
      const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
      expect(new Set(ids).size, `${path}: every id once`).toBe(ids.length);
      const labels = forms.map((form) => {
        const field = form.querySelector<HTMLInputElement>('input[type="email"]')!;
        return form.querySelector(`label[for="${field.id}"]`)?.textContent;
      });
      expect(new Set(labels).size, `${path}: ${labels.join(' / ')}`).toBe(2);
      // The article's box comes before the footer's, right after the article's text.
      expect(forms[0]!.closest('article'), path).not.toBeNull();
    }
  });
});
