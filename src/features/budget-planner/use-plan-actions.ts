/**
 * The planner's plan-level actions: save, load, share links, the SPEC CSV and the full-plan file.
 * Each one says how it went in a toast in the page's language. The heavy parts (zod, the CSV
 * writers and reader) load on first use.
 */
import type { Dispatch, ReactNode } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { browserStorage, notifyStored, writeJson } from '../../lib/storage.ts';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { numberProblemText } from '../calculator-kit/number-field.tsx';
import { useToolLanguage, type KitText } from '../calculator-kit/text-context.tsx';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import type { DatedPlan } from './dated-plan/model/plan.ts';
import type { FullPlanProblem } from './model/full-plan-csv.ts';
import { channelsLeftOut, PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerState, PlanResults } from './model/planner.ts';
import type { PlanDocument } from './model/plans.ts';
import type { PlannerAction } from './model/state.ts';
import { usePlannerText, type PlannerText } from './planner-text.tsx';

interface PlanActionsOptions {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  results: PlanResults;
  valid: boolean;
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
}

/** A refused full-plan file in the page's language. */
export function fullPlanProblemText(problem: FullPlanProblem, t: PlannerText, kit: KitText): string {
  const words = t.importErrors;
  switch (problem.code) {
    case 'not-full-plan':
      return words.notFullPlan;
    case 'currency':
      return words.currency;
    case 'mode':
      return words.mode;
    case 'columns':
      return fill(words.columns, { columns: problem.columns });
    case 'no-channels':
      return words.noChannels;
    case 'too-many':
      return fill(words.tooMany, { max: problem.max, count: problem.count });
    case 'number': {
      const error = numberProblemText(kit, problem.label, problem.problem, problem.limit);
      return problem.line === undefined ? error : fill(words.line, { line: problem.line, error });
    }
  }
}

export function usePlanActions({
  state,
  dispatch,
  results,
  valid,
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

  async function save(name: string, replace: boolean) {
    let detail = t.storageBlocked;
    try {
      const { savePlan } = await import('./use-saved-plans.ts');
      const { result } = savePlan(name, { state, currency }, replace);
      if (result.ok) {
        setPlanName(name.trim());
        closeDialog();
        toast({ title: t.saved });
        return;
      }
      if (result.error === 'quota') detail = t.storageFull;
    } catch {
      // Reported below like any other storage failure.
    }
    toast({ title: t.saveFailed, description: detail, tone: 'error' });
  }

  function load(plan: PlanDocument, name: string) {
    const note = applyDocument(plan);
    setPlanName(name);
    closeDialog();
    toast({ title: t.loaded, ...(note ? { description: note } : {}) });
  }

  async function exportCsv() {
    let ok = false;
    try {
      // The CSV writer loads on first use; English pages keep SPEC's header, others translate it.
      const { plannerCsv, plannerCsvFileName } = await import('./model/csv.ts');
      const header =
        locale === 'en'
          ? undefined
          : (await import('./model/full-plan-format.ts')).PLANNER_CSV_HEADER_VI.map((name) =>
              name.replace('{currency}', currency),
            );
      ok = valid && downloadCsv(plannerCsvFileName(new Date(), planName), plannerCsv(results.channels, header));
    } catch {
      ok = false;
    }
    toast(ok ? { title: t.exported } : { title: t.exportFailed, tone: 'error' });
  }

  async function exportFullPlan() {
    let ok = false;
    try {
      const { fullPlanCsv, fullPlanFileName } = await import('./model/full-plan-csv.ts');
      const { FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI } = await import('./model/full-plan-format.ts');
      // The dated plan travels too when the visitor has one (it is kept in storage on every change).
      const { datedPlanStore } = await import('./dated-plan/model/document.ts');
      const dated = datedPlanStore.read().value ?? undefined;
      const now = new Date();
      ok = downloadCsv(
        fullPlanFileName(now, planName),
        fullPlanCsv(
          { state, currency, planName, dated },
          now,
          locale === 'vi' ? FULL_PLAN_HEADERS_VI : FULL_PLAN_HEADERS_EN,
        ),
      );
    } catch {
      ok = false;
    }
    toast(ok ? { title: t.fullPlanExported } : { title: t.exportFailed, tone: 'error' });
  }

  /** Rebuilds the work from a full-plan file; what was on screen can come back with Undo. */
  async function importFullPlan(file: File) {
    if (file.size > PLANNER_LIMITS.importBytes) {
      toast({ title: t.importFailed, description: t.importTooLarge, tone: 'error' });
      return;
    }
    const { readFullPlanCsv } = await import('./model/full-plan-csv.ts');
    const read = readFullPlanCsv(await file.text());
    if (!read.ok) {
      toast({
        title: t.importFailed,
        description: `${fullPlanProblemText(read.problem, t, kit)} ${t.importKept}`,
        tone: 'error',
      });
      return;
    }
    const before = { state, currency, planName };
    const { datedPlanStore, storedForm } = await import('./dated-plan/model/document.ts');
    const datedBefore = datedPlanStore.read().value;
    const putDated = (dated: DatedPlan | null | undefined) => {
      if (dated === undefined) return;
      if (dated === null) datedPlanStore.clear();
      else if (!writeJson(browserStorage(), datedPlanStore.key, storedForm(dated)).ok)
        toast({ title: t.datedNotKept, tone: 'error' });
      notifyStored(datedPlanStore.key);
    };
    applyDocument(read.plan);
    setPlanName(read.plan.planName);
    // A file with a dated plan replaces the visitor's (the panel, if open, shows it at once).
    putDated(read.plan.dated);
    const count = read.plan.state.channels.length;
    toast({
      title: count === 1 ? t.importedOne : fill(t.importedMany, { count }),
      description: t.importedHint,
      tone: 'success',
      action: {
        label: kit.undo,
        altText: t.importUndoAlt,
        onAction: () => {
          applyDocument(before);
          setPlanName(before.planName);
          if (read.plan.dated) putDated(datedBefore);
          toast({ title: t.importUndone });
        },
      },
    });
  }

  async function copyLink() {
    // Version 2 carries every planning setting; version 1 links still open (model/share.ts).
    const { planShareUrlFor } = await import('./model/share.ts');
    if (await share.copy(await planShareUrlFor(window.location.href, { state, currency })))
      toast({ title: t.linkCopied, description: t.linkCopiedHint });
  }

  const contactWithPlan = async (contactHref: string) =>
    (await import('./plan-attachment.ts')).plannerContactHref(
      contactHref,
      window.location.href,
      state,
      results,
      currency,
      locale,
      kit,
    );

  return {
    save,
    load,
    exportCsv,
    exportFullPlan,
    importFullPlan,
    copyLink,
    contactWithPlan,
    shareDialog: share.dialog,
  };
}
