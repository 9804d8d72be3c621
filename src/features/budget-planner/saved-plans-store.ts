/**
 * The saved-plans key of browser storage as two external stores over the one storage module: a
 * health check that needs no schema (so the page can report unreadable data on first load without
 * shipping zod), and the full list, which loads with the dialogs that show it.
 */
import { useSyncExternalStore } from 'react';
import { storedValue } from '../../lib/storage.ts';
import { SAVED_PLANS_KEY } from './model/saved-key.ts';

export type SavedPlansHealth = 'ok' | 'corrupted' | 'unavailable';

const listHealth = storedValue<null>(
  SAVED_PLANS_KEY,
  (data) => (Array.isArray(data) ? { ok: true, value: null } : { ok: false, message: 'Saved plans are not a list.' }),
  null,
);

/** Whether the stored list is readable at all; shown as a notice on first load. */
export function useSavedPlansHealth(): SavedPlansHealth {
  return useSyncExternalStore(
    listHealth.subscribe,
    () => listHealth.read().problem ?? 'ok',
    () => 'ok',
  );
}
