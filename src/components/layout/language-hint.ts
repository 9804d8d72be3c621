/**
 * On the English home page only: when the browser prefers Vietnamese, show the small
 * "Xem bằng tiếng Việt" bar. It never redirects, and a dismissal is remembered on this device.
 */
import { browserStorage, readJsonWith, writeJson } from '../../lib/storage.ts';

const DISMISSED_KEY = 'brightlane:vi-hint-dismissed:v1';

export function prefersVietnamese(languages: readonly string[]): boolean {
  // Only the first preference counts: an English reader who also lists Vietnamese is left alone.
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'vi' || first.startsWith('vi-');
}

export function initLanguageHint(): void {
  const hint = document.querySelector<HTMLElement>('[data-language-hint]');
  if (!hint) return;
  const storage = browserStorage();
  const dismissed = readJsonWith(storage, DISMISSED_KEY, (data) => (data === true ? { ok: true, value: true } : { ok: false, message: 'not a flag' }), false);
  if (dismissed.value || !prefersVietnamese(navigator.languages ?? [navigator.language])) return;
  hint.hidden = false;
  hint.querySelector('[data-language-hint-close]')?.addEventListener('click', () => {
    hint.hidden = true;
    // Blocked storage only means the bar comes back on the next visit.
    writeJson(storage, DISMISSED_KEY, true);
  });
}
