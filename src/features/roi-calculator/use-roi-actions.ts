/**
 * The workspace's actions that talk to the visitor through toasts: remove a channel (with Undo),
 * export and import CSV, open and copy share links. Kept out of roi-calculator.tsx so the island
 * file stays about layout. The hook holds what the first screen needs (removing a row, a link that
 * opens a plan); the actions behind a click load with the first click (roi-actions.ts).
 */
import type { Dispatch } from 'react';
import { fill } from '../../i18n/fill.ts';
import { toast } from '../../components/ui/toast.tsx';
import type { Currency } from '../../lib/money.ts';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { focusById } from '../calculator-kit/focus.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { onClick } from '../calculator-kit/on-demand.ts';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import type { CalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { displayName } from './display.ts';
import type { RoiRow } from './model/roi.ts';
import type { SharedRoi } from './model/share.ts';
import { MARGINAL_OFF } from './model/marginal-settings.ts';
import type { RoiAction, RoiState } from './model/state.ts';
import type { HeldTargets, RoiActionContext } from './roi-actions.ts';
import { useRoiText } from './roi-text.tsx';

let sequence = 0;
/** Row ids: the current time plus a counter, so two rows added in one millisecond differ. */
export const makeId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`;

// The share-link codec brings zod; it loads only when a link is opened or made.
const loadShare = () => import('./model/share.ts');

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

  // The rest runs behind a click: its code loads then (roi-actions.ts), with what it reads now.
  const context = (): RoiActionContext => ({
    state,
    dispatch,
    currency,
    choose,
    plan,
    kit,
    t,
    copy: share.copy,
    downloadCsv,
  });
  const withActions = onClick(() => import('./roi-actions.ts'), kit.partOffline);

  const exportCsv = withActions(t.exportFailed, (module) => module.exportCsv(context()));
  const copyShareLink = withActions(t.shareCopyFailed, (module) => module.copyShareLink(context()));
  const importRows = withActions(
    t.importAddFailed,
    (module, rows: RoiRow[], mode: 'append' | 'replace', skipped: number, readAs: Currency, taxRate?: number) =>
      module.importRows(context(), rows, mode, skipped, readAs, taxRate),
  );

  return {
    removeRow,
    exportCsv,
    copyShareLink,
    contactWithPlan,
    importRows,
    shareDialog: share.dialog,
    openingLink: share.opening,
  };
}
