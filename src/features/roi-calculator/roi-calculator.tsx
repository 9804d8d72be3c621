import { exampleScale, type Currency } from '../../lib/money.ts';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useReducer, useRef, useState } from 'react';
import { fill } from '../../i18n/fill.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { CurrencyPicker } from '../calculator-kit/currency-picker.tsx';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { defaultCurrencyFor, useCalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { analyse, metricsCache, sampleRows, type RoiRow } from './model/roi.ts';
import { MARGINAL_OFF, type MarginalSettings } from './model/marginal-settings.ts';
import { roiReducer } from './model/state.ts';
import { rowsFromPlan } from './model/plan-rows.ts';
import type { PlanTargets } from '../calculator-kit/model/plan-targets.ts';
import { DataInputTab } from './data-input-tab.tsx';
import { RoiPlanningMount } from './planning/planning-mount.tsx';
import { RoiPlatformImport } from './platform-import.tsx';
import { roiWorkDraft, roiWorkFromData, ROI_DRAFT_KEY } from './model/draft.ts';
import { RoiTextContext, useRoiText, type RoiText } from './roi-text.tsx';
import { makeId, useRoiActions } from './use-roi-actions.ts';
import { useDraft } from '../calculator-kit/use-draft.tsx';
import { ToolLanguageProvider, useToolLanguage, type KitText } from '../calculator-kit/text-context.tsx';
import type { Locale } from '../../lib/locales.ts';
import { printWithReport } from '../calculator-kit/print-request.ts';
import { NEEDS_SCRIPT, NoScriptNotice } from '../calculator-kit/no-script-notice.tsx';
import { KeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import { AskStrategist } from '../calculator-kit/ask-strategist.tsx';
import { adTaxDefault, type AdTaxSetting } from '../calculator-kit/market/ad-tax.ts';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { onDemand } from '../calculator-kit/on-demand.ts';
import { dashboardCharts } from './charts-code.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useStableCallback } from '../calculator-kit/use-stable-callback.ts';

// The dialogs (and the CSV parser behind the import) load when the visitor first opens them.
const SavedSetsDialog = lazy(() => import('./saved-sets-dialog.tsx').then((m) => ({ default: m.SavedSetsDialog })));
const AdTaxSection = lazy(() => import('../calculator-kit/market/ad-tax-section.tsx'));
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));
// The first screen is the Data tab: the other tabs and the printed report load when the browser is
// idle after hydration (or at once on a click), and render without a fallback once loaded.
// The dashboard's charts come with the later tabs (decision 188): the first switch to the dashboard
// then finds their code here, and draws them in the render just after, instead of waiting for it.
const laterParts = onDemand(() => {
  dashboardCharts.load();
  return import('./later-parts.tsx');
});
const printReport = () => void laterParts.preload().then(printWithReport);

/** A plan's arrival and what it replaced, for its Undo. */
interface Arrival {
  count: number;
  before: { rows: RoiRow[]; targets: unknown; planCurrency: Currency | null };
}

export interface RoiCalculatorProps {
  /** The page's language: it picks number formats and the default currency. */
  locale: Locale;
  /** The words of the page's language, from the tool's dictionary (see i18n/index.ts). */
  text: { kit: KitText; tool: RoiText };
  /** The contact page in the page's language, for "Ask a strategist about this plan". */
  contactHref: string;
  /**
   * The example rows when the page's market has its own (the Vietnamese page: model/vietnam-sample.ts),
   * built by the page so that their figures travel as props, not in the island's code.
   */
  example?: readonly RoiRow[] | undefined;
}

/** The island: the page hands it its language and words; everything inside reads them from context. */
export function RoiCalculator({ locale, text, contactHref, example }: RoiCalculatorProps) {
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <RoiTextContext value={text.tool}>
        <RoiWorkspace contactHref={contactHref} example={example} />
      </RoiTextContext>
    </ToolLanguageProvider>
  );
}

