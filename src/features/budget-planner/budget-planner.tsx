/**
 * The Budget Planner island: planner state (a pure reducer from model/state.ts), saved plans,
 * share links, CSV export and the dialogs. Everything else is presentational. Dialogs, the plan
 * schema (zod), share links and CSV load on first use, and what sits below the first screen when the
 * browser is idle (later-parts.tsx), to keep the first JavaScript small.
 */
import { exampleScale } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import {
  lazy,
  startTransition,
  Suspense,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { toast, Toaster } from '../../components/ui/toast.tsx';
import { defaultCurrencyFor, useCalculatorCurrency } from '../calculator-kit/use-currency.ts';
import { usePlanActions } from './use-plan-actions.ts';
import { AskStrategist } from '../calculator-kit/ask-strategist.tsx';
import { calculatePlan, defaultPlannerState, hasValidResults, type PlannerState } from './model/planner.ts';
import { planningOf, saturationOn, type PlanningChange } from './model/planning-settings.ts';
import { plannerReducer, type PlannerAction } from './model/state.ts';
import { totalAllocation } from './model/planner.ts';
import { StickySummary } from './sticky-summary.tsx';
import { plannerDraft, readPlannerDraft, withDraftPlanning, PLANNER_DRAFT_KEY, type DraftRead } from './model/draft.ts';
import { useDraft } from '../calculator-kit/use-draft.tsx';
import { focusById } from '../calculator-kit/focus.ts';
import { useStableCallback } from '../calculator-kit/use-stable-callback.ts';
import type { AdTaxSetting } from '../calculator-kit/market/ad-tax.ts';
import { ToolLanguageProvider, useToolLanguage, type KitText } from '../calculator-kit/text-context.tsx';
import type { Locale } from '../../lib/locales.ts';
import { NEEDS_SCRIPT, NoScriptNotice } from '../calculator-kit/no-script-notice.tsx';
import { channelLabelIn, PlannerTextContext, usePlannerText, type PlannerText } from './planner-text.tsx';
import { ChannelList } from './channel-list.tsx';
import { PlanningConfig } from './planning-config.tsx';
import { curvesReady, forgetCurves, planningCodec, plannerCurves, plannerLater } from './later.ts';
import { useOnDemand } from '../calculator-kit/on-demand.ts';
import { ResultsPanel } from './results-panel.tsx';
import { useSavedPlansHealth } from './saved-plans-store.ts';
import { StorageProblem } from './storage-problem.tsx';
import { KeepEarlyInput } from '../../components/ui/keep-early-input.tsx';
import { skipOnceDrawn } from '../calculator-kit/skip-once-drawn.ts';
import { PlanningMount } from './planning/planning-mount.tsx';
import { PlanningMountTextContext, type PlanningMountText } from './planning/planning-text.tsx';
import { DatedPlanMount } from './dated-plan/dated-plan-mount.tsx';

const SavePlanDialog = lazy(() =>
  import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.SavePlanDialogContainer })),
);
const LoadPlanDialog = lazy(() =>
  import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.LoadPlanDialogContainer })),
);
const ComparePlansDialog = lazy(() =>
  import('./saved-plan-dialogs.tsx').then((module) => ({ default: module.ComparePlansDialogContainer })),
);

type OpenDialog = 'save' | 'load' | 'compare' | undefined;

/**
 * Whether an action can turn the curves on: a plan that arrives with them, or the layer's switch. A
 * change worked out from the plan or the settings in force (a field's, the best split's Apply) only
 * edits a layer that is already on.
 */
const mayTurnCurvesOn = (action: PlannerAction): boolean =>
  action.type === 'replace'
    ? typeof action.state !== 'function' && saturationOn(action.state)
    : action.type === 'set-planning' && typeof action.patch !== 'function' && !!action.patch.saturation;

