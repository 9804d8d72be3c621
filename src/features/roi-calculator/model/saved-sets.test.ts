import { describe, expect, it } from 'vitest';
import { sampleRows } from './roi.ts';
import { isSetNameTaken, makeSavedSet, NO_SAVED_SETS, savedSetsFromData, withoutSet, withSet } from './saved-sets.ts';

const rows = sampleRows().map((row, index) => ({ ...row, id: `r${index}` }));

describe('ROI saved sets', () => {
  it('saves, replaces by name, deletes, and keeps entries it cannot read', () => {
    const first = makeSavedSet('Q3 review', rows, 'AUD', new Date('2026-11-01T10:00:00Z'));
    const foreign = { version: 9, id: 'x', name: 'From a newer version' };
    let stored: unknown[] = withSet({ sets: [], raw: [foreign] }, first, false);
    let list = savedSetsFromData(stored);
    expect(list.ok && list.value.sets.map((set) => [set.name, set.currency, set.rows.length])).toEqual([['Q3 review', 'AUD', 5]]);
    if (!list.ok) return;
    expect(isSetNameTaken(list.value, ' q3 REVIEW ')).toBe(true);

    const second = makeSavedSet('Q3 review', rows.slice(0, 2), 'VND', new Date('2026-11-02T10:00:00Z'));
    stored = withSet(list.value, second, true);
    list = savedSetsFromData(stored);
    expect(list.ok && list.value.sets.map((set) => [set.name, set.currency, set.rows.length])).toEqual([['Q3 review', 'VND', 2]]);
    if (!list.ok) return;
    stored = withoutSet(list.value, second.id);
    expect(stored).toEqual([foreign]);
  });

  it('refuses a stored value that is not a list, and skips a damaged set', () => {
    expect(savedSetsFromData({ sets: [] }).ok).toBe(false);
    const damaged = { ...makeSavedSet('Bad', rows, 'USD', new Date()), rows: [{ id: 'a', channel: 'SEO' }] };
    const read = savedSetsFromData([damaged]);
    expect(read.ok && read.value.sets).toEqual([]);
    expect(NO_SAVED_SETS.sets).toEqual([]);
  });
});
