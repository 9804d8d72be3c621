// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checklistStorageKey, readChecklist, writeChecklist } from './checklist-store.ts';

describe('checklist store', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty and keeps what was written, without duplicates', () => {
    expect(readChecklist('demo')).toEqual({ done: [] });
    expect(writeChecklist('demo', ['a', 'b', 'a']).ok).toBe(true);
    expect(readChecklist('demo')).toEqual({ done: ['a', 'b'] });
    expect(JSON.parse(localStorage.getItem(checklistStorageKey('demo'))!)).toEqual({ version: 1, done: ['a', 'b'] });
  });

  it('returns the same snapshot while storage is unchanged (useSyncExternalStore needs that)', () => {
    writeChecklist('demo', ['a']);
    expect(readChecklist('demo')).toBe(readChecklist('demo'));
  });

  it('reports corrupted data and starts fresh', () => {
    localStorage.setItem(checklistStorageKey('demo'), '{"version":2}');
    expect(readChecklist('demo')).toEqual({ done: [], problem: 'corrupted' });
  });
});
