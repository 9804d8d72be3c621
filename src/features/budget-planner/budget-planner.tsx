/**
 * The Budget Planner island: planner state (a pure reducer from model/state.ts), saved plans,
 * share links, CSV export and the dialogs. Everything else is presentational. Dialogs, the plan
 * schema (zod), share links and CSV load on first use to keep the first JavaScript small.
 */
import { fill } from '../../i18n/fill.ts';
import { lazy, Suspense, useMemo, useReducer, useState } from 'react';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { downloadCsv } from '../calculator-kit/download-csv.ts';
import { useCalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { useShareLink } from '../calculator-kit/use-share-link.tsx';
import { channelsLeftOut, PLANNER_LIMITS } from './model/limits.ts';
import { calculatePlan, defaultPlannerState, hasValidResults } from './model/planner.ts';
import type { PlanDocument } from './model/plans.ts';
import { plannerReducer } from './model/state.ts';
import { channelLabel, totalAllocation } from './model/planner.ts';
import { StickySummary } from './sticky-summary.tsx';
import { plannerDraft, plannerDraftFromData, PLANNER_DRAFT_KEY } from './model/draft.ts';
import { useDraft } from '../calculator-kit/use-draft.tsx';
import { focusById } from '../calculator-kit/focus.ts';
import { ToolLanguageProvider, useToolLanguage, type KitText } from '../calculator-kit/text-context.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { NEEDS_SCRIPT, NoScriptNotice } from '../calculator-kit/no-script-notice.tsx';
import { PlannerTextContext, usePlannerText, type PlannerText } from './planner-text.tsx';
import { ChannelList } from './channel-list.tsx';
import { PlanningConfig } from './planning-config.tsx';
import { PrintInputs } from './print-inputs.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { useSavedPlansHealth } from './saved-plans-store.ts';
import { StorageProblem } from './storage-problem.tsx';
import { KeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import { PlanningMount } from './planning/planning-mount.tsx';
import { PlanningTextContext, type PlanningText } from './planning/planning-text.tsx';

const SavePlanDialog = lazy(() => import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.SavePlanDialogContainer })));
const LoadPlanDialog = lazy(() => import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.LoadPlanDialogContainer })));
const ComparePlansDialog = lazy(() => import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.ComparePlansDialogContainer })));

type OpenDialog = 'save' | 'load' | 'compare' | undefined;

export interface BudgetPlannerProps {
  /** The page's language: it picks number formats and the default currency. */
  locale: Locale;
  /** The words of the page's language, from the tool's dictionary (see i18n/index.ts). */
  text: { kit: KitText; tool: PlannerText; planning: PlanningText };
}

/** The island: the page hands it its language and words; everything inside reads them from context. */
export function BudgetPlanner({ locale, text }: BudgetPlannerProps) {
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <PlannerTextContext value={text.tool}>
        <PlanningTextContext value={text.planning}>
          <PlannerWorkspace />
        </PlanningTextContext>
      </PlannerTextContext>
    </ToolLanguageProvider>
  );
}

