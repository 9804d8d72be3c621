// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checklistStorageKey, readChecklist, validateSaved, writeChecklist } from './checklist-store.ts';

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

describe('validateSaved', () => {
  it('accepts only version 1 with a bounded list of short ids', () => {
    expect(validateSaved({ version: 1, done: ['a', 'b'] })).toEqual({
      ok: true,
      value: { version: 1, done: ['a', 'b'] },
    });
    for (const bad of [
      null,
      'x',
      { version: 2, done: [] },
      { version: 1 },
      { version: 1, done: [1] },
      { version: 1, done: ['x'.repeat(81)] },
      { version: 1, done: Array(501).fill('a') },
    ]) {
      expect(validateSaved(bad).ok).toBe(false);
    }
  });
});
