import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fromSchema,
  notifyStored,
  readJson,
  readJsonWith,
  storedValue,
  type StorageLike,
  type Validation,
} from './storage.ts';

function memory(initial: Record<string, string> = {}): StorageLike {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const isList = (data: unknown): Validation<string[]> =>
  Array.isArray(data) && data.every((item) => typeof item === 'string')
    ? { ok: true, value: data }
    : { ok: false, message: 'Expected a list of strings.' };

describe('readJsonWith', () => {
  it('returns the fallback, not found, when nothing is stored', () => {
    expect(readJsonWith(memory(), 'k', isList, [])).toEqual({ ok: true, value: [], found: false });
  });
  it('returns valid stored data', () => {
    expect(readJsonWith(memory({ k: '["a"]' }), 'k', isList, [])).toEqual({ ok: true, value: ['a'], found: true });
  });
  it('reports invalid JSON and the wrong shape as corrupted, with the fallback', () => {
    expect(readJsonWith(memory({ k: '{nope' }), 'k', isList, [])).toMatchObject({
      ok: false,
      error: 'corrupted',
      value: [],
    });
    expect(readJsonWith(memory({ k: '[1]' }), 'k', isList, [])).toMatchObject({
      ok: false,
      error: 'corrupted',
      detail: 'Expected a list of strings.',
    });
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

describe('storedValue', () => {
  const list = (initial: Record<string, string> = {}) => {
    const storage = memory(initial);
    return { storage, store: storedValue('k', isList, [] as string[], () => storage) };
  };

  it('reads the fallback when nothing is stored, and the stored value once written', () => {
    const { store } = list();
    expect(store.read()).toEqual({ value: [] });
    expect(store.write(['a'])).toEqual({ ok: true });
    expect(store.read()).toEqual({ value: ['a'] });
  });

  it('keeps one snapshot object until the stored text changes', () => {
    const { storage, store } = list({ k: '["a"]' });
    const first = store.read();
    expect(store.read()).toBe(first);
    storage.setItem('k', '["b"]');
    expect(store.read()).not.toBe(first);
    expect(store.read().value).toEqual(['b']);
  });

  it('reports corrupted text and blocked storage with the fallback value, never throwing', () => {
    expect(list({ k: '{oops' }).store.read()).toEqual({ value: [], problem: 'corrupted' });
    expect(list({ k: '[1, 2]' }).store.read()).toEqual({ value: [], problem: 'corrupted' });
    const blocked = storedValue('k', isList, [], () => undefined);
    expect(blocked.read()).toEqual({ value: [], problem: 'unavailable' });
    expect(blocked.write(['a'])).toMatchObject({ ok: false, error: 'unavailable' });
  });

  it('tells every subscriber of the key about a write, until it unsubscribes', () => {
    const { storage, store } = list();
    const other = storedValue('k', isList, [], () => storage);
    const heard: string[] = [];
    const stop = other.subscribe(() => heard.push('other'));
    store.write(['a']);
    notifyStored('k');
    notifyStored('unrelated');
    stop();
    store.write(['b']);
    expect(heard).toEqual(['other', 'other']);
  });

  it('reads a schema through fromSchema', () => {
    const storage = memory({ k: '["x"]' });
    expect(storedValue('k', fromSchema(z.array(z.string())), [], () => storage).read()).toEqual({ value: ['x'] });
  });
});
