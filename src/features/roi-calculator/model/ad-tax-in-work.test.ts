import { describe, expect, it } from 'vitest';
import { roiWorkDraft, roiWorkFromData } from './draft.ts';
import { sampleRows } from './roi.ts';
import { makeSavedSet, savedSetsFromData } from './saved-sets.ts';
import { decodeAnyRoiShare, encodeRoiShare, roiShareUrl, roiShareUrlFor } from './share.ts';
import { MARGINAL_OFF } from './advice-check.ts';
import { csvHeader, csvRows, csvTaxRate, importRoiCsv, ROI_CSV_COLUMNS } from './csv.ts';
import { roiEn } from '../i18n/en.ts';
import { roiVi } from '../i18n/vi.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import { toCsv } from '../../../lib/csv.ts';
import { recommendationWords } from '../report-words.ts';

const PAGE = 'https://brightlane.example/vi/solutions/free-resources/roi-calculator';
const GST_OFF = { currency: 'AUD', on: false, rate: 10 } as const;
const rows = sampleRows();

describe('the ROI calculator keeps the visitor’s tax on ad spend', () => {
  it('in the working draft; an old draft opens with the market default', () => {
    const read = roiWorkFromData(JSON.parse(JSON.stringify(roiWorkDraft(rows, null, null, MARGINAL_OFF, GST_OFF))));
    expect(read.ok && read.value.adTax).toEqual(GST_OFF);
    const old = roiWorkFromData(JSON.parse(JSON.stringify(roiWorkDraft(rows, null))));
    expect(old.ok && 'adTax' in old.value).toBe(false);
  });

  it('in a saved set', () => {
    const set = makeSavedSet('Sydney, GST off', rows, 'AUD', new Date('2026-11-26T05:00:00Z'), {
      margin: null,
      marginal: MARGINAL_OFF,
      adTax: GST_OFF,
    });
    const list = savedSetsFromData(JSON.parse(JSON.stringify([set])));
    expect(list.ok && list.value.sets[0]?.adTax).toEqual(GST_OFF);
  });

  it('in a version 2 link; a version 1 link still opens, with the market default', async () => {
    const url = await roiShareUrlFor(PAGE, rows, 'AUD', { adTax: GST_OFF });
    expect(url).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyRoiShare(new URL(url ?? '').searchParams.get('plan') ?? '', String);
    expect(opened.ok && opened.value.adTax).toEqual(GST_OFF);
    expect(await roiShareUrlFor(PAGE, rows, 'AUD')).toBe(roiShareUrl(PAGE, rows, 'AUD'));
    const v1 = await decodeAnyRoiShare(encodeRoiShare(rows, 'AUD'), String);
    expect(v1.ok && 'adTax' in v1.value).toBe(false);
  });
});

describe('the ROI CSV with a tax on ad spend', () => {
  it('adds the rate, the tax, the spend with it and the ROI after it after SPEC’s columns', () => {
    const header = csvHeader(ROI_CSV_COLUMNS, rows, roiEn.csvResultColumn, roiEn.csvTaxColumns);
    expect(header.slice(0, 16)).toEqual([...ROI_CSV_COLUMNS]);
    expect(header.slice(16)).toEqual(['Tax on ad spend (%)', 'Tax', 'Spend incl. tax', 'ROI after tax']);
    // SEO: 1,000 spend and 2,700 revenue at GST 10 %: 100 tax, 1,100 with it, ROI (2,700 − 1,100) ÷ 1,100 = 145.45 %.
    const [seo] = csvRows(rows, undefined, 10);
    expect(seo?.slice(16)).toEqual(['10', '100.00', '1100.00', '145.45']);
    expect(seo?.[7]).toBe('170.00');
  });

  it('writes SPEC’s 16 columns alone without a tax (a USD plan)', () => {
    expect(csvHeader(ROI_CSV_COLUMNS, rows, roiEn.csvResultColumn)).toEqual([...ROI_CSV_COLUMNS]);
    expect(csvRows(rows).every((row) => row.length === 16)).toBe(true);
  });

  it('reads the rate back on import: the round trip keeps the tax setting and every figure (both languages)', () => {
    const kept = rows.map((row, i) => ({ ...row, id: `id-${i}`, ...(i === 1 ? { result: 'message' } : {}) }));
    // A VND plan with its VAT changed to 8 %: the export writes 8 on every row.
    const rate = csvTaxRate('VND', { currency: 'VND', on: true, rate: 8 });
    expect(rate).toBe(8);
    for (const [words, kit] of [
      [roiEn, kitEn],
      [roiVi, kitVi],
    ] as const) {
      const header = csvHeader(words.csvColumns, kept, words.csvResultColumn, words.csvTaxColumns);
      const written = csvRows(kept, recommendationWords(words), rate);
      const read = importRoiCsv(toCsv(header, written), (i) => `id-${i}`, words, kit);
      expect(read.ok && read.taxRate).toBe(8);
      expect(read.ok && read.rows).toEqual(kept);
      expect(read.ok && read.problems).toEqual([]);
      // Written out again, the tax columns are the same cells (1,000 spend: 80 tax, 1,080 with it).
      const again = read.ok ? csvRows(read.rows, recommendationWords(words), read.taxRate) : [];
      expect(again).toEqual(written);
      expect(again[0]?.slice(-4)).toEqual(['8', '80.00', '1080.00', '150.00']);
    }
  });

  it('reads no rate from a file without the tax columns, or with an unusable one', () => {
    const plain = importRoiCsv(toCsv(ROI_CSV_COLUMNS, csvRows(rows)), String, roiEn, kitEn);
    expect(plain.ok && 'taxRate' in plain).toBe(false);
    const header = csvHeader(ROI_CSV_COLUMNS, rows, roiEn.csvResultColumn, roiEn.csvTaxColumns);
    const bad = csvRows(rows, undefined, 10).map((cells) => [...cells.slice(0, 16), '150', ...cells.slice(17)]);
    const read = importRoiCsv(toCsv(header, bad), String, roiEn, kitEn);
    expect(read.ok && read.rows).toHaveLength(rows.length);
    expect(read.ok && 'taxRate' in read).toBe(false);
  });
});
