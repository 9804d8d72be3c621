/**
 * Loaded only when the browser prefers Vietnamese, on an English page that has a Vietnamese twin:
 * shows the small offer of that page in Vietnamese. It never redirects. Either answer (following
 * the link or "Stay in English") is remembered on this device, so the offer is made once.
 */
import { browserStorage, readJsonWith, writeJson } from '../../lib/storage.ts';

const DISMISSED_KEY = 'brightlane:vi-hint-dismissed:v1';

export function initLanguageHint(): void {
  const hint = document.querySelector<HTMLElement>('[data-language-hint]');
  if (!hint) return;
  const storage = browserStorage();
  const dismissed = readJsonWith(
    storage,
    DISMISSED_KEY,
    (data) => (data === true ? { ok: true, value: true } : { ok: false, message: 'not a flag' }),
    false,
  );
  if (dismissed.value) return;
  // Blocked storage only means the offer comes back on the next page.
  const remember = () => writeJson(storage, DISMISSED_KEY, true);
  hint.hidden = false;
  hint.querySelector('[data-language-hint-accept]')?.addEventListener('click', remember);
  hint.querySelector('[data-language-hint-close]')?.addEventListener('click', () => {
    remember();
    hint.hidden = true;
    // Focus would otherwise fall back to the top of the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
