/**
 * The saved-plans key in browser storage as an external store, without the schema (zod loads only
 * with the dialogs and actions that need it). Other tabs' changes arrive through the 'storage' event.
 */
import { useSyncExternalStore } from 'react';
import { SAVED_PLANS_KEY, savedPlansHealth, type SavedPlansHealth } from './model/saved-key.ts';
import type { StorageLike } from '../../lib/storage.ts';

const listeners = new Set<() => void>();

/**
 * localStorage without a probe write: a probe would fail on a full quota and hide the real reason
 * ('Failed to save plan' then says storage is full).
 */
export function plansStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored text; undefined when storage is blocked. */
export function rawSavedPlans(): string | null | undefined {
  try {
    const storage = plansStorage();
    return storage ? storage.getItem(SAVED_PLANS_KEY) : undefined;
  } catch {
    return undefined;
  }
}

export function subscribeSavedPlans(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_PLANS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function notifySavedPlans(): void {
  for (const listener of listeners) listener();
}

let lastRaw: string | null | undefined = null;
let lastHealth: SavedPlansHealth = 'ok';
function healthSnapshot(): SavedPlansHealth {
  const raw = rawSavedPlans();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastHealth = savedPlansHealth(raw);
  }
  return lastHealth;
}

/** Whether the stored list is readable at all; shown as a notice on first load. */
export function useSavedPlansHealth(): SavedPlansHealth {
  return useSyncExternalStore(subscribeSavedPlans, healthSnapshot, () => 'ok');
}
