/**
 * The planner's plan actions that run behind a click: save, the SPEC CSV, the full-plan file (out and
 * in) and the share link. Loaded on the first click (use-plan-actions.ts keeps what the first screen
 * needs), so the first load does not carry their code. Each says how it went in a toast in the page's
 * language; the heavy parts (zod, the CSV writers and reader) load on first use.
 */
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../lib/locales.ts';
import type { Currency } from '../../lib/money.ts';
import { browserStorage, notifyStored, writeJson } from '../../lib/storage.ts';
import { numberProblemText } from '../calculator-kit/number-field.tsx';
import type { KitText } from '../calculator-kit/text-context.tsx';
import type { DatedPlan } from './dated-plan/model/plan.ts';
import type { FullPlanProblem } from './model/full-plan-csv.ts';
import { PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerState, PlanResults } from './model/planner.ts';
import type { PlanDocument } from './model/plans.ts';
import type { PlannerText } from './planner-text.tsx';

/** What the actions read and change, handed over by usePlanActions at the click. */
export interface PlanActionContext {
  state: PlannerState;
  currency: Currency;
  results: PlanResults;
  valid: boolean;
  planName: string | undefined;
  setPlanName: (name: string | undefined) => void;
  closeDialog: () => void;
  locale: Locale;
  kit: KitText;
  t: PlannerText;
  /** Shows a plan in its own currency; the note when it has more channels than fit. */
  applyDocument: (plan: PlanDocument) => string | undefined;
  /** Copies a link, or shows it to copy by hand (useShareLink). */
  copy: (url: string) => Promise<boolean>;
  /**
   * The kit's file download, handed over rather than imported: the ROI calculator's first load holds
   * it too, and an import from here would split it into a file of its own there (+0.1 KB).
   */
  downloadCsv: (fileName: string, csv: string) => boolean;
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

export async function save(
  { state, currency, setPlanName, closeDialog, t }: PlanActionContext,
  name: string,
  replace: boolean,
) {
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

export async function exportCsv({ locale, currency, valid, planName, results, t, downloadCsv }: PlanActionContext) {
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

export async function exportFullPlan({ state, currency, planName, locale, t, downloadCsv }: PlanActionContext) {
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
export async function importFullPlan(
  { state, currency, planName, setPlanName, applyDocument, t, kit }: PlanActionContext,
  file: File,
) {
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

export async function copyLink({ state, currency, copy, t }: PlanActionContext) {
  // Version 2 carries every planning setting; version 1 links still open (model/share.ts).
  const { planShareUrlFor } = await import('./model/share.ts');
  if (await copy(await planShareUrlFor(window.location.href, { state, currency })))
    toast({ title: t.linkCopied, description: t.linkCopiedHint });
}
