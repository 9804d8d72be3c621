/**
 * On the English home page only, loaded only when the browser prefers Vietnamese: shows the small
 * "Xem bằng tiếng Việt" bar. It never redirects, and a dismissal is remembered on this device.
 */
import { browserStorage, readJsonWith, writeJson } from '../../lib/storage.ts';

const DISMISSED_KEY = 'brightlane:vi-hint-dismissed:v1';

export function initLanguageHint(): void {
  const hint = document.querySelector<HTMLElement>('[data-language-hint]');
  if (!hint) return;
  const storage = browserStorage();
  const dismissed = readJsonWith(storage, DISMISSED_KEY, (data) => (data === true ? { ok: true, value: true } : { ok: false, message: 'not a flag' }), false);
  if (dismissed.value) return;
  hint.hidden = false;
  hint.querySelector('[data-language-hint-close]')?.addEventListener('click', () => {
    hint.hidden = true;
    // Blocked storage only means the bar comes back on the next visit.
    writeJson(storage, DISMISSED_KEY, true);
  });
}