function RoiWorkspace({ contactHref, example }: Pick<RoiCalculatorProps, 'contactHref' | 'example'>) {
  const t = useRoiText();
  const { locale, kit } = useToolLanguage();
  const pageCurrency = defaultCurrencyFor(locale);
  // A market's own cited example (decision 127), else SPEC's samples in the page's currency (decision 075).
  const samples = () =>
    example ? example.map((row) => ({ ...row })) : sampleRows(t.samples, exampleScale(pageCurrency));
  const [state, dispatch] = useReducer(roiReducer, undefined, () => ({ rows: samples(), editingId: null }));
  // A row's figures are worked out once per row object: a key press makes one new row, and the other
  // cards, given the same figures, skip their render.
  const [rowMetrics] = useState(metricsCache);
  const analysis = useMemo(() => analyse(state.rows, rowMetrics), [state.rows, rowMetrics]);
  // VND on Vietnamese pages, USD on English ones, until the visitor picks one (decision 058).
  const currencyState = useCalculatorCurrency(pageCurrency);
  const { currency, choose: chooseCurrency, showPlanCurrency, restorePlanCurrency } = currencyState;
  // The marginal check beside the optimizer: off until the visitor asks (SPEC's advice alone by default).
  const [marginal, setMarginal] = useState<MarginalSettings>(MARGINAL_OFF);
  // Gross margin as a ratio; null (the default) counts revenue as profit, and the page says so.
  const [margin, setMargin] = useState<number | null>(null);
  // The visitor's tax on ad spend; undefined is the market's default (none for USD).
  const [adTax, setAdTax] = useState<AdTaxSetting | undefined>(undefined);
  const later = laterParts.useLoaded();
  // The optimizer and the advice check are shown only by the later tabs and the report: they come
  // with them, and until then nothing asks for them. Neither is ever beside a card being typed in, so
  // they follow the rows in a deferred render of their own, not in the key press.
  const laterRows = useDeferredValue(state.rows);
  const optimizer = useMemo(() => later?.optimise(laterRows), [later, laterRows]);
  // Until the later tabs arrive, a panel opened early keeps its room and says it is busy.
  const loading = <div aria-busy="true" className="min-h-96" />;
  const [tab, setTab] = useState('data');
  const [importOpen, setImportOpen] = useState(false);
  const [setsOpen, setSetsOpen] = useState(false);
  // Plan targets from the Budget Planner live here, so the draft and share links keep them.
  const [targets, setTargets] = useState<unknown>(null);
  const advice = useMemo(
    () => later?.checkAllAdvice(laterRows, marginal, margin),
    [later, laterRows, marginal, margin],
  );
  const draftValue = useMemo(
    () => roiWorkDraft(state.rows, targets, margin, marginal, adTax),
    [state.rows, targets, margin, marginal, adTax],
  );
  // A plan from the Budget Planner's hand-off, and what it replaced (for its Undo).
  const [arrived, setArrived] = useState<Arrival | null>(null);
  const arrival = useRef<Arrival | null>(null);
  const draft = useDraft({
    key: ROI_DRAFT_KEY,
    validate: roiWorkFromData,
    value: draftValue,
    onRestore: (work) => {
      // A plan that arrived before the draft was read (its panel already loaded) replaced the draft's
      // rows: they become what its Undo brings back, and the plan stays on screen.
      const plan = arrival.current;
      if (plan) {
        plan.before = { ...plan.before, rows: work.rows, targets: work.targets };
        setArrived({ ...plan });
      } else {
        dispatch({ type: 'replace', rows: work.rows });
        setTargets(work.targets);
      }
      setMargin(work.margin ?? null);
      setMarginal(work.marginal ?? MARGINAL_OFF);
      setAdTax(work.adTax);
    },
    onStartFresh: () => {
      dispatch({ type: 'replace', rows: samples() });
      setTargets(null);
      setMargin(null);
      setMarginal(MARGINAL_OFF);
      setAdTax(undefined);
    },
  });
  // A plan from the Budget Planner's hand-off link: its channels with empty actuals, in its currency.
  // What it replaced is kept until the visitor moves on, so "Undo" brings back exactly those rows,
  // the targets they were compared with and the currency they were shown in.
  const planArrived = (plan: PlanTargets) => {
    arrival.current = {
      count: plan.channels.length,
      before: { rows: state.rows, targets, planCurrency: currencyState.planCurrency },
    };
    setArrived(arrival.current);
    dispatch({ type: 'replace', rows: rowsFromPlan(plan.channels, makeId, t.planCampaign) });
    showPlanCurrency(plan.currency);
    setTab('data');
    // The plan now lives in the calculator (draft, share link): a reload must not clear typed actuals.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  };
  const undoArrival = () => {
    if (!arrived) return;
    dispatch({ type: 'replace', rows: arrived.before.rows });
    setTargets(arrived.before.targets);
    restorePlanCurrency(arrived.before.planCurrency);
    arrival.current = null;
    setArrived(null);
    toast({ title: t.rowsBack });
  };
  const actions = useRoiActions(state, dispatch, currencyState, {
    targets,
    setTargets,
    margin,
    setMargin,
    marginal,
    setMarginal,
    adTax,
    setAdTax,
  });
  // The cards' handlers, one set for every card, so that a card's memo holds (see ChannelCard).
  const toggleEdit = useCallback((id: string) => dispatch({ type: 'toggle-edit', id }), []);
  const changeRow = useCallback(
    (id: string, patch: Partial<Omit<RoiRow, 'id'>>) => dispatch({ type: 'update', id, patch }),
    [],
  );
  const removeRow = useStableCallback(actions.removeRow);
  // The same for the buttons around the cards, so that a key press in a card redraws the card and
  // what its figures feed, not the toolbar above the tabs or the data tab's header (both memoised).
  const addRow = useCallback(() => dispatch({ type: 'add', id: makeId() }), []);
  const exportCsv = useStableCallback(() => void actions.exportCsv());
  const openImport = useCallback(() => setImportOpen(true), []);
  const openSets = useCallback(() => setSetsOpen(true), []);
  const copyShareLink = useStableCallback(() => void actions.copyShareLink());
  const contactWithPlan = useStableCallback(actions.contactWithPlan);
  const onCurrency = useStableCallback(chooseCurrency);
  const chooseMargin = useCallback((v: number) => setMargin(v > 0 ? Math.min(100, v) / 100 : null), []);
  // Only AUD and VND have a tax on ad spend: its line (and its words) load on demand, after hydration.
  const taxLine = adTaxDefault(currency) ? (
    <AfterHydration>
      <Suspense fallback={null}>
        <AdTaxSection
          currency={currency}
          spend={analysis.totals.spend}
          revenue={analysis.totals.revenue}
          setting={adTax}
          onChange={setAdTax}
        />
      </Suspense>
    </AfterHydration>
  ) : null;

  const items = [
    { value: 'instructions', label: t.tabInstructions, content: later ? <later.InstructionsTab /> : loading },
    {
      value: 'data',
      label: t.tabData,
      content: (
        <div className="space-y-6">
          <RoiPlatformImport rows={state.rows} dispatch={dispatch} currencyState={currencyState} />
          <DataInputTab
            rows={analysis.rows}
            editingId={state.editingId}
            currency={currency}
            onAdd={addRow}
            onExport={exportCsv}
            onImport={openImport}
            onToggleEdit={toggleEdit}
            onRemove={removeRow}
            onChange={changeRow}
          />
        </div>
      ),
    },
    {
      value: 'results',
      label: t.tabResults,
      content: later ? (
        <later.ResultsTab
          analysis={analysis}
          currency={currency}
          targets={targets}
          advice={advice ?? null}
          taxLine={taxLine}
        />
      ) : (
        loading
      ),
    },
    {
      value: 'dashboard',
      label: t.tabDashboard,
      content: later ? <later.DashboardTab analysis={analysis} currency={currency} margin={margin} /> : loading,
    },
    {
      value: 'optimizer',
      label: t.tabOptimizer,
      content:
        later && optimizer ? (
          <later.OptimizerTab
            result={optimizer}
            currency={currency}
            advice={advice ?? null}
            margin={margin}
            marginal={marginal}
            onMarginal={setMarginal}
          />
        ) : (
          loading
        ),
    },
  ];

  return (
    <KeepEarlyInput busy={actions.openingLink}>
      {noScriptNotice}
      <div className={`${NEEDS_SCRIPT} print:hidden`}>
        {draft.notice && <div className="mb-4">{draft.notice}</div>}
        {arrived !== null && (
          <div
            data-testid="plan-arrived"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3"
          >
            <p role="status" className="min-w-0 flex-1 basis-64 text-sm font-medium text-slate-900">
              {fill(t.planArrived, { count: String(arrived.count) })}
            </p>
            <Button size="sm" variant="outline" onClick={undoArrival}>
              {kit.undo}
            </Button>
          </div>
        )}
        <RoiToolbar
          currency={currency}
          onCurrency={onCurrency}
          margin={margin}
          onMargin={chooseMargin}
          onSets={openSets}
          onShare={copyShareLink}
          contactHref={contactHref}
          withPlan={contactWithPlan}
        />
        <Tabs
          label={t.tabsLabel}
          items={items}
          value={tab}
          onValueChange={setTab}
          // The later tabs' code, and the dashboard's charts, start loading as the visitor heads for a tab.
          onIntent={(value) => {
            if (value === tab) return;
            laterParts.load();
            if (value === 'dashboard') dashboardCharts.load();
          }}
        />
        <RoiPlanningMount
          rows={state.rows}
          currency={currency}
          targets={targets}
          onTargets={setTargets}
          onArrived={planArrived}
          marginal={marginal}
          onMarginal={setMarginal}
        />
      </div>
      {later && optimizer && (
        <later.PrintReport
          analysis={analysis}
          optimizer={optimizer}
          advice={advice ?? null}
          margin={margin}
          currency={currency}
          taxLine={taxLine}
          targets={targets}
        />
      )}
      {importOpen && (
        <Suspense fallback={null}>
          <ImportDialog
            open
            onOpenChange={setImportOpen}
            currentCount={state.rows.length}
            makeId={makeId}
            currency={currency}
            onImport={(...args) => {
              setImportOpen(false);
              actions.importRows(...args);
            }}
          />
        </Suspense>
      )}
      {setsOpen && (
        <Suspense fallback={null}>
          <SavedSetsDialog
            onOpenChange={setSetsOpen}
            rows={state.rows}
            currency={currency}
            settings={{ margin, marginal, adTax }}
            onLoad={(set) => {
              dispatch({ type: 'replace', rows: set.rows });
              setMargin(set.margin ?? null);
              setMarginal(set.marginal ?? MARGINAL_OFF);
              setAdTax(set.adTax);
              showPlanCurrency(set.currency);
              setSetsOpen(false);
              toast({ title: fill(t.setLoaded, { name: set.name }) });
            }}
          />
        </Suspense>
      )}
      {actions.shareDialog}
      <Toaster />
    </KeepEarlyInput>
  );
}

// One element for every render: React skips a child it is handed again unchanged.
const noScriptNotice = <NoScriptNotice />;

interface RoiToolbarProps {
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  margin: number | null;
  onMargin: (percent: number) => void;
  onSets: () => void;
  onShare: () => void;
  contactHref: string;
  withPlan: (contactHref: string) => Promise<string | null>;
}

/** The row above the tabs: currency, margin and the actions on the whole set. */
const RoiToolbar = memo(function RoiToolbar({
  currency,
  onCurrency,
  margin,
  onMargin,
  onSets,
  onShare,
  contactHref,
  withPlan,
}: RoiToolbarProps) {
  const t = useRoiText();
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <CurrencyPicker id="roi-currency" value={currency} onChange={onCurrency} />
        <NumberField
          id="roi-margin"
          label={t.margin.label}
          unit="%"
          value={margin === null ? 0 : margin * 100}
          min={0}
          max={100}
          step={1}
          hint={t.margin.hint}
          onValueChange={onMargin}
          className="max-w-xs"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onSets}>
          <Icon name="folder-open" className="h-4 w-4" />
          {t.savedSets}
        </Button>
        <Button variant="outline" onClick={onShare}>
          <Icon name="link-2" className="h-4 w-4" />
          {t.copyShare}
        </Button>
        <Button variant="outline" onClick={printReport}>
          <Icon name="printer" className="h-4 w-4" />
          {t.printReport}
        </Button>
        <AskStrategist contactHref={contactHref} withPlan={withPlan} />
      </div>
    </div>
  );
});
