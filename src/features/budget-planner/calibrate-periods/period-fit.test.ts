import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedRows } from '../../calculator-kit/import/imported-rows.ts';
import { importedPeriodRows } from '../../calculator-kit/import/period-rows.ts';
import { calibrate } from '../../calculator-kit/import/model/calibrate.ts';
import { readExportBytes } from '../../calculator-kit/import/read-file.ts';
import { newChannel } from '../model/planner.ts';
import { leadsAt } from '../model/saturation.ts';
import { channelPeriods, choosePoints, fitPeriods, type PeriodPoint } from './period-fit.ts';

const read = async (name: string) => {
  const result = await readExportBytes(
    new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/exports', name))),
  );
  if (!result.ok) throw new Error(`could not read ${name}: ${result.problem}`);
  return result.file;
};
const point = (period: string, spend: number, leads: number, unknown = false): PeriodPoint => ({
  period,
  spend,
  clicks: spend / 2,
  leads,
  unknown,
});

describe('choosing two periods', () => {
  it('takes the lowest- and the highest-spend periods, whatever their order', () => {
    const picked = choosePoints([
      point('2026-08', 3000, 125),
      point('2026-09', 4000, 140),
      point('2026-07', 2000, 100),
    ]);
    expect(picked.ok && picked.chosen.map((p) => p.period)).toEqual(['2026-07', '2026-09']);
  });

  it('leaves out a period with an unknown figure, and refuses when fewer than two are left', () => {
    const picked = choosePoints([point('a', 1000, 50), point('b', 9000, 90, true), point('c', 2000, 80)]);
    expect(picked.ok && picked.chosen.map((p) => p.period)).toEqual(['a', 'c']);
    expect(choosePoints([point('a', 1000, 50), point('b', 2000, 80, true)])).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses periods of the same spend', () => {
    expect(choosePoints([point('a', 2000, 50), point('b', 2000, 60)])).toEqual({ ok: false, reason: 'same-spend' });
  });
});

describe('the fit through two periods, placed for the planner', () => {
  it('(3,000, 120) and (5,000, 160): Cmax 320, h 5,000; sRef = Cmax·CPL − h = 320·8,000/280 − 5,000', () => {
    const curve = fitPeriods(point('a', 3000, 120), point('b', 5000, 160), { spend: 8000, clicks: 4000, leads: 280 });
    if (!curve.ok) throw new Error(curve.reason);
    expect(curve.cmax).toBeCloseTo(320, 9);
    expect(curve.h).toBeCloseTo(5000, 6);
    expect(curve.sRef).toBeCloseTo(29000 / 7, 6); // 4,142.857…
    expect(curve.phi).toBeCloseTo(0.453125, 12); // 1 − h/(Cmax·CPL) = 1 − 5,000/9,142.857
  });

  it('refuses, with its reason, results that fell as spend rose, or grew as fast as spend, or zero', () => {
    const totals = { spend: 4600, clicks: 5400, leads: 95 };
    expect(fitPeriods(point('a', 2000, 50), point('b', 2600, 45), totals)).toEqual({ ok: false, reason: 'fell' });
    expect(fitPeriods(point('a', 3000, 100), point('b', 5000, 200), totals)).toEqual({
      ok: false,
      reason: 'no-saturation',
    });
    expect(fitPeriods(point('a', 3000, 0), point('b', 5000, 10), totals)).toEqual({
      ok: false,
      reason: 'not-positive',
    });
  });

  it('refuses when the file gives no clicks (the planner could not place the curve)', () => {
    expect(fitPeriods(point('a', 3000, 120), point('b', 5000, 160), { spend: 8000, clicks: 0, leads: 280 })).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});

describe('two Google Ads reports of July and August', () => {
  it('Search is fitted, Shopping fell as spend rose, Video has unknown clicks', async () => {
    const files = [await read('google-ads-july-2026-utf16.csv'), await read('google-ads-august-2026-utf16.csv')];
    const rows = files.flatMap((file) => importedPeriodRows(file, 'conversions', (type) => type));
    const found = channelPeriods(rows);
    expect(found.map((c) => [c.channel, c.periods, c.points.map((p) => [p.period, p.spend, p.leads])])).toEqual([
      [
        'Google Ads – Search',
        2,
        [
          ['2026-07', 3000, 120],
          ['2026-08', 5000, 160],
        ],
      ],
      [
        'Google Ads – Shopping',
        2,
        [
          ['2026-07', 2000, 50],
          ['2026-08', 2600, 45],
        ],
      ],
      [
        'Google Ads – Video',
        2,
        [
          ['2026-07', 500, 0],
          ['2026-08', 700, 0],
        ],
      ],
    ]);
    const [search, shopping, video] = found;
    expect(search?.curve.ok && [search.curve.cmax, search.curve.h]).toEqual([
      expect.closeTo(320, 6),
      expect.closeTo(5000, 6),
    ]);
    expect(shopping?.curve).toEqual({ ok: false, reason: 'fell' });
    expect(video?.curve).toEqual({ ok: false, reason: 'unknown' });
  });

  it('the planner’s curve from the file’s CPC and CVR passes through both months exactly', async () => {
    const files = [await read('google-ads-july-2026-utf16.csv'), await read('google-ads-august-2026-utf16.csv')];
    const label = (type: string) => type;
    const search = channelPeriods(files.flatMap((file) => importedPeriodRows(file, 'conversions', label)))[0];
    const totals = calibrate(files.flatMap((file) => importedRows(file, 'conversions', label, 20)))[0];
    if (!search?.curve.ok || !totals) throw new Error('no fit');
    expect([totals.cpc, totals.cvr]).toEqual([2, expect.closeTo(7, 12)]); // totals over both months, as before
    const channel = { ...newChannel('search', 'Google Ads – Search'), cpc: 2, cvr: 7 };
    const setting = { phi: search.curve.phi, sRef: search.curve.sRef };
    expect(leadsAt(channel, setting, 3000)).toBeCloseTo(120, 6);
    expect(leadsAt(channel, setting, 5000)).toBeCloseTo(160, 6);
    expect(leadsAt(channel, setting, setting.sRef)).toBeCloseTo((setting.sRef / 2) * 0.07, 6);
  });
});

describe('a Meta export with three months', () => {
  it('fits July (2,000, 100) and September (4,000, 140): Cmax 233.33, h 2,666.67', async () => {
    const file = await read('meta-en-monthly-periods.csv');
    const [meta] = channelPeriods(importedPeriodRows(file, 'lead', (type) => type));
    expect(meta?.points).toHaveLength(3);
    expect(meta?.chosen?.map((p) => p.period)).toEqual(['2026-07', '2026-09']);
    if (!meta?.curve.ok) throw new Error('no fit');
    expect(meta.curve.cmax).toBeCloseTo(700 / 3, 6);
    expect(meta.curve.h).toBeCloseTo(8000 / 3, 6);
    // sRef = Cmax·(9,000/365) − h
    expect(meta.curve.sRef).toBeCloseTo((700 / 3) * (9000 / 365) - 8000 / 3, 6);
  });

  it('a single period gives no points to fit', async () => {
    const file = await read('meta-en-mixed-results.csv');
    expect(
      channelPeriods(importedPeriodRows(file, file.resultTypes[0] ?? '', (type) => type)).every(
        (c) => c.points.length < 2,
      ),
    ).toBe(true);
  });
});
