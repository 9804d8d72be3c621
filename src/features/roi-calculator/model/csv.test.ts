import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv.ts';
import { csvRow, csvRows, importRoiCsv, ROI_CSV_COLUMNS, ROI_CSV_FILENAME } from './csv.ts';
import { SAMPLE_ROWS } from './roi.ts';

const ids = (i: number) => `id-${i}`;

describe('export', () => {
  it('has the exact file name and 16 columns in order', () => {
    expect(ROI_CSV_FILENAME).toBe('roi-calculator-results.csv');
    expect(ROI_CSV_COLUMNS.join(',')).toBe(
      'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers,ROI,ROAS,CPL,ARPC,Lead Conv Rate,Customer Conv Rate,CPC,CAC,Budget Recommendation',
    );
  });

  it('formats a sample row', () => {
    expect(csvRow(SAMPLE_ROWS[0]!)).toEqual([
      'SEO',
      'Organic Content Hub',
      '1000.00',
      '1800',
      '72',
      '2700.00',
      '18',
      '170.00',
      '2.70',
      '13.89',
      '150.00',
      '4.00',
      '1.00',
      '0.56',
      '55.56',
      'Strongly Increase',
    ]);
  });

  it('guards against formula injection and quotes per RFC 4180', () => {
    const text = toCsv(ROI_CSV_COLUMNS, csvRows([{ ...SAMPLE_ROWS[0]!, channel: '=HYPERLINK("x")', campaignName: 'Spring, "VIP"' }]));
    expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)","Spring, ""VIP""",1000\.00,/);
  });
});

describe('import', () => {
  it('round-trips its own export', () => {
    const rows = [...SAMPLE_ROWS, { ...SAMPLE_ROWS[0]!, id: '9', channel: '+Leads, "hot"', spend: 12.5 }];
    const result = importRoiCsv(toCsv(ROI_CSV_COLUMNS, csvRows(rows)), ids);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual(rows.map((row, i) => ({ ...row, id: `id-${i}` })));
  });

  it('accepts the seven input columns in any order and case, with aliases', () => {
    const text = 'revenue,CUSTOMERS,Campaign Name,Channel,Spend ($),Conversions,Clicks\n500,2,Spring,Radio,$1,000,5,100\n';
    const result = importRoiCsv(text.replace('$1,000', '"$1,000"'), ids);
    expect(result).toEqual({
      ok: true,
      problems: [],
      rows: [{ id: 'id-0', channel: 'Radio', campaignName: 'Spring', spend: 1000, clicks: 100, conversions: 5, revenue: 500, customers: 2 }],
    });
  });

  it('lists bad rows with reasons and keeps the good ones', () => {
    const text = [
      'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers',
      'SEO,Blog,1000,1800,72,2700,18',
      'PPC,Search,-50,10,1,0,0',
      'Social,Reels,abc,10,1,0,0',
      ',No name,10,10,1,0,0',
      'Email,News,800',
      'TV,Spot,1,2,3,4,5,6',
      'Display,Banners,500,900,9,290,2',
    ].join('\n');
    const result = importRoiCsv(text, ids);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => r.channel)).toEqual(['SEO', 'Display']);
    expect(result.problems).toEqual([
      { line: 3, message: 'Spend cannot be negative.' },
      { line: 4, message: 'Spend "abc" is not a number.' },
      { line: 5, message: 'The channel name is empty.' },
      { line: 6, message: 'Only 3 values; the header has 7 columns.' },
      { line: 7, message: '8 values, but the header has 7 columns (is there an unquoted comma in a name?).' },
    ]);
  });

  it('refuses a file without the required columns, an empty file and a header-only file', () => {
    expect(importRoiCsv('Channel,Spend\nSEO,1', ids)).toEqual({
      ok: false,
      error: expect.stringContaining('no Campaign, Clicks, Leads, Revenue, Customers columns'),
    });
    expect(importRoiCsv('', ids)).toEqual({ ok: false, error: expect.stringContaining('empty') });
    expect(importRoiCsv('Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\n', ids)).toEqual({
      ok: false,
      error: 'The file has a header row but no channel rows.',
    });
  });

  it('treats blank numbers as 0', () => {
    const result = importRoiCsv('Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\nSEO,,100,,,,\n', ids);
    expect(result.ok && result.rows[0]).toEqual({
      id: 'id-0',
      channel: 'SEO',
      campaignName: '',
      spend: 100,
      clicks: 0,
      conversions: 0,
      revenue: 0,
      customers: 0,
    });
  });
});
