import { describe, expect, it } from 'vitest';
import { roiWorkDraft, roiWorkFromData } from './draft.ts';
import { sampleRows } from './roi.ts';

describe('the ROI draft keeps the gross margin and the marginal check', () => {
  const rows = sampleRows();
  const through = (draft: unknown) => roiWorkFromData(JSON.parse(JSON.stringify(draft)));

  it('round-trips a 40 % margin and the saturation chosen per row', () => {
    const marginal = { on: true, presets: { '2': 'high', '5': 'none' } as const };
    expect(through(roiWorkDraft(rows, null, 0.4, marginal))).toEqual({
      ok: true,
      value: { rows, targets: null, margin: 0.4, marginal },
    });
  });

  it('writes nothing extra while both are at their defaults', () => {
    expect(roiWorkDraft(rows, null)).toEqual({ version: 1, rows });
    expect(roiWorkDraft(rows, null, null, { on: false, presets: {} })).toEqual({ version: 1, rows });
  });

  it('drops a margin out of range, presets it does not know and presets of rows that are gone', () => {
    const read = through({
      ...roiWorkDraft(rows, null),
      margin: 4,
      marginal: { on: true, presets: { '1': 'extreme', '3': 'low', gone: 'high' } },
    });
    expect(read).toEqual({ ok: true, value: { rows, targets: null, marginal: { on: true, presets: { '3': 'low' } } } });
  });
});
