/**
 * Ticked checklist items, kept per checklist through the one browser-storage module, and exposed
 * to React through useSyncExternalStore (no effects, no hydration mismatch: the server snapshot is
 * "nothing ticked").
 */
import { useSyncExternalStore } from 'react';
import { snapshotView, storedValue, type StoredValue, type Validation, type WriteResult } from '../../lib/storage.ts';

interface Saved {
  version: 1;
  done: string[];
}

/*
 * A hand-written check rather than a zod schema: the shape is tiny, and keeping zod out of this
 * island keeps the resource pages inside their JavaScript budget.
 */
export function validateSaved(data: unknown): Validation<Saved> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'Saved progress is not an object.' };
  const { version, done } = data as { version?: unknown; done?: unknown };
  if (version !== 1) return { ok: false, message: 'Saved progress has an unknown version.' };
  if (!Array.isArray(done) || done.length > 500)
    return { ok: false, message: 'Saved progress has no list of ticked items.' };
  if (!done.every((id): id is string => typeof id === 'string' && id.length <= 80))
    return { ok: false, message: 'Saved progress has an unreadable item.' };
  return { ok: true, value: { version: 1, done } };
}

export type ChecklistState = { done: readonly string[]; problem?: 'corrupted' | 'unavailable' };

const EMPTY: ChecklistState = { done: [] };

export function checklistStorageKey(slug: string): string {
  return `brightlane:checklist:${slug}`;
}

const EMPTY_SAVED: Saved = { version: 1, done: [] };
const stores = new Map<string, StoredValue<Saved>>();
function store(slug: string): StoredValue<Saved> {
  let found = stores.get(slug);
  if (!found) {
    found = storedValue(checklistStorageKey(slug), validateSaved, EMPTY_SAVED);
    stores.set(slug, found);
  }
  return found;
}
const view = snapshotView<Saved, ChecklistState>(({ value, problem }) =>
  problem ? { done: [], problem } : { done: value.done },
);

export function readChecklist(slug: string): ChecklistState {
  return view(store(slug).read());
}

export function writeChecklist(slug: string, done: readonly string[]): WriteResult {
  return store(slug).write({ version: 1, done: [...new Set(done)] });
}

export function useChecklistState(slug: string): ChecklistState {
  const checklist = store(slug);
  return useSyncExternalStore(
    checklist.subscribe,
    () => view(checklist.read()),
    () => EMPTY,
  );
}
