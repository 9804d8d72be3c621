import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv.ts';
import { costPerMessage } from '../model/result-type.ts';
import { importedRows } from './imported-rows.ts';
import { channelKey, isUnknown, toChannels } from './model/channels.ts';
import { IMPORT_LIMITS } from './model/limits.ts';
import { readExportBytes, type ReadResult } from './read-file.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/exports', name)));
const read = async (name: string) => {
  const result: ReadResult = await readExportBytes(fixture(name));
  if (!result.ok) throw new Error(`could not read ${name}: ${result.problem}`);
  return result.file;
};

describe('Google Ads campaign report', () => {
  it.each(['google-ads-campaign-report-utf16.csv', 'google-ads-campaign-report-utf8.csv'])(
    '%s: skips the preamble, drops Total rows, keeps "Total Store"',
    async (name) => {
      const file = await read(name);
      expect(file.platform).toBe('google');
      expect(file.headerIndex).toBe(2);
      expect(file.period).toBe('1 September 2026 - 30 September 2026');
      expect(file.currency).toBe('AUD');
      expect(file.rows.map((row) => row.campaign)).toEqual([
        'Brand Search AU',
        'Total Store - Shopping',
        'Generic Search - Services',
        'YouTube Awareness',
      ]);
      expect(file.dropped.map((row) => [row.reason, row.name])).toEqual([
        ['total', 'Total: Search'],
        ['total', 'Total: Campaigns'],
        ['total', 'Total: Account'],
      ]);
      const channels = toChannels(file.rows, file.resultTypes[0] ?? '');
      expect(file.resultTypes).toEqual(['conversions']);
      expect(channels.map((c) => [c.channel, c.spend.value, c.clicks.value, c.leads.value, c.revenue.value])).toEqual([
        ['Google Ads – Search', 1500.4, 1240, 86.5, 9800],
        ['Google Ads – Shopping', 2009.7, 2310, 41, 12340.5],
        ['Google Ads – Search', 844.2, 402, 12, 2400],
        ['Google Ads – Video', 610, 0, 0, 0],
      ]);
      // "--" clicks on the video campaign: unknown, not 0.
      expect(isUnknown(channels[3]!.clicks)).toBe(true);
    },
  );
});

describe('Google Ads report by day', () => {
  it('keeps each row’s day, and its period runs from the first to the last day (not to a Total row)', async () => {
    const file = await read('google-ads-daily-utf16.csv');
    expect(file.period).toBe('2026-09-07 – 2026-09-20');
    expect(file.rows).toHaveLength(14);
    expect(file.rows[13]?.day).toBe('2026-09-20');
  });
});

describe('Meta Ads Manager export', () => {
  it('reads Vietnamese headers and VND, drops the blank-name summary row, and counts messages', async () => {
    const file = await read('meta-vi-vnd-messages.csv');
    expect(file.platform).toBe('meta');
    expect(file.currency).toBe('VND');
    expect(file.decimal).toBe(',');
    expect(file.period).toBe('2026-09-01 – 2026-09-30');
    expect(file.dropped).toEqual([{ line: 2, reason: 'summary', name: '' }]);
    // The zero-width space in the name is gone.
    expect(file.rows[0]!.campaign).toBe('Tin nhắn - Quận 1');
    expect(file.resultTypes).toEqual(['message', 'lead']);
    const messages = toChannels(file.rows, 'message');
    expect(messages.map((c) => [c.spend.value, c.leads.value, c.clicks.value])).toEqual([
      [9_200_000, 412, 1540],
      [7_200_000, 298, 1020],
      [2_050_000, 0, 560],
    ]);
    expect(toChannels(file.rows, 'lead').map((c) => c.leads.value)).toEqual([0, 0, 37]);
  });

  it('splits an English Results column by its result indicator', async () => {
    const file = await read('meta-en-mixed-results.csv');
    expect(file.platform).toBe('meta');
    expect(file.currency).toBe('USD');
    expect(file.resultTypes).toEqual(['lead', 'message', 'purchase', 'link-click']);
    const leads = toChannels(file.rows, 'lead');
    expect(leads.map((c) => c.leads.value)).toEqual([64, 0, 0, 0]);
    expect(toChannels(file.rows, 'message').map((c) => c.leads.value)).toEqual([0, 120, 0, 0]);
    expect(leads.map((c) => c.revenue.value)).toEqual([0, 0, 0, 4120]);
  });

  it('counts a result type per channel: form leads for one campaign, messages started for another', async () => {
    const file = await read('meta-vi-vnd-messages.csv');
    const [, , third] = toChannels(file.rows, 'message');
    // The third campaign ran a lead form: counted as form leads, the others stay on messages.
    const choice = (key: string) => (key === channelKey(third!.channel, third!.campaign) ? 'lead' : 'message');
    const mixed = toChannels(file.rows, choice);
    expect(mixed.map((c) => [c.leadType, c.leads.value])).toEqual([
      ['message', 412],
      ['message', 298],
      ['lead', 37],
    ]);
    const rows = importedRows(file, choice, (type) => type, 20);
    expect(rows.map((row) => [row.leads, row.result, row.leadLabel])).toEqual([
      [412, 'message', 'message'],
      [298, 'message', 'message'],
      [37, 'lead', 'lead'],
    ]);
    // Cost per message over the two message campaigns only: 16,400,000 ₫ ÷ 710 = 23,098.59 ₫.
    const perMessage = costPerMessage(
      rows.map((row) => ({ result: row.result, spend: row.spend, results: row.leads })),
    );
    expect(perMessage?.messages).toBe(710);
    expect(perMessage?.cost.toFixed(2)).toBe('23098.59');
  });
});

