import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../lib/csv.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { roiEn } from '../i18n/en.ts';
import { roiVi } from '../i18n/vi.ts';
import { csvHeader, csvRows, importRoiCsv, ROI_CSV_COLUMNS } from './csv.ts';
import { roiWorkDraft, roiWorkFromData } from './draft.ts';
import { sampleRows, type RoiRow } from './roi.ts';
import { decodeAnyRoiShare, roiShareUrl, roiShareUrlFor } from './share.ts';

const PAGE = 'https://brightlane.example/vi/solutions/free-resources/roi-calculator';
const ids = (i: number) => `id-${i}`;
const token = (url: string | null) => new URL(url ?? '').searchParams.get('plan') ?? '';

/** Facebook counts messages started, Zalo a named file result, the rest plain leads. */
function typed(): RoiRow[] {
  const [seo, ppc, social, email, display] = sampleRows();
  return [seo!, ppc!, { ...social!, result: 'message' }, { ...email!, result: 'Zalo OA follows' }, display!];
}

describe('the result type of each ROI row travels everywhere the rows go', () => {
  it('leaves SPEC’s CSV exactly as it was when no row names a result type', () => {
    const rows = sampleRows();
    expect(csvHeader(ROI_CSV_COLUMNS, rows, roiEn.csvResultColumn)).toEqual([...ROI_CSV_COLUMNS]);
    expect(csvRows(rows).every((row) => row.length === 16)).toBe(true);
  });

  it('adds the result type after SPEC’s 16 columns and reads it back (English and Vietnamese files)', () => {
    const rows = typed();
    const header = csvHeader(ROI_CSV_COLUMNS, rows, roiEn.csvResultColumn);
    expect(header.slice(0, 16)).toEqual([...ROI_CSV_COLUMNS]);
    expect(header[16]).toBe('Result type');
    expect(csvRows(rows).map((row) => row[16])).toEqual(['', '', 'message', 'Zalo OA follows', '']);
    for (const [columns, resultColumn] of [
      [ROI_CSV_COLUMNS, roiEn.csvResultColumn],
      [roiVi.csvColumns, roiVi.csvResultColumn],
    ] as const) {
      const read = importRoiCsv(toCsv(csvHeader(columns, rows, resultColumn), csvRows(rows)), ids, roiEn, kitEn);
      expect(read.ok && read.rows).toEqual(rows.map((row, i) => ({ ...row, id: `id-${i}` })));
    }
  });

  it('keeps the types in the draft, and an unusable stored type is plain leads', () => {
    const rows = typed();
    expect(roiWorkFromData(JSON.parse(JSON.stringify(roiWorkDraft(rows, null))))).toEqual({
      ok: true,
      value: { rows, targets: null },
    });
    const odd = { version: 1, rows: [{ ...rows[0], result: 42 }] };
    const read = roiWorkFromData(odd);
    expect(read.ok && read.value.rows[0]).toEqual(rows[0]);
  });

  it('puts the types in a version 2 share link by row order; links without them open as plain leads', async () => {
    const url = await roiShareUrlFor(PAGE, typed(), 'VND');
    expect(url).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyRoiShare(token(url), (i) => String(i + 1));
    expect(opened.ok && opened.value.rows.map((row) => row.result)).toEqual([
      undefined,
      undefined,
      'message',
      'Zalo OA follows',
      undefined,
    ]);
    expect(await roiShareUrlFor(PAGE, sampleRows(), 'VND')).toBe(roiShareUrl(PAGE, sampleRows(), 'VND'));
  });
});