export interface BudgetPlannerProps {
  /** The page's language: it picks number formats and the default currency. */
  locale: Locale;
  /** The words of the page's language, from the tool's dictionary (see i18n/index.ts). */
  text: { kit: KitText; tool: PlannerText; planning: PlanningMountText };
  /** The contact page in the page's language, for "Ask a strategist about this plan". */
  contactHref: string;
  /**
   * The example plan when the page's market has its own (the Vietnamese page: model/vietnam-example.ts),
   * built by the page so that its figures travel as props, not in the island's code.
   */
  example?: PlannerState | undefined;
}

/** The island: the page hands it its language and words; everything inside reads them from context. */
export function BudgetPlanner({ locale, text, contactHref, example }: BudgetPlannerProps) {
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <PlannerTextContext value={text.tool}>
        <PlanningMountTextContext value={text.planning}>
          <PlannerWorkspace contactHref={contactHref} example={example} />
        </PlanningMountTextContext>
      </PlannerTextContext>
    </ToolLanguageProvider>
  );
}

function PlannerWorkspace({
  contactHref,
  example: marketExample,
}: Pick<BudgetPlannerProps, 'contactHref' | 'example'>) {
  const { locale, kit } = useToolLanguage();
  const t = usePlannerText();
  const pageCurrency = defaultCurrencyFor(locale);
  // A market's own cited example (the Vietnamese page's, decision 127), else SPEC's example in the
  // page's currency.
  const example = (): PlannerState =>
    marketExample ? structuredClone(marketExample) : defaultPlannerState(t.defaultChannels, exampleScale(pageCurrency));
  const [state, reduce] = useReducer(plannerReducer, undefined, example);
  // A change that turns the curves on before their code has arrived renders in a transition: React
  // keeps what is on screen (every figure, and the switch itself, as they were) until it has, then
  // shows the figures through the curves. No figure is ever shown under a model that is not applied.
  const dispatch = useCallback(
    (action: PlannerAction) =>
      mayTurnCurvesOn(action) && !curvesReady() ? startTransition(() => reduce(action)) : reduce(action),
    [],
  );
  // Every figure follows the plan a moment behind the fields (decision 165): a keystroke redraws its
  // field and the channel cards at once, and the figures, the planning tools and the plan by month
  // in a second render that React works through in slices and drops when the next keystroke comes.
  // The figures always come from one state, so they never mix an old input with a new one.
  const shown = useDeferredValue(state);
  // Read only while the fields' plan has the layer on too: once it is turned off (or its code failed
  // and turned it off), a deferred render that still has it on must not ask for the code again.
  const curves = saturationOn(shown) && saturationOn(state) ? use(plannerCurves()) : undefined;
  const { currency, choose: chooseCurrency, showPlanCurrency } = useCalculatorCurrency(pageCurrency);
  const storageHealth = useSavedPlansHealth();
  const later = plannerLater.useLoaded();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [planName, setPlanName] = useState<string>();
  // The model names a channel left blank in English ("Channel 3"); the page's words replace that
  // name everywhere the results go (table, charts, CSV, the hand-off to the ROI calculator).
  // One model behind every figure: SPEC's, or the curves' when diminishing returns are on.
  // Keyed on what the figures depend on: editing a planning setting that does not change them
  // (bounds, ranges, targets) re-renders no results.
  const modelKey = JSON.stringify([
    shown.planningMode,
    shown.totalBudget,
    shown.campaignGoal,
    shown.leadToCustomerRate,
    shown.channels,
    planningOf(shown).saturation,
  ]);
  const figuresOf = (plan: PlannerState) => {
    const figures = curves ? curves.modelPlan(plan) : calculatePlan(plan);
    const index = new Map(plan.channels.map((channel, i) => [channel.id, i]));
    return {
      ...figures,
      channels: figures.channels.map((result) => {
        const i = index.get(result.id);
        return i === undefined ? result : { ...result, name: channelLabelIn(t, plan.channels[i]?.name ?? '', i) };
      }),
    };
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- modelKey holds every input of the figures
  const results = useMemo(() => figuresOf(shown), [modelKey, t, curves]);
  const valid = hasValidResults(shown);
  // The notice that replaces the figures, and its allocation fields, follow the fields at once.
  const invalidChannels = hasValidResults(state) ? undefined : state.channels;
  // Keep-at-100 % and the locks are planning settings: they travel with the plan (draft, links, files).
  const planning = planningOf(state);
  const { keepTotal, locked } = planning;
  const setPlanning = (patch: PlanningChange) => dispatch({ type: 'set-planning', patch });
  // The curves' code could not load (the connection dropped): the layer goes back off, said plainly,
  // rather than the switch showing on above figures that are not through the curves.
  const curvesUnavailable = curves === null;
  useEffect(() => {
    if (!curvesUnavailable) return;
    forgetCurves();
    reduce({ type: 'set-planning', patch: { saturation: { ...planning.saturation, enabled: false } } });
    toast({ title: t.modelUnavailable, description: kit.partOffline, tone: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed load
  }, [curvesUnavailable]);
  // The planning settings' portable form loads once the plan carries settings: until it is here the
  // draft is not written (a change made meanwhile is written when it arrives). If it cannot load,
  // the visitor is told, and the next change of a setting tries again.
  const codec = useOnDemand(planningCodec, state.planning !== undefined);
  const codecFailed = codec === null && state.planning !== undefined;
  useEffect(() => {
    if (codecFailed) toast({ title: t.planningUnsaved, description: t.planningUnsavedHint, tone: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed load
  }, [codecFailed]);
  useEffect(() => {
    if (codec === null) planningCodec.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new setting tries the load again
  }, [state.planning]);
  const draftValue = useMemo(() => plannerDraft(state, codec), [state, codec]);
  /**
   * A draft with planning settings is shown once their codec has arrived, plan and settings in one
   * replace: until then the example stays on screen, never the draft's plan without its settings. A
   * codec that cannot load leaves the example, says so, and writes nothing over the stored draft.
   */
  const restoreDraft = (restored: DraftRead): void | Promise<boolean> => {
    if (restored.planning === undefined) return dispatch({ type: 'replace', state: restored.state });
    // A draft with the curves on fetches their model alongside (the replace waits for both).
    if ((restored.planning as { s?: unknown } | null)?.s === 1) void plannerCurves();
    return planningCodec.preload().then(
      (loaded) => {
        dispatch({ type: 'replace', state: withDraftPlanning(restored, loaded) });
        return true;
      },
      () => {
        toast({ title: t.draftUnavailable, description: t.draftUnavailableHint, tone: 'error' });
        return false;
      },
    );
  };
  const draft = useDraft({
    key: PLANNER_DRAFT_KEY,
    validate: readPlannerDraft,
    value: draftValue,
    onRestore: restoreDraft,
    onStartFresh: () => {
      dispatch({ type: 'replace', state: example() });
      setPlanName(undefined);
    },
  });

  /** Removes a channel, offers Undo, and moves focus to the channel that takes its place. */
  function removeChannel(id: string) {
    const index = state.channels.findIndex((channel) => channel.id === id);
    const removed = state.channels[index];
    if (!removed || state.channels.length <= 1) return;
    const label = channelLabelIn(t, removed.name, index);
    const next = state.channels[index + 1] ?? state.channels[index - 1];
    dispatch({ type: 'remove-channel', id });
    if (next) focusById(`channel-${next.id}-name`);
    toast({
      title: fill(t.channelRemoved, { label }),
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

  const actions = usePlanActions({
    state,
    dispatch,
    // A click acts on the fields' plan; its figures are worked out then if the screen's are a key
    // press behind (or the screen's, while the curves that plan needs are still on their way).
    now: () =>
      state === shown || (saturationOn(state) && !curves)
        ? { state: shown, results, valid }
        : { state, results: figuresOf(state), valid: hasValidResults(state) },
    currency,
    showPlanCurrency,
    planName,
    setPlanName,
    closeDialog: () => setDialog(undefined),
  });

  // What the figures are handed does not change while only a field does, so the memoised panels skip
  // the keystroke's first render and draw in the deferred one.
  const exportCsv = useStableCallback(() => void actions.exportCsv());
  const exportFullPlan = useStableCallback(() => void actions.exportFullPlan());
  const importFullPlan = useStableCallback((file: File) => void actions.importFullPlan(file));
  const copyLink = useStableCallback(() => void actions.copyLink());
  const contactWithPlan = useStableCallback((href: string) => actions.contactWithPlan(href));
  const balance = useStableCallback(() => dispatch({ type: 'balance-allocations' }));
  const setAllocation = useStableCallback((id: string, value: number) =>
    dispatch({ type: 'update-channel', id, patch: { budgetAllocation: value } }),
  );
  const setAdTax = useStableCallback((setting: AdTaxSetting | undefined) => dispatch({ type: 'set-ad-tax', setting }));
  const turnCurvesOff = useStableCallback(() =>
    setPlanning((p) => ({ saturation: { ...p.saturation, enabled: false } })),
  );
  const askStrategist = useMemo(
    () => <AskStrategist contactHref={contactHref} withPlan={contactWithPlan} size="sm" />,
    [contactHref, contactWithPlan],
  );
  const modelBanner = useMemo(
    () => curves && <curves.ModelBanner state={shown} currency={currency} onTurnOff={turnCurvesOff} />,
    [curves, shown, currency, turnCurvesOff],
  );
  const openDialog = (name: OpenDialog) => () => setDialog(name);
  const dialogChange = (name: OpenDialog) => (open: boolean) => setDialog(open ? name : undefined);

  return (
    <KeepEarlyInput busy={actions.openingLink}>
      <NoScriptNotice />
      <div
        className={`${NEEDS_SCRIPT} grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start print:block print:space-y-6`}
      >
        {/* Printed beside the figures, so from the same plan as they are. */}
        {later && <later.PrintInputs state={shown} currency={currency} planName={planName} />}
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
            onKeepTotalChange={(value) => setPlanning({ keepTotal: value })}
            locked={locked}
            onToggleLock={(id) =>
              setPlanning((p) => ({
                locked: p.locked.includes(id) ? p.locked.filter((item) => item !== id) : [...p.locked, id],
              }))
            }
          />
          <div
            // Skipped out of view only once drawn with its content: it then holds its own room (decision 185).
            ref={later ? skipOnceDrawn : undefined}
            className="[contain-intrinsic-size:auto_15rem] print:hidden"
          >
            {later ? (
              <later.CalibrateFromData
                state={state}
                dispatch={dispatch}
                currency={currency}
                onCurrency={chooseCurrency}
              />
            ) : (
              // Its room until its code arrives: it sits far below the first screen at every width.
              <div aria-busy="true" className="min-h-60" />
            )}
          </div>
          <StickySummary
            summary={results.summary}
            valid={valid}
            total={totalAllocation(shown.channels)}
            currency={currency}
          />
        </div>
        <ResultsPanel
          state={shown}
          results={results}
          valid={valid}
          invalid={invalidChannels}
          adTax={state.adTax}
          currency={currency}
          planName={planName}
          onExport={exportCsv}
          onExportFullPlan={exportFullPlan}
          onImportFullPlan={importFullPlan}
          onCopyLink={copyLink}
          askStrategist={askStrategist}
          onBalance={balance}
          onSetAllocation={setAllocation}
          modelBanner={modelBanner}
          onAdTax={setAdTax}
        />
      </div>
      <div className={NEEDS_SCRIPT}>
        <PlanningMount state={state} currency={currency} dispatch={dispatch} />
        <DatedPlanMount
          state={shown}
          results={results}
          currency={currency}
          dispatch={dispatch}
          onCurrencyChange={chooseCurrency}
        />
      </div>
      <Suspense fallback={null}>
        {dialog === 'save' && (
          <SavePlanDialog
            onOpenChange={dialogChange('save')}
            initialName={planName ?? ''}
            onSave={(name, replace) => void actions.save(name, replace)}
          />
        )}
        {dialog === 'load' && <LoadPlanDialog onOpenChange={dialogChange('load')} onLoad={actions.load} />}
        {dialog === 'compare' && <ComparePlansDialog onOpenChange={dialogChange('compare')} />}
      </Suspense>
      {actions.shareDialog}
      <Toaster />
    </KeepEarlyInput>
  );
}