function PlannerWorkspace() {
  const { kit } = useToolLanguage();
  const t = usePlannerText();
  const [state, dispatch] = useReducer(plannerReducer, undefined, defaultPlannerState);
  const { currency, choose: chooseCurrency, showPlanCurrency } = useCalculatorCurrency();
  const storageHealth = useSavedPlansHealth();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [planName, setPlanName] = useState<string>();
  const results = useMemo(() => calculatePlan(state), [state]);
  const valid = hasValidResults(state);
  const [keepTotal, setKeepTotal] = useState(false);
  const [locked, setLocked] = useState<readonly string[]>([]);
  const draftValue = useMemo(() => plannerDraft(state), [state]);
  const draft = useDraft({
    key: PLANNER_DRAFT_KEY,
    validate: plannerDraftFromData,
    value: draftValue,
    onRestore: (restored) => dispatch({ type: 'replace', state: restored }),
    onStartFresh: () => {
      dispatch({ type: 'reset' });
      setPlanName(undefined);
    },
  });

  /** Removes a channel, offers Undo, and moves focus to the channel that takes its place. */
  function removeChannel(id: string) {
    const index = state.channels.findIndex((channel) => channel.id === id);
    const removed = state.channels[index];
    if (!removed || state.channels.length <= 1) return;
    const label = channelLabel(removed.name, index);
    const next = state.channels[index + 1] ?? state.channels[index - 1];
    dispatch({ type: 'remove-channel', id });
    if (next) focusById(`channel-${next.id}-name`);
    toast({
      title: fill(t.removed, { label }),
      description: t.removedHint,
      tone: 'info',
      action: {
        label: kit.undo,
        altText: fill(t.undoRemoveAlt, { label }),
        onAction: () => {
          dispatch({ type: 'restore-channel', channel: removed, index });
          focusById(`channel-${removed.id}-name`);
          toast({ title: fill(t.restored, { label }) });
        },
      },
    });
  }

  /** Shows a saved or shared plan in its own currency; says so when it has more channels than fit. */
  function applyDocument(plan: PlanDocument): string | undefined {
    dispatch({ type: 'replace', state: plan.state });
    showPlanCurrency(plan.currency);
    const leftOut = channelsLeftOut(plan.state.channels.length);
    if (leftOut === 0) return undefined;
    return `It has ${plan.state.channels.length} channels; the planner shows the first ${PLANNER_LIMITS.channels}, so ${leftOut} ${leftOut === 1 ? 'is' : 'are'} left out.`;
  }

  const share = useShareLink({
    value: state,
    decode: async (token) => (await import('./model/share.ts')).decodePlanShare(token),
    onOpen: (plan: PlanDocument) => {
      const note = applyDocument(plan);
      toast({ title: 'Shared plan loaded', description: note ?? 'You are seeing the plan from the link. Save it to keep a copy in this browser.' });
    },
    onError: (error) => toast({ title: 'Could not open the shared plan', description: `${error} The default plan is shown instead.`, tone: 'error' }),
  });

  async function save(name: string, plan: PlanDocument, replace: boolean) {
    let detail = 'This browser is not letting the planner store plans.';
    try {
      const { savePlan } = await import('./use-saved-plans.ts');
      const { result } = savePlan(name, plan, replace);
      if (result.ok) {
        setPlanName(name.trim());
        setDialog(undefined);
        toast({ title: 'Plan saved successfully!' });
        return;
      }
      if (result.error === 'quota') detail = 'Browser storage is full. Delete an old plan, then try again.';
    } catch {
      // Reported below like any other storage failure.
    }
    toast({ title: 'Failed to save plan', description: detail, tone: 'error' });
  }

  function load(plan: PlanDocument, name: string) {
    const note = applyDocument(plan);
    setPlanName(name);
    setDialog(undefined);
    toast({ title: 'Plan loaded successfully!', ...(note ? { description: note } : {}) });
  }

  async function exportCsv() {
    let ok = false;
    try {
      // The CSV writer loads on first use.
      const { plannerCsv, plannerCsvFileName } = await import('./model/csv.ts');
      ok = valid && downloadCsv(plannerCsvFileName(new Date(), planName), plannerCsv(results.channels));
    } catch {
      ok = false;
    }
    toast(ok ? { title: 'Data exported successfully!' } : { title: 'Failed to export data', tone: 'error' });
  }

  async function exportFullPlan() {
    let ok = false;
    try {
      const { fullPlanCsv, fullPlanFileName } = await import('./model/full-plan-csv.ts');
      const now = new Date();
      ok = downloadCsv(fullPlanFileName(now, planName), fullPlanCsv({ state, currency, planName }, now));
    } catch {
      ok = false;
    }
    toast(ok ? { title: t.fullPlanExported } : { title: 'Failed to export data', tone: 'error' });
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
      toast({ title: t.importFailed, description: `${read.error} ${t.importKept}`, tone: 'error' });
      return;
    }
    const before = { state, currency, planName };
    applyDocument(read.plan);
    setPlanName(read.plan.planName);
    toast({
      title: fill(read.plan.state.channels.length === 1 ? t.importedOne : t.importedMany, { count: read.plan.state.channels.length }),
      description: t.importedHint,
      tone: 'success',
      action: {
        label: kit.undo,
        altText: t.importUndoAlt,
        onAction: () => {
          applyDocument(before);
          setPlanName(before.planName);
          toast({ title: t.importUndone });
        },
      },
    });
  }

  async function copyLink(plan: PlanDocument) {
    const { planShareUrl } = await import('./model/share.ts');
    if (await share.copy(planShareUrl(window.location.href, plan))) {
      toast({ title: 'Link copied', description: 'Anyone who opens it sees this plan, in this currency.' });
    }
  }

  const openDialog = (name: OpenDialog) => () => setDialog(name);
  const dialogChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : undefined);
  const currentDocument = (): PlanDocument => ({ state, currency });

  return (
    <KeepEarlyInput>
      <NoScriptNotice />
      <div className={`${NEEDS_SCRIPT} grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start print:block print:space-y-6`}>
        <PrintInputs state={state} currency={currency} planName={planName} />
        <div className="space-y-6 print:hidden">
          <PlanningConfig
            state={state}
            dispatch={dispatch}
            currency={currency}
            onCurrencyChange={chooseCurrency}
            onSave={openDialog('save')}
            onLoad={openDialog('load')}
            onCompare={openDialog('compare')}
            notice={
              <>
                {draft.notice && <div className="mt-3">{draft.notice}</div>}
                <StorageProblem
                  snapshot={{ plans: [], skipped: 0, ...(storageHealth === 'ok' ? {} : { problem: storageHealth }) }}
                  className="mt-4 print:hidden"
                />
              </>
            }
          />
          <ChannelList
            state={state}
            dispatch={dispatch}
            currency={currency}
            onRemove={removeChannel}
            keepTotal={keepTotal}
            onKeepTotalChange={setKeepTotal}
            locked={locked}
            onToggleLock={(id) => setLocked((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]))}
          />
          <StickySummary summary={results.summary} valid={valid} total={totalAllocation(state.channels)} currency={currency} />
        </div>
        <ResultsPanel
          state={state}
          results={results}
          valid={valid}
          currency={currency}
          planName={planName}
          onExport={() => void exportCsv()}
          onExportFullPlan={() => void exportFullPlan()}
          onImportFullPlan={(file) => void importFullPlan(file)}
          onCopyLink={() => void copyLink(currentDocument())}
          onBalance={() => dispatch({ type: 'balance-allocations' })}
          onSetAllocation={(id, value) => dispatch({ type: 'update-channel', id, patch: { budgetAllocation: value } })}
        />
      </div>
      <div className={NEEDS_SCRIPT}>
        <PlanningMount state={state} currency={currency} dispatch={dispatch} />
      </div>
      <Suspense fallback={null}>
        {dialog === 'save' && (
          <SavePlanDialog
            onOpenChange={dialogChange('save')}
            initialName={planName ?? ''}
            onSave={(name, replace) => void save(name, currentDocument(), replace)}
          />
        )}
        {dialog === 'load' && <LoadPlanDialog onOpenChange={dialogChange('load')} onLoad={load} />}
        {dialog === 'compare' && <ComparePlansDialog onOpenChange={dialogChange('compare')} />}
      </Suspense>
      {share.dialog}
      <Toaster />
    </KeepEarlyInput>
  );
}
