// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { initLanguageHint } from './language-hint.ts';

const KEY = 'brightlane:vi-hint-dismissed:v1';

function mount() {
  document.body.innerHTML = `<div data-language-hint hidden><a href="/vi/faq" data-language-hint-accept>Xem</a><button type="button" data-language-hint-close>Stay</button></div><main id="main" tabindex="-1"></main>`;
  const hint = document.querySelector<HTMLElement>('[data-language-hint]')!;
  initLanguageHint();
  return hint;
}

describe('initLanguageHint', () => {
  beforeEach(() => localStorage.clear());

  it('shows the offer until it is answered, then never again', () => {
    expect(mount().hidden).toBe(false);
    const hint = mount();
    hint.querySelector<HTMLButtonElement>('[data-language-hint-close]')!.click();
    expect(hint.hidden).toBe(true);
    expect(document.activeElement?.id).toBe('main');
    expect(mount().hidden).toBe(true);
  });

  it('takes following the link as an answer too', () => {
    const hint = mount();
    const link = hint.querySelector<HTMLAnchorElement>('[data-language-hint-accept]')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(localStorage.getItem(KEY)).toBe('true');
    expect(mount().hidden).toBe(true);
  });

  it('offers again, rather than failing, when what was stored is not its flag', () => {
    localStorage.setItem(KEY, '{"not":"a flag"}');
    expect(mount().hidden).toBe(false);
  });
});
