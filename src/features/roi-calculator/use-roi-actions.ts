/**
 * The workspace's actions that talk to the visitor through toasts: remove a channel (with Undo),
 * export and import CSV, open and copy share links. Kept out of roi-calculator.tsx so the island
 * file stays about layout.
 */
import type { Dispatch } from 'react';
import { fill } from '../../i18n/fill.ts';
import { toast } from '../../components/ui/toast.tsx';
import type { Currency } from '../../lib/money.ts';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { focusById } from '../calculator-kit/focus.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import type { CalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { displayName, recommendationWords } from './display.ts';
import type { RoiRow } from './model/roi.ts';
import type { SharedRoi } from './model/share.ts';
import { MARGINAL_OFF, type MarginalSettings } from './model/marginal-settings.ts';
import type { RoiAction, RoiState } from './model/state.ts';
import { adTaxDefault, type AdTaxSetting } from '../calculator-kit/market/ad-tax.ts';
import { useRoiText } from './roi-text.tsx';

let sequence = 0;
/** Row ids: the current time plus a counter, so two rows added in one millisecond differ. */
export const makeId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

// The share-link codec brings zod; it loads only when a link is opened or made.
const loadShare = () => import('./model/share.ts');

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

export function useRoiActions(
  state: RoiState,
  dispatch: Dispatch<RoiAction>,
  { currency, choose, showPlanCurrency }: CalculatorCurrency,
  plan?: HeldTargets,
) {
  const { kit, locale } = useToolLanguage();
  const t = useRoiText();

  /** Removes a row, offers Undo, and moves focus to the card that takes its place. */
  const removeRow = (id: string) => {
    const index = state.rows.findIndex((row) => row.id === id);
    const removed = state.rows[index];
    if (!removed || state.rows.length <= 1) return;
    const name = displayName(removed.channel, t.untitled);
    const next = state.rows[index + 1] ?? state.rows[index - 1];
    dispatch({ type: 'remove', id });
    if (next) focusById(`roi-edit-${next.id}`);
    toast({
      title: fill(t.channelRemoved, { name }),
      description: t.removedHint,
      tone: 'info',
      action: {
        label: kit.undo,
        altText: fill(t.undoRemoveAlt, { name }),
        onAction: () => {
          dispatch({ type: 'restore', row: removed, index });
          focusById(`roi-edit-${removed.id}`);
          toast({ title: fill(t.restored, { name }) });
        },
      },
    });
  };

  const share = useShareLink({
    value: state.rows,
    // Either version: 1 (rows) or 2 (rows and plan targets, compressed).
    decode: async (token) => (await loadShare()).decodeAnyRoiShare(token, () => makeId()),
    onOpen: ({ rows, currency: linkCurrency, targets, margin, marginal, adTax }: SharedRoi) => {
      dispatch({ type: 'replace', rows });
      if (linkCurrency) showPlanCurrency(linkCurrency);
      if (targets !== undefined) plan?.setTargets(targets);
      // The link's settings replace the page's: a colleague sees the plan as it was shared.
      plan?.setMargin(margin ?? null);
      plan?.setMarginal(marginal ?? MARGINAL_OFF);
      plan?.setAdTax(adTax);
    },
    // The reason in the page's language; the codec's English sentence only if it gave no code.
    onError: (error, problem) =>
      toast({
        title: t.shareFailed,
        description: fill(t.shareFailedHint, { error: problem ? kit.shareErrors[problem] : error }),
        tone: 'error',
      }),
  });

  const exportCsv = async () => {
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
  };

  const copyShareLink = async () => {
    const { roiShareUrlFor } = await loadShare();
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
    if (await share.copy(url)) {
      toast({ title: t.shareCopied, description: t.shareCopiedHint, tone: 'success' });
    }
  };

  /** The figures as "Ask a strategist about this plan" sends them; null (and a toast) when too big. */
  const contactWithPlan = async (contactHref: string) =>
    (await import('./plan-attachment.ts')).roiContactHref(
      contactHref,
      window.location.href,
      state.rows,
      currency,
      plan ?? {},
      locale,
      kit,
      t,
    );

  const importRows = (
    rows: RoiRow[],
    mode: 'append' | 'replace',
    skipped: number,
    readAs: Currency,
    taxRate?: number,
  ) => {
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
  };

  return { removeRow, exportCsv, copyShareLink, contactWithPlan, importRows, shareDialog: share.dialog };
}
