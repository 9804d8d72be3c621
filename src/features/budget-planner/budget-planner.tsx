/**
 * The Budget Planner island: planner state (a pure reducer from model/state.ts), saved plans,
 * share links, CSV export and the dialogs. Everything else is presentational. Dialogs, the plan
 * schema (zod), share links and CSV load on first use to keep the first JavaScript small.
 */
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { downloadText } from '../../components/ui/download.ts';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { calculatePlan, defaultPlannerState, hasValidResults } from './model/planner.ts';
import type { PlanDocument } from './model/plans.ts';
import { plannerReducer } from './model/state.ts';
import { SHARE_PARAM } from '../../lib/share-link.ts';
import { setPreferredCurrency, usePreferredCurrency } from '../calculator-kit/use-currency.ts';
import { ChannelList } from './channel-list.tsx';
import { PlanningConfig } from './planning-config.tsx';
import { PrintInputs } from './print-inputs.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { useSavedPlansHealth } from './saved-plans-store.ts';
import { StorageProblem } from './storage-problem.tsx';
import { KeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import { PlanningMount } from './planning/planning-mount.tsx';

const SavePlanDialog = lazy(() => import('./save-plan-dialog.tsx').then((module) => ({ default: module.SavePlanDialog })));
const LoadPlanDialog = lazy(() => import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.LoadPlanDialogContainer })));
const ComparePlansDialog = lazy(() => import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.ComparePlansDialogContainer })));
const ShareLinkDialog = lazy(() => import('./share-link-dialog.tsx').then((module) => ({ default: module.ShareLinkDialog })));

type OpenDialog = 'save' | 'load' | 'compare' | undefined;

export function BudgetPlanner() {
  const [state, dispatch] = useReducer(plannerReducer, undefined, defaultPlannerState);
  const currency = usePreferredCurrency();
  const storageHealth = useSavedPlansHealth();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [planName, setPlanName] = useState<string>();
  const [manualShareUrl, setManualShareUrl] = useState<string>();
  const results = useMemo(() => calculatePlan(state), [state]);
  const valid = hasValidResults(state);

  function applyDocument(plan: PlanDocument) {
    dispatch({ type: 'replace', state: plan.state });
    setPreferredCurrency(plan.currency);
  }

  // A shared link restores its plan once, on arrival; the parameter is then removed from the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(SHARE_PARAM);
    if (token === null) return;
    url.searchParams.delete(SHARE_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
    void import('./model/share.ts').then(({ decodePlanShare }) => {
      const decoded = decodePlanShare(token);
      if (decoded.ok) {
        applyDocument(decoded.value);
        toast({ title: 'Shared plan loaded', description: 'You are seeing the plan from the link. Save it to keep a copy in this browser.' });
      } else {
        toast({ title: 'Could not open the shared plan', description: `${decoded.error} The default plan is shown instead.`, tone: 'error' });
      }
    });
  }, []);

  async function save(name: string, plan: PlanDocument) {
    let detail = 'This browser is not letting the planner store plans.';
    try {
      const { savePlan } = await import('./use-saved-plans.ts');
      const { result } = savePlan(name, plan);
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
    applyDocument(plan);
    setPlanName(name);
    setDialog(undefined);
    toast({ title: 'Plan loaded successfully!' });
  }

  async function exportCsv() {
    let ok = false;
    try {
      // The CSV writer loads on first use.
      const { plannerCsv, plannerCsvFileName } = await import('./model/csv.ts');
      ok = valid && downloadText(plannerCsvFileName(new Date(), planName), plannerCsv(results.channels));
    } catch {
      ok = false;
    }
    toast(ok ? { title: 'Data exported successfully!' } : { title: 'Failed to export data', tone: 'error' });
  }

  async function copyLink(plan: PlanDocument) {
    const { planShareUrl } = await import('./model/share.ts');
    const url = planShareUrl(window.location.href, plan);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Anyone who opens it sees this plan, in this currency.' });
    } catch {
      setManualShareUrl(url);
    }
  }

  const openDialog = (name: OpenDialog) => () => setDialog(name);
  const dialogChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : undefined);
  const currentDocument = (): PlanDocument => ({ state, currency });

  return (
    <KeepEarlyInput>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start print:block print:space-y-6">
        <PrintInputs state={state} currency={currency} planName={planName} />
        <div className="space-y-6 print:hidden">
          <PlanningConfig
            state={state}
            dispatch={dispatch}
            currency={currency}
            onCurrencyChange={setPreferredCurrency}
            onSave={openDialog('save')}
            onLoad={openDialog('load')}
            onCompare={openDialog('compare')}
            notice={<StorageProblem snapshot={{ plans: [], skipped: 0, ...(storageHealth === 'ok' ? {} : { problem: storageHealth }) }} className="mt-4 print:hidden" />}
          />
          <ChannelList state={state} dispatch={dispatch} currency={currency} />
        </div>
        <ResultsPanel
          state={state}
          results={results}
          valid={valid}
          currency={currency}
          planName={planName}
          onExport={() => void exportCsv()}
          onCopyLink={() => void copyLink(currentDocument())}
          onBalance={() => dispatch({ type: 'balance-allocations' })}
        />
      </div>
      <PlanningMount state={state} currency={currency} dispatch={dispatch} />
      <Suspense fallback={null}>
        {dialog === 'save' && <SavePlanDialog open onOpenChange={dialogChange('save')} initialName={planName ?? ''} onSave={(name) => void save(name, currentDocument())} />}
        {dialog === 'load' && <LoadPlanDialog onOpenChange={dialogChange('load')} onLoad={load} />}
        {dialog === 'compare' && <ComparePlansDialog onOpenChange={dialogChange('compare')} />}
        {manualShareUrl !== undefined && <ShareLinkDialog url={manualShareUrl} onClose={() => setManualShareUrl(undefined)} />}
      </Suspense>
      <Toaster />
    </KeepEarlyInput>
  );
}
