import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson, readJsonWith, type StorageLike, type Validation } from './storage.ts';

function memory(initial: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(initial));
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const isList = (data: unknown): Validation<string[]> =>
  Array.isArray(data) && data.every((item) => typeof item === 'string') ? { ok: true, value: data } : { ok: false, message: 'Expected a list of strings.' };

describe('readJsonWith', () => {
  it('returns the fallback, not found, when nothing is stored', () => {
    expect(readJsonWith(memory(), 'k', isList, [])).toEqual({ ok: true, value: [], found: false });
  });
  it('returns valid stored data', () => {
    expect(readJsonWith(memory({ k: '["a"]' }), 'k', isList, [])).toEqual({ ok: true, value: ['a'], found: true });
  });
  it('reports invalid JSON and the wrong shape as corrupted, with the fallback', () => {
    expect(readJsonWith(memory({ k: '{nope' }), 'k', isList, [])).toMatchObject({ ok: false, error: 'corrupted', value: [] });
    expect(readJsonWith(memory({ k: '[1]' }), 'k', isList, [])).toMatchObject({ ok: false, error: 'corrupted', detail: 'Expected a list of strings.' });
  });
  it('reports missing storage as unavailable', () => {
    expect(readJsonWith(undefined, 'k', isList, [])).toMatchObject({ ok: false, error: 'unavailable' });
  });
  it('backs readJson, which behaves as before', () => {
    const schema = z.array(z.string());
    expect(readJson(memory({ k: '["x"]' }), 'k', schema, [])).toEqual({ ok: true, value: ['x'], found: true });
    expect(readJson(memory({ k: '[2]' }), 'k', schema, [])).toMatchObject({ ok: false, error: 'corrupted' });
  });
});
