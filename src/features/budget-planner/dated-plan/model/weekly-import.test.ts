import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExportBytes } from '../../../calculator-kit/import/read-file.ts';
import { mergeActuals, parseExportDay, rowWeek, weeklyActuals, type ImportSource } from './weekly-import.ts';

const source = async (name: string): Promise<ImportSource> => {
  const result = await readExportBytes(
    new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/exports', name))),
  );
  if (!result.ok) throw new Error(`could not read ${name}: ${result.problem}`);
  return { file: result.file, leadType: result.file.resultTypes[0] ?? '' };
};

describe('parseExportDay', () => {
  it.each([
    ['2026-09-07', '2026-09-07'],
    ['2026-09-07 00:00:00', '2026-09-07'],
    ['07/09/2026', '2026-09-07'],
    ['7.9.2026', '2026-09-07'],
    ['09/13/2026', '2026-09-13'],
    ['Sep 7, 2026', '2026-09-07'],
    ['Mon, Sep 7, 2026', '2026-09-07'],
    ['7 September 2026', '2026-09-07'],
    ['2026-09-07 – 2026-09-13', '2026-09-07'],
  ])('%s is %s', (text, day) => expect(parseExportDay(text)).toBe(day));

  it.each(['2026-09', 'September 2026', '', '31/02/2026', 'Total'])('%s is no day', (text) =>
    expect(parseExportDay(text)).toBeNull(),
  );
});

describe('rowWeek', () => {
  it('puts a Sunday in the week that started the Monday before, and a Monday in its own', () => {
    expect(rowWeek({ day: '2026-09-13' })).toBe('2026-09-07');
    expect(rowWeek({ day: '2026-09-14' })).toBe('2026-09-14');
  });
  it('reads a reporting start and end inside one week, not a month', () => {
    expect(rowWeek({ start: '2026-09-08', end: '2026-09-08' })).toBe('2026-09-07');
    expect(rowWeek({ start: '2026-09-01', end: '2026-09-30' })).toBeNull();
  });
});

describe('weeklyActuals', () => {
  it('sums fourteen daily rows of a Google Ads UTF-16 report into two Monday weeks', async () => {
    const google = await source('google-ads-daily-utf16.csv');
    const result = weeklyActuals([google], ['Google Ads', 'Meta Ads']);
    // Week 1: cost 100…160 = 910; week 2: 170…230 = 1,400. 7 × 50 clicks, 7 × 2 conversions, 7 × 200 value.
    expect(result.actuals).toEqual([
      { channel: 'Google Ads', weekStart: '2026-09-07', spend: 910, clicks: 350, results: 14, revenue: 1400 },
      { channel: 'Google Ads', weekStart: '2026-09-14', spend: 1400, clicks: 350, results: 14, revenue: 1400 },
    ]);
    expect(result).toMatchObject({ dated: 14, undated: 0, unmatched: [] });
  });

  it('sums a TikTok XLSX by day, the Sunday row in week 1 and the Monday row in week 2', async () => {
    const tiktok = await source('tiktok-daily.xlsx');
    const result = weeklyActuals([tiktok], ['tiktok ads']);
    // Week 1: 7 × 20 + 30.5 spend, 7 × 10 + 12 clicks, 7 + 2 results, 350 + 80 revenue. Week 2: 140 + 40, 70 + 15, 7 ("--" is no figure), 350.
    expect(result.actuals).toEqual([
      { channel: 'tiktok ads', weekStart: '2026-09-07', spend: 170.5, clicks: 82, results: 9, revenue: 430 },
      { channel: 'tiktok ads', weekStart: '2026-09-14', spend: 180, clicks: 85, results: 7, revenue: 350 },
    ]);
    expect(result.dated).toBe(16);
  });

  it('lists a channel the plan lacks and skips its rows, unless the visitor assigns it', async () => {
    const [google, tiktok] = await Promise.all([source('google-ads-daily-utf16.csv'), source('tiktok-daily.xlsx')]);
    const skipped = weeklyActuals([google, tiktok], ['Google Ads']);
    expect(skipped.unmatched).toEqual([{ name: 'TikTok Ads', rows: 16 }]);
    expect(skipped.dated).toBe(14);
    expect(skipped.actuals.map((a) => [a.channel, a.weekStart, a.spend])).toEqual([
      ['Google Ads', '2026-09-07', 910],
      ['Google Ads', '2026-09-14', 1400],
    ]);
    const assigned = weeklyActuals([google, tiktok], ['Google Ads', 'Social'], { 'TikTok Ads': 'Social' });
    expect(assigned).toMatchObject({ unmatched: [], dated: 30 });
    expect(assigned.actuals.map((a) => [a.channel, a.weekStart, a.spend])).toEqual([
      ['Google Ads', '2026-09-07', 910],
      ['Social', '2026-09-07', 170.5],
      ['Google Ads', '2026-09-14', 1400],
      ['Social', '2026-09-14', 180],
    ]);
  });

  it('counts rows without a date: a report with one date range has no weeks', async () => {
    const google = await source('google-ads-campaign-report-utf16.csv');
    const result = weeklyActuals([google], ['Google Ads']);
    expect(result).toEqual({ actuals: [], unmatched: [], undated: 4, dated: 0 });
  });
});

describe('mergeActuals', () => {
  it('replaces only the imported channel-weeks and keeps the rest', () => {
    const kept = [
      { channel: 'Google Ads', weekStart: '2026-08-31', spend: 1, results: 1, revenue: 1 },
      { channel: 'google ads', weekStart: '2026-09-07', spend: 2, results: 2, revenue: 2 },
      { channel: 'Meta Ads', weekStart: '2026-09-07', spend: 3, results: 3, revenue: 3 },
    ];
    const imported = [{ channel: 'Google Ads', weekStart: '2026-09-07', spend: 9, results: 9, revenue: 9 }];
    expect(mergeActuals(kept, imported)).toEqual([kept[0], kept[2], imported[0]]);
  });
});
