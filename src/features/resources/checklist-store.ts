/**
 * Ticked checklist items, kept per checklist in localStorage through the schema-checked storage
 * module, and exposed to React through useSyncExternalStore (no effects, no hydration mismatch:
 * the server snapshot is "nothing ticked").
 */
import { useSyncExternalStore } from 'react';
// zod/mini keeps this island small; the full zod runtime would triple its size.
import * as z from 'zod/mini';
import { browserStorage, readJsonWith, writeJson, type Validation, type WriteResult } from '../../lib/storage.ts';

const savedSchema = z.object({ version: z.literal(1), done: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(500)) });
type Saved = z.infer<typeof savedSchema>;

function validateSaved(data: unknown): Validation<Saved> {
  const parsed = savedSchema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'Saved progress has the wrong shape.' };
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
