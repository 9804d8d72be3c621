/**
 * Ticked checklist items, kept per checklist in localStorage through the schema-checked storage
 * module, and exposed to React through useSyncExternalStore (no effects, no hydration mismatch:
 * the server snapshot is "nothing ticked").
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, readJsonWith, writeJson, type Validation, type WriteResult } from '../../lib/storage.ts';

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
  if (!Array.isArray(done) || done.length > 500) return { ok: false, message: 'Saved progress has no list of ticked items.' };
  if (!done.every((id): id is string => typeof id === 'string' && id.length <= 80)) return { ok: false, message: 'Saved progress has an unreadable item.' };
  return { ok: true, value: { version: 1, done } };
}

export type ChecklistState = { done: readonly string[]; problem?: 'corrupted' | 'unavailable' };

const EMPTY: ChecklistState = { done: [] };

export function checklistStorageKey(slug: string): string {
  return `brightlane:checklist:${slug}`;
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; state: ChecklistState }>();

function rawValue(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readChecklist(slug: string): ChecklistState {
  const key = checklistStorageKey(slug);
  const raw = rawValue(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.state;
  const result = readJsonWith(browserStorage(), key, validateSaved, { version: 1, done: [] });
  const state: ChecklistState = result.ok ? { done: result.value.done } : { done: [], problem: result.error };
  cache.set(key, { raw, state });
  return state;
}

export function writeChecklist(slug: string, done: readonly string[]): WriteResult {
  const result = writeJson(browserStorage(), checklistStorageKey(slug), { version: 1, done: [...new Set(done)] });
  for (const listener of listeners) listener();
  return result;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab ticking the same list keeps this one in step.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useChecklistState(slug: string): ChecklistState {
  return useSyncExternalStore(
    subscribe,
    () => readChecklist(slug),
    () => EMPTY,
  );
}
