/**
 * The planner's plan-level actions: save, load, share links, the SPEC CSV and the full-plan file.
 * Each one says how it went in a toast in the page's language. The hook holds what the first screen
 * needs (a link that opens a plan, loading a saved plan, the hand-off to the contact page); the actions
 * behind a click load with the first click (plan-actions.ts).
 */
import type { Dispatch, ReactNode } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { onClick } from '../calculator-kit/on-demand.ts';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import { channelsLeftOut, PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerState, PlanResults } from './model/planner.ts';
import type { PlanDocument } from './model/plans.ts';
import type { PlannerAction } from './model/state.ts';
import type { PlanActionContext } from './plan-actions.ts';
import { usePlannerText } from './planner-text.tsx';

interface PlanActionsOptions {
  /** The plan as the fields hold it. */
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  /**
   * The plan and its figures at the moment of a click: the fields' plan, even while the figures on
   * screen are a key press behind it (decision 165).
   */
  now: () => { state: PlannerState; results: PlanResults; valid: boolean };
  currency: Currency;
  showPlanCurrency: (currency: Currency) => void;
  planName: string | undefined;
  setPlanName: (name: string | undefined) => void;
  /** Closes the open dialog once its action succeeded. */
  closeDialog: () => void;
}

export interface PlanActions {
  save: (name: string, replace: boolean) => Promise<void>;
  load: (plan: PlanDocument, name: string) => void;
  exportCsv: () => Promise<void>;
  exportFullPlan: () => Promise<void>;
  importFullPlan: (file: File) => Promise<void>;
  copyLink: () => Promise<void>;
  /** The contact page with the plan attached ("Ask a strategist about this plan"); null (and a toast) when it is too big. */
  contactWithPlan: (contactHref: string) => Promise<string | null>;
  /** The manual-copy dialog for browsers that refuse the clipboard. */
  shareDialog: ReactNode;
  /** Arrived with a link whose plan is not on screen yet (useShareLink's `opening`). */
  openingLink: boolean;
}

export function usePlanActions({
  state,
  dispatch,
  now,
  currency,
  showPlanCurrency,
  planName,
  setPlanName,
  closeDialog,
}: PlanActionsOptions): PlanActions {
  const { locale, kit } = useToolLanguage();
  const t = usePlannerText();

  /** Shows a saved or shared plan in its own currency; says so when it has more channels than fit. */
  function applyDocument(plan: PlanDocument): string | undefined {
    dispatch({ type: 'replace', state: plan.state });
    showPlanCurrency(plan.currency);
    const left = channelsLeftOut(plan.state.channels.length);
    if (left === 0) return undefined;
    return fill(left === 1 ? t.channelsLeftOutOne : t.channelsLeftOutMany, {
      count: plan.state.channels.length,
      max: PLANNER_LIMITS.channels,
      left,
    });
  }

  const share = useShareLink({
    value: state,
    decode: async (token) => (await import('./model/share.ts')).decodeAnyPlanShare(token),
    onOpen: (plan: PlanDocument) => {
      const note = applyDocument(plan);
      toast({ title: t.sharedLoaded, description: note ?? t.sharedLoadedHint });
    },
    onError: (_error, problem) => {
      toast({
        title: t.sharedFailed,
        description: `${problem ? kit.shareErrors[problem] : ''} ${t.sharedFailedHint}`.trim(),
        tone: 'error',
      });
    },
  });

  function load(plan: PlanDocument, name: string) {
    const note = applyDocument(plan);
    setPlanName(name);
    closeDialog();
    toast({ title: t.loaded, ...(note ? { description: note } : {}) });
  }

  // The rest runs behind a click: its code loads then (plan-actions.ts), with what it reads now.
  const context = (): PlanActionContext => ({
    ...now(),
    currency,
    planName,
    setPlanName,
    closeDialog,
    locale,
    kit,
    t,
    applyDocument,
    copy: share.copy,
    downloadCsv,
  });
  const withActions = onClick(() => import('./plan-actions.ts'), kit.partOffline);

  const contactWithPlan = async (contactHref: string) => {
    const plan = now();
    return (await import('./plan-attachment.ts')).plannerContactHref(
      contactHref,
      window.location.href,
      plan.state,
      plan.results,
      currency,
      locale,
      kit,
    );
  };

  return {
    save: withActions(t.saveFailed, (module, name: string, replace: boolean) => module.save(context(), name, replace)),
    load,
    exportCsv: withActions(t.exportFailed, (module) => module.exportCsv(context())),
    exportFullPlan: withActions(t.exportFailed, (module) => module.exportFullPlan(context())),
    importFullPlan: withActions(t.importFailed, (module, file: File) => module.importFullPlan(context(), file)),
    copyLink: withActions(t.linkCopyFailed, (module) => module.copyLink(context())),
    contactWithPlan,
    shareDialog: share.dialog,
    openingLink: share.opening,
  };
}
