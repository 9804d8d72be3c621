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
    expect(list.ok && list.value.sets.map((set) => [set.name, set.currency, set.rows.length])).toEqual([
      ['Q3 review', 'AUD', 5],
    ]);
    if (!list.ok) return;
    expect(isSetNameTaken(list.value, ' q3 REVIEW ')).toBe(true);

    const second = makeSavedSet('Q3 review', rows.slice(0, 2), 'VND', new Date('2026-11-02T10:00:00Z'));
    stored = withSet(list.value, second, true);
    list = savedSetsFromData(stored);
    expect(list.ok && list.value.sets.map((set) => [set.name, set.currency, set.rows.length])).toEqual([
      ['Q3 review', 'VND', 2],
    ]);
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

describe('a saved set keeps the gross margin and the marginal check', () => {
  const rows = [
    {
      id: 'a',
      channel: 'SEO',
      campaignName: '',
      spend: 1000,
      clicks: 500,
      conversions: 50,
      revenue: 2700,
      customers: 10,
    },
    {
      id: 'b',
      channel: 'PPC',
      campaignName: '',
      spend: 2000,
      clicks: 1000,
      conversions: 40,
      revenue: 3300,
      customers: 8,
    },
  ];
  const now = new Date('2026-11-26T00:00:00Z');

  it('round-trips a 40 % margin and the check through storage; a set saved without them reads as before', () => {
    const marginal = { on: true, presets: { b: 'high' as const } };
    const withSettings = makeSavedSet('Q4', rows, 'AUD', now, { margin: 0.4, marginal });
    const plain = makeSavedSet('Q3', rows, 'AUD', now);
    const read = savedSetsFromData(JSON.parse(JSON.stringify([withSettings, plain])));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.sets[0]).toMatchObject({ margin: 0.4, marginal });
    expect(read.value.sets[1]).not.toHaveProperty('margin');
    expect(read.value.sets[1]).not.toHaveProperty('marginal');
  });

  it('drops an impossible margin and a preset for a row the set does not have', () => {
    const stored = {
      ...makeSavedSet('Q4', rows, 'AUD', now),
      margin: 4,
      marginal: { on: true, presets: { b: 'low', gone: 'high' } },
    };
    const read = savedSetsFromData([stored]);
    expect(read.ok && read.value.sets[0]).toMatchObject({ marginal: { on: true, presets: { b: 'low' } } });
    expect(read.ok && read.value.sets[0]).not.toHaveProperty('margin');
  });
});
