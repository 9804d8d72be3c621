import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedRows } from '../imported-rows.ts';
import { importedPeriodRows } from '../period-rows.ts';
import { readExportBytes } from '../read-file.ts';
import { parseExportMonth, rangePeriod, rowPeriod, splitByPeriod } from './periods.ts';

const read = async (name: string) => {
  const result = await readExportBytes(
    new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/exports', name))),
  );
  if (!result.ok) throw new Error(`could not read ${name}: ${result.problem}`);
  return result.file;
};
const label = (type: string) => type;

describe('periods of a row', () => {
  it.each([
    ['2026-07-01', '2026-07-31', '2026-07'],
    ['1 July 2026', '31 July 2026', '2026-07'],
    ['2026-02-01', '2026-02-28', '2026-02'],
    ['2026-09-07', '2026-09-07', '2026-09'],
    ['2026-07-01', '2026-07-15', '2026-07-01 – 2026-07-15'],
    ['2026-07-01', '2026-09-30', '2026-07-01 – 2026-09-30'],
    ['last quarter', '', 'last quarter'],
    ['', '', null],
  ])('%s to %s is %s', (from, to, period) => expect(rangePeriod(from, to)).toBe(period));

  it('a Day, Week or Month cell gives its calendar month; a reporting range its own; else the file’s period', () => {
    expect(rowPeriod({ day: '2026-09-14' }, null)).toBe('2026-09');
    expect(rowPeriod({ day: 'September 2026' }, null)).toBe('2026-09');
    expect(rowPeriod({ day: '2026-09' }, null)).toBe('2026-09');
    expect(rowPeriod({ day: 'Week 37' }, null)).toBe('Week 37');
    expect(rowPeriod({ start: '2026-08-01', end: '2026-08-31' }, '2026-07')).toBe('2026-08');
    expect(rowPeriod({}, '2026-07')).toBe('2026-07');
    expect(rowPeriod({}, null)).toBeNull();
  });

  it.each([
    ['2026-09', '2026-09'],
    ['09/2026', '2026-09'],
    ['Sep 2026', '2026-09'],
    ['tháng 9 2026', null],
    ['2026-13', null],
  ])('month cell %s is %s', (text, month) => expect(parseExportMonth(text)).toBe(month));
});

describe('splitting a file by period', () => {
  it('a Google report takes the month in its preamble for every row', async () => {
    const file = await read('google-ads-july-2026-utf16.csv');
    const parts = splitByPeriod(file);
    expect(parts.map((part) => [part.period, part.rows.length])).toEqual([['2026-07', 4]]);
  });

  it('a Meta export by month keeps three periods apart, the summary row dropped', async () => {
    const file = await read('meta-en-monthly-periods.csv');
    expect(file.dropped.map((row) => row.reason)).toEqual(['summary']);
    expect(splitByPeriod(file).map((part) => [part.period, part.rows.length])).toEqual([
      ['2026-07', 2],
      ['2026-08', 2],
      ['2026-09', 2],
    ]);
  });

  it('a report by day within one month is one period (days group into their month)', async () => {
    const file = await read('google-ads-daily-utf16.csv');
    expect(splitByPeriod(file).map((part) => part.period)).toEqual(['2026-09']);
  });

  it('period rows sum to the same totals as the rows over all periods', async () => {
    const file = await read('meta-en-monthly-periods.csv');
    const perPeriod = importedPeriodRows(file, 'lead', label);
    expect(perPeriod.map((row) => [row.period, row.channel, row.spend, row.clicks, row.leads])).toEqual([
      ['2026-07', 'Meta Ads', 1200, 600, 60],
      ['2026-07', 'Meta Ads', 800, 400, 40],
      ['2026-08', 'Meta Ads', 1800, 840, 75],
      ['2026-08', 'Meta Ads', 1200, 560, 50],
      ['2026-09', 'Meta Ads', 2400, 1000, 84],
      ['2026-09', 'Meta Ads', 1600, 700, 56],
    ]);
    const all = importedRows(file, 'lead', label, 20);
    const spend = (rows: { spend: number }[]) => rows.reduce((sum, row) => sum + row.spend, 0);
    expect(spend(perPeriod)).toBe(spend(all));
  });

  it('a period whose clicks are "--" is marked unknown', async () => {
    const file = await read('google-ads-august-2026-utf16.csv');
    const rows = importedPeriodRows(file, 'conversions', label);
    expect(rows.filter((row) => row.unknown).map((row) => row.campaign)).toEqual(['YouTube Awareness']);
  });
});
