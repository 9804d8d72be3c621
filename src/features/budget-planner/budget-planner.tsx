/**
 * The Budget Planner island: planner state (a pure reducer from lib/planner-state.ts), saved plans,
 * share links, CSV export and the dialogs. Everything else is presentational.
 */
import { useEffect, useMemo, useReducer, useState } from 'react';
import { downloadText } from '../../components/ui/download.ts';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { calculatePlan, defaultPlannerState, hasValidResults } from '../../lib/planner.ts';
import { fromPlanData, type SavedPlan } from '../../lib/planner-plans.ts';
import { decodePlanShare, planShareUrl, SHARE_PARAM } from '../../lib/planner-share.ts';
import { plannerReducer } from '../../lib/planner-state.ts';
import { setPreferredCurrency, usePreferredCurrency } from '../shared/use-currency.ts';
import { ChannelList } from './channel-list.tsx';
import { ComparePlansDialog } from './compare-plans-dialog.tsx';
import { LoadPlanDialog } from './load-plan-dialog.tsx';
import { PlanningConfig } from './planning-config.tsx';
import { PrintInputs } from './print-inputs.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { SavePlanDialog } from './save-plan-dialog.tsx';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { StorageProblem } from './storage-problem.tsx';
import { useSavedPlans } from './use-saved-plans.ts';

type OpenDialog = 'save' | 'load' | 'compare' | undefined;

export function BudgetPlanner() {
  const [state, dispatch] = useReducer(plannerReducer, undefined, defaultPlannerState);
  const currency = usePreferredCurrency();
  const savedPlans = useSavedPlans();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [planName, setPlanName] = useState<string>();
  const [manualShareUrl, setManualShareUrl] = useState<string>();
  const results = useMemo(() => calculatePlan(state), [state]);
  const valid = hasValidResults(state);

  // A shared link restores its plan once, on arrival; the parameter is then removed from the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(SHARE_PARAM);
    if (token === null) return;
    const decoded = decodePlanShare(token);
    if (decoded.ok) {
      dispatch({ type: 'replace', state: decoded.value.state });
      setPreferredCurrency(decoded.value.currency);
      toast({ title: 'Shared plan loaded', description: 'You are seeing the plan from the link. Save it to keep a copy in this browser.' });
    } else {
      toast({ title: 'Could not open the shared plan', description: `${decoded.error} The default plan is shown instead.`, tone: 'error' });
    }
    url.searchParams.delete(SHARE_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
  }, []);

  function save(name: string): boolean {
    let detail = 'This browser is not letting the planner store plans.';
    try {
      const { result } = savedPlans.save(name, { state, currency });
      if (result.ok) {
        setPlanName(name.trim());
        setDialog(undefined);
        toast({ title: 'Plan saved successfully!' });
        return true;
      }
      if (result.error === 'quota') detail = 'Browser storage is full. Delete an old plan, then try again.';
    } catch {
      // Reported below like any other storage failure.
    }
    toast({ title: 'Failed to save plan', description: detail, tone: 'error' });
    return false;
  }

  function load(plan: SavedPlan) {
    try {
      const document = fromPlanData(plan.data);
      dispatch({ type: 'replace', state: document.state });
      setPreferredCurrency(document.currency);
      setPlanName(plan.name);
      setDialog(undefined);
      toast({ title: 'Plan loaded successfully!' });
    } catch {
      toast({ title: 'Failed to load plan', tone: 'error' });
    }
  }

  function remove(plan: SavedPlan) {
    const result = savedPlans.remove(plan.id);
    if (result.ok) toast({ title: 'Plan deleted' });
    else toast({ title: 'Failed to delete plan', description: 'Saved plans could not be updated in this browser.', tone: 'error' });
  }

  async function exportCsv() {
    let ok = false;
    try {
      // The CSV writer (with Papa Parse behind lib/csv.ts) loads on first use, off the page's first load.
      const { plannerCsv, plannerCsvFileName } = await import('../../lib/planner-csv.ts');
      ok = valid && downloadText(plannerCsvFileName(new Date(), planName), plannerCsv(results.channels));
    } catch {
      ok = false;
    }
    toast(ok ? { title: 'Data exported successfully!' } : { title: 'Failed to export data', tone: 'error' });
  }

  async function copyLink() {
    const url = planShareUrl(window.location.href, { state, currency });
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Anyone who opens it sees this plan, in this currency.' });
    } catch {
      setManualShareUrl(url);
    }
  }

  const openDialog = (name: OpenDialog) => () => setDialog(name);
  const dialogChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : undefined);

  return (
    <>
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
            notice={<StorageProblem snapshot={savedPlans.snapshot} className="mt-4 print:hidden" />}
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
          onCopyLink={() => void copyLink()}
          onBalance={() => dispatch({ type: 'balance-allocations' })}
        />
      </div>
      <SavePlanDialog open={dialog === 'save'} onOpenChange={dialogChange('save')} initialName={planName ?? ''} onSave={save} />
      <LoadPlanDialog open={dialog === 'load'} onOpenChange={dialogChange('load')} snapshot={savedPlans.snapshot} onLoad={load} onDelete={remove} />
      <ComparePlansDialog open={dialog === 'compare'} onOpenChange={dialogChange('compare')} plans={savedPlans.snapshot.plans} />
      <ShareLinkDialog url={manualShareUrl} onClose={() => setManualShareUrl(undefined)} />
      <Toaster />
    </>
  );
}
