/**
 * Saved plans as an external store over browser storage (through lib/planner-plans.ts, the one
 * schema-checked module). Other tabs' changes arrive through the 'storage' event.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { appendSavedPlan, deleteSavedPlan, makeSavedPlan, readSavedPlans, SAVED_PLANS_KEY, type PlanDocument, type SavedPlan, type SavedPlansSnapshot } from '../../lib/planner-plans.ts';
import type { StorageLike, WriteResult } from '../../lib/storage.ts';

const SERVER_SNAPSHOT: SavedPlansSnapshot = { plans: [], skipped: 0 };
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSnapshot: SavedPlansSnapshot = SERVER_SNAPSHOT;

/**
 * localStorage without a probe write: a probe would fail on a full quota and hide the real reason
 * ('Failed to save plan' then says storage is full).
 */
function plansStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function rawValue(): string | null | undefined {
  try {
    return globalThis.localStorage?.getItem(SAVED_PLANS_KEY) ?? null;
  } catch {
    return undefined;
  }
}

/** Re-reads only when the stored text changed, so React sees a stable snapshot. */
function getSnapshot(): SavedPlansSnapshot {
  const raw = rawValue();
  if (raw !== cachedRaw || cachedSnapshot === SERVER_SNAPSHOT) {
    cachedRaw = raw;
    cachedSnapshot = readSavedPlans(plansStorage());
  }
  return cachedSnapshot;
}

function subscribe(listener: () => void): () => void {
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

function notify(): void {
  for (const listener of listeners) listener();
}

export interface SavedPlansApi {
  snapshot: SavedPlansSnapshot;
  save: (name: string, document: PlanDocument) => { result: WriteResult; plan: SavedPlan };
  remove: (id: string) => WriteResult;
}

export function useSavedPlans(): SavedPlansApi {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
  const save = useCallback((name: string, document: PlanDocument) => {
    const plan = makeSavedPlan(name, document, new Date());
    const result = appendSavedPlan(plansStorage(), plan);
    notify();
    return { result, plan };
  }, []);
  const remove = useCallback((id: string) => {
    const result = deleteSavedPlan(plansStorage(), id);
    notify();
    return result;
  }, []);
  return { snapshot, save, remove };
}
