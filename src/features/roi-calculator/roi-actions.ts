/**
 * The ROI calculator's actions that run behind a click: export the CSV, copy a share link, take in
 * imported rows. Loaded on the first click (use-roi-actions.ts keeps what the first screen needs), so
 * the first load does not carry their code. Each says how it went in a toast in the page's language.
 */
import type { Dispatch } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { adTaxDefault, type AdTaxSetting } from '../calculator-kit/market/ad-tax.ts';
import type { KitText } from '../calculator-kit/text-context.tsx';
import { recommendationWords } from './report-words.ts';
import type { MarginalSettings } from './model/marginal-settings.ts';
import type { RoiRow } from './model/roi.ts';
import type { RoiAction, RoiState } from './model/state.ts';
import type { RoiText } from './roi-text.tsx';

/** The planning settings the calculator holds beside the rows; a share link carries them all. */
export interface HeldTargets {
  /** The plan targets as stored; the planning panel checks them. */
  targets: unknown;
  setTargets: (targets: unknown) => void;
  margin: number | null;
  setMargin: (margin: number | null) => void;
  marginal: MarginalSettings;
  setMarginal: (settings: MarginalSettings) => void;
  adTax: AdTaxSetting | undefined;
  setAdTax: (setting: AdTaxSetting | undefined) => void;
}

/** What the actions read and change, handed over by useRoiActions at the click. */
export interface RoiActionContext {
  state: RoiState;
  dispatch: Dispatch<RoiAction>;
  currency: Currency;
  choose: (currency: Currency) => void;
  plan: HeldTargets | undefined;
  kit: KitText;
  t: RoiText;
  /** Copies a link, or shows it to copy by hand (useShareLink). */
  copy: (url: string) => Promise<boolean>;
  /** The kit's file download, handed over: the first load holds it already. */
  downloadCsv: (fileName: string, csv: string) => boolean;
}

export async function exportCsv({ state, currency, plan, t, downloadCsv }: RoiActionContext): Promise<void> {
  try {
    const [{ toCsv }, { csvHeader, csvRows, csvTaxRate }] = await Promise.all([
      import('../../lib/csv.ts'),
      import('./model/csv.ts'),
    ]);
    // The English page writes SPEC's headers and file name exactly (roiEn holds them); the Vietnamese page its own.
    // The tax columns come only while a tax is on (AUD and VND plans by default; never for USD).
    const rate = csvTaxRate(currency, plan?.adTax);
    const header = csvHeader(t.csvColumns, state.rows, t.csvResultColumn, rate === undefined ? [] : t.csvTaxColumns);
    if (!downloadCsv(t.csvFileName, toCsv(header, csvRows(state.rows, recommendationWords(t), rate))))
      throw new Error('download refused');
    toast({
      title: t.exported,
      description: fill(t.exportedHint, { count: state.rows.length, file: t.csvFileName }),
      tone: 'success',
    });
  } catch {
    toast({ title: t.exportFailed, description: t.exportFailedHint, tone: 'error' });
  }
}

export async function copyShareLink({ state, currency, plan, t, copy }: RoiActionContext): Promise<void> {
  const { roiShareUrlFor } = await import('./model/share.ts');
  const url = await roiShareUrlFor(window.location.href, state.rows, currency, plan ?? {});
  if (url === null) {
    // Too long for an address even compressed: say so, and point to the file that keeps everything.
    toast({
      title: t.shareTooBig,
      description: fill(t.shareTooBigHint, { count: state.rows.length }),
      tone: 'error',
    });
    return;
  }
  if (await copy(url)) {
    toast({ title: t.shareCopied, description: t.shareCopiedHint, tone: 'success' });
  }
}

export function importRows(
  { state, dispatch, currency, choose, plan, kit, t }: RoiActionContext,
  rows: RoiRow[],
  mode: 'append' | 'replace',
  skipped: number,
  readAs: Currency,
  taxRate?: number,
): void {
  const before = state.rows;
  const taxBefore = plan?.adTax;
  dispatch({ type: mode, rows });
  if (readAs !== currency) choose(readAs);
  // A file exported with a tax on ad spend brings its rate back, for a market that has one.
  if (taxRate !== undefined && adTaxDefault(readAs)) plan?.setAdTax({ currency: readAs, on: true, rate: taxRate });
  const skippedNote = skipped === 0 ? '' : skipped === 1 ? t.skippedOne : fill(t.skippedMany, { count: skipped });
  const replacedNote = mode === 'replace' ? fill(t.replacedHint, { count: before.length }) : '';
  const description = [skippedNote, replacedNote].filter(Boolean).join(' ');
  toast({
    title: rows.length === 1 ? t.importedOne : fill(t.importedMany, { count: rows.length }),
    ...(description ? { description } : {}),
    tone: 'success',
    // Replacing is the destructive choice: the rows it dropped can come back for a few seconds.
    ...(mode === 'replace'
      ? {
          action: {
            label: kit.undo,
            altText: t.undoReplaceAlt,
            onAction: () => {
              dispatch({ type: 'replace', rows: before });
              plan?.setAdTax(taxBefore);
              toast({ title: t.rowsBack });
            },
          },
        }
      : {}),
  });
}
