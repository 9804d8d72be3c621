/**
 * Ticked checklist items, kept per checklist in localStorage through the schema-checked storage
 * module, and exposed to React through useSyncExternalStore (no effects, no hydration mismatch:
 * the server snapshot is "nothing ticked").
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { browserStorage, readJson, writeJson, type WriteResult } from '../../lib/storage.ts';

const savedSchema = z.object({ version: z.literal(1), done: z.array(z.string().max(80)).max(500) });

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
  const result = readJson(browserStorage(), key, savedSchema, { version: 1, done: [] });
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
