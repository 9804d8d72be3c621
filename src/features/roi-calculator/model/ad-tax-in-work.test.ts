import { describe, expect, it } from 'vitest';
import { roiWorkDraft, roiWorkFromData } from './draft.ts';
import { sampleRows } from './roi.ts';
import { makeSavedSet, savedSetsFromData } from './saved-sets.ts';
import { decodeAnyRoiShare, encodeRoiShare, roiShareUrl, roiShareUrlFor } from './share.ts';
import { MARGINAL_OFF } from './advice-check.ts';
import { csvHeader, csvRows, ROI_CSV_COLUMNS } from './csv.ts';
import { roiEn } from '../i18n/en.ts';

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
});