describe('TikTok Ads Manager XLSX', () => {
  it('reads the sheet, sums days per campaign, keeps "<5" and "--" unknown, and drops Total and "-" rows', async () => {
    const result = await readExportBytes(fixture('tiktok-report.xlsx'));
    expect(result).toMatchObject({ ok: true, kind: 'xlsx' });
    if (!result.ok) return;
    const file = result.file;
    expect(file.platform).toBe('tiktok');
    expect(file.currency).toBe('USD');
    expect(file.period).toBe('2026-09-01 – 2026-09-02');
    expect(file.dropped.map((row) => row.reason)).toEqual(['placeholder', 'total']);
    expect(file.unknownCells).toBeGreaterThan(0);
    const channels = toChannels(file.rows, 'conversions');
    expect(
      channels.map((c) => [c.channel, c.campaign, c.spend.value, c.clicks.value, c.leads.value, c.revenue.value]),
    ).toEqual([
      ['TikTok Ads', 'Spring launch', 220, 390, 16, 840],
      ['TikTok Ads', 'Retargeting', 43.2, 35, 2, 120],
    ]);
    expect(channels[1]!.clicks).toEqual({ value: 35, known: 1, unknown: 1 });
  });
});

describe('any other CSV', () => {
  it('is read as generic, incomplete until the visitor maps its columns', async () => {
    const file = await read('generic-needs-mapping.csv');
    expect(file.platform).toBe('generic');
    expect(file.complete).toBe(false);
    expect(file.headers).toEqual(['Source', 'Month', 'Money out', 'Visits', 'Enquiries', 'Sales value']);
    const mapped = await readExportBytes(fixture('generic-needs-mapping.csv'), {
      channel: 0,
      spend: 2,
      clicks: 3,
      leads: 4,
      revenue: 5,
    });
    if (!mapped.ok) throw new Error('mapped read failed');
    expect(mapped.file.complete).toBe(true);
    expect(toChannels(mapped.file.rows, 'lead').map((c) => [c.channel, c.spend.value, c.leads.value])).toEqual([
      ['Zalo OA', 4_200_000, 96],
      ['Cốc Cốc search', 2_600_000, 41],
      ['Email', 300_000, 22],
    ]);
  });

  it('reads our own ROI export through the aliases', async () => {
    const own = new TextEncoder().encode(
      'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\nSEO,Blog,1000,500,25,5000,5\n',
    );
    const result = await readExportBytes(own);
    if (!result.ok) throw new Error('own read failed');
    expect(result.file.complete).toBe(true);
    expect(
      toChannels(result.file.rows, 'lead').map((c) => [
        c.channel,
        c.campaign,
        c.spend.value,
        c.leads.value,
        c.customers.value,
      ]),
    ).toEqual([['SEO', 'Blog', 1000, 25, 5]]);
  });
});

describe('hostile files', () => {
  it('refuses a file over the size limit before reading it', async () => {
    // 50 MB of bytes are never created: a view that only claims the length is enough for the check.
    const huge = { length: 50_000_000 } as Uint8Array;
    expect(await readExportBytes(huge)).toEqual({ ok: false, problem: 'too-large' });
    expect(IMPORT_LIMITS.bytes).toBeLessThan(50_000_000);
  });

  it('refuses a picture renamed .csv', async () => {
    expect(await readExportBytes(fixture('hostile-binary-renamed.csv'))).toEqual({ ok: false, problem: 'binary' });
  });

  it('refuses an old binary XLS workbook and a broken XLSX', async () => {
    expect(await readExportBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({
      ok: false,
      problem: 'xls',
    });
    expect(await readExportBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      ok: false,
      problem: 'spreadsheet',
    });
  });

  it('keeps formula-like names as text and never reads a formula as a figure', async () => {
    const file = await read('hostile-formulas.csv');
    expect(file.rows.map((row) => row.campaign)).toEqual([
      '=HYPERLINK("https://evil.example","Click")',
      "+cmd|' /C calc'!A0",
    ]);
    expect(file.dropped).toEqual([{ line: 4, reason: 'unreadable', name: '@SUM(1+1)' }]);
  });

  it('writes imported formula-like names back out neutralised by the one CSV writer', async () => {
    const file = await read('hostile-formulas.csv');
    const csv = toCsv(
      ['Campaign'],
      file.rows.map((row) => [row.campaign]),
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `"'=HYPERLINK(""https://evil.example"",""Click"")"`,
      `'+cmd|' /C calc'!A0`,
    ]);
  });

  it('gives no figure for spreadsheet formulas without saved results', async () => {
    const file = await read('hostile-formulas.xlsx');
    const [channel] = toChannels(file.rows, 'conversions');
    expect(channel?.spend.known).toBe(0);
    expect(channel?.leads.value).toBe(3);
  });

  it('leaves headers in another interface language for the mapping step', async () => {
    const file = await read('hostile-meta-german.csv');
    expect(file.complete).toBe(false);
    expect(file.currency).toBe('EUR');
  });

  it('stops at the row limit with a reason instead of reading on', async () => {
    const lines = ['Campaign,Cost', ...Array.from({ length: IMPORT_LIMITS.rows + 20 }, (_, i) => `C${i},1`)].join('\n');
    expect(await readExportBytes(new TextEncoder().encode(lines))).toEqual({ ok: false, problem: 'too-many-rows' });
  });

  it('refuses a header of thousands of columns', async () => {
    const wide = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `c${i}`).join(',');
    expect(await readExportBytes(new TextEncoder().encode(`${wide}\n${wide}\n`))).toEqual({
      ok: false,
      problem: 'too-many-columns',
    });
  });
});
