import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv.ts';
import { csvRow, csvRows, importRoiCsv, ROI_CSV_COLUMNS, ROI_CSV_FILENAME } from './csv.ts';
import { roiEn } from '../i18n/en.ts';
import { roiVi } from '../i18n/vi.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import { recommendationWords } from '../report-words.ts';
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
    const text = toCsv(
      ROI_CSV_COLUMNS,
      csvRows([{ ...SAMPLE_ROWS[0]!, channel: '=HYPERLINK("x")', campaignName: 'Spring, "VIP"' }]),
    );
    expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)","Spring, ""VIP""",1000\.00,/);
  });
});

describe('import', () => {
  it('round-trips its own export', () => {
    const rows = [...SAMPLE_ROWS, { ...SAMPLE_ROWS[0]!, id: '9', channel: '+Leads, "hot"', spend: 12.5 }];
    const result = importRoiCsv(toCsv(ROI_CSV_COLUMNS, csvRows(rows)), ids, roiEn, kitEn);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual(rows.map((row, i) => ({ ...row, id: `id-${i}` })));
  });

  it('accepts the seven input columns in any order and case, with aliases', () => {
    const text =
      'revenue,CUSTOMERS,Campaign Name,Channel,Spend ($),Conversions,Clicks\n500,2,Spring,Radio,$1,000,5,100\n';
    const result = importRoiCsv(text.replace('$1,000', '"$1,000"'), ids, roiEn, kitEn);
    expect(result).toEqual({
      ok: true,
      problems: [],
      rows: [
        {
          id: 'id-0',
          channel: 'Radio',
          campaignName: 'Spring',
          spend: 1000,
          clicks: 100,
          conversions: 5,
          revenue: 500,
          customers: 2,
        },
      ],
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
    const result = importRoiCsv(text, ids, roiEn, kitEn);
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
    expect(importRoiCsv('Channel,Spend\nSEO,1', ids, roiEn, kitEn)).toEqual({
      ok: false,
      error: expect.stringContaining('no Campaign, Clicks, Leads, Revenue, Customers columns'),
    });
    expect(importRoiCsv('', ids, roiEn, kitEn)).toEqual({ ok: false, error: expect.stringContaining('empty') });
    expect(importRoiCsv('Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\n', ids, roiEn, kitEn)).toEqual({
      ok: false,
      error: 'The file has a header row but no channel rows.',
    });
  });

  it('treats blank numbers as 0', () => {
    const result = importRoiCsv(
      'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\nSEO,,100,,,,\n',
      ids,
      roiEn,
      kitEn,
    );
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

describe('both languages', () => {
  it('keeps the English dictionary’s CSV file name and headers identical to SPEC', () => {
    expect(roiEn.csvFileName).toBe(ROI_CSV_FILENAME);
    expect([...roiEn.csvColumns]).toEqual([...ROI_CSV_COLUMNS]);
    expect(Object.entries(recommendationWords(roiEn)).every(([code, word]) => code === word)).toBe(true);
  });

  it('writes Vietnamese headers and recommendation words with machine-readable numbers', () => {
    const text = toCsv(roiVi.csvColumns, csvRows([SAMPLE_ROWS[0]!], recommendationWords(roiVi)));
    const [header, row] = text.split('\r\n');
    expect(header).toBe(roiVi.csvColumns.join(','));
    expect(row!.split(',')[2]).toMatch(/^\d+\.\d{2}$/);
    expect(row!.split(',')[3]).toMatch(/^\d+$/);
    expect(Object.values(roiVi.recommendations).some((word) => row!.endsWith(`,${word}`))).toBe(true);
  });

  it('imports a file exported from either page on either page (header round trip)', () => {
    const rows = SAMPLE_ROWS.map((row, i) => ({ ...row, id: `id-${i}` }));
    for (const exported of [
      toCsv(ROI_CSV_COLUMNS, csvRows(rows)),
      toCsv(roiVi.csvColumns, csvRows(rows, recommendationWords(roiVi))),
    ]) {
      for (const [words, kit] of [
        [roiEn, kitEn],
        [roiVi, kitVi],
      ] as const) {
        const result = importRoiCsv(exported, ids, words, kit);
        expect(result.ok && result.rows).toEqual(rows);
        expect(result.ok && result.problems).toEqual([]);
      }
    }
  });

  it('accepts Vietnamese headers written in decomposed Unicode (NFD) or upper case', () => {
    const header = roiVi.csvColumns.slice(0, 7).join(',').normalize('NFD').toUpperCase();
    const result = importRoiCsv(`${header}\nSEO,Spring,100,10,5,300,2\n`, ids, roiVi, kitVi);
    expect(result.ok && result.rows[0]).toMatchObject({
      channel: 'SEO',
      spend: 100,
      clicks: 10,
      conversions: 5,
      revenue: 300,
      customers: 2,
    });
  });

  it('names the missing columns in the page’s language for a mixed or unknown header', () => {
    const mixed = 'Kênh,Campaign,Chi phí,Foo,Leads,Doanh thu,Bar\nSEO,x,1,2,3,4,5\n';
    expect(importRoiCsv(mixed, ids, roiEn, kitEn)).toEqual({
      ok: false,
      error: expect.stringContaining('The file has no Clicks, Customers columns.'),
    });
    expect(importRoiCsv(mixed, ids, roiVi, kitVi)).toEqual({
      ok: false,
      error: expect.stringContaining('Tệp thiếu các cột Lượt nhấp, Khách hàng.'),
    });
    expect(importRoiCsv('Foo\n1\n', ids, roiVi, kitVi)).toEqual({
      ok: false,
      error: expect.stringContaining('Tệp thiếu các cột Kênh, Chiến dịch, Chi phí'),
    });
    expect(
      importRoiCsv(
        'Kênh,Chiến dịch,Chi phí,Lượt nhấp,Khách hàng tiềm năng,Doanh thu\nA,b,1,2,3,4\n',
        ids,
        roiVi,
        kitVi,
      ),
    ).toEqual({
      ok: false,
      error: expect.stringContaining('Tệp thiếu cột Khách hàng.'),
    });
  });

  it('words row problems in Vietnamese on the Vietnamese page', () => {
    const result = importRoiCsv(
      'Kênh,Chiến dịch,Chi phí,Lượt nhấp,Khách hàng tiềm năng,Doanh thu,Khách hàng\n,x,1,2,3,4,5\nA,x,abc,1,1,1,1\n',
      ids,
      roiVi,
      kitVi,
    );
    expect(result.ok && result.problems).toEqual([
      { line: 2, message: 'Tên kênh đang để trống.' },
      { line: 3, message: 'Chi phí “abc” không phải là số.' },
    ]);
  });

  it('words too-large and negative figures with the kit words of the page (English unchanged)', () => {
    const text = 'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\nA,x,-5,1,1,1,1\nB,x,1,1,1,1e16,1\n';
    const en = importRoiCsv(text, ids, roiEn, kitEn);
    expect(en.ok && en.problems).toEqual([
      { line: 2, message: 'Spend cannot be negative.' },
      { line: 3, message: 'Revenue is too large to be a real figure.' },
    ]);
    const vi = importRoiCsv(text, ids, roiVi, kitVi);
    expect(vi.ok && vi.problems).toEqual([
      { line: 2, message: 'Chi phí không được là số âm.' },
      { line: 3, message: 'Doanh thu quá lớn, không phải một con số thực tế.' },
    ]);
  });
});

describe('import of hostile files', () => {
  const header = 'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers';

  it('refuses a header of thousands of columns before building any row', () => {
    const wide = `${header},${Array.from({ length: 5000 }, (_, i) => `x${i}`).join(',')}\nSEO,Blog,1,1,1,1,1\n`;
    expect(importRoiCsv(wide, ids, roiEn, kitEn)).toEqual({
      ok: false,
      error:
        'The file has 5007 columns; a channel file has seven (at most 300 are read). Check that it is the right file.',
    });
  });

  it('stops at the row limit with one message instead of one per extra line', () => {
    const text = [header, ...Array.from({ length: 5000 }, (_, i) => `C${i},x,1,1,1,1,1`)].join('\n');
    const result = importRoiCsv(text, ids, roiEn, kitEn);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toHaveLength(200);
    expect(result.problems).toEqual([{ line: 202, message: 'Skipped: a file can bring in at most 200 channels.' }]);
  });
});
