/**
 * The planning tools, loaded on demand. Each layer is off until switched on; the fixed figures
 * above never change. State here is the layers' settings only; the plan stays the planner's.
 */
import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useState, type Dispatch } from 'react';
import type { Currency } from '../../../lib/money.ts';
import type { PlannerState } from '../model/planner.ts';
import { modelPlan } from '../model/curves-plan.ts';
import {
  DEFAULT_PLANNING,
  marginsOf,
  planningOf,
  withPlanning,
  type PlanningChange,
  type PlanningSettings,
} from '../model/planning-settings.ts';
import { channelSpends, type SaturationLayer } from '../model/saturation.ts';
import { defaultNextAmount } from '../model/saturation-figures.ts';
import type { PlannerAction } from '../model/state.ts';
import { BenchmarkSection } from './benchmark-section.tsx';
import { BreakEvenSection } from './break-even-section.tsx';
import { GoalSection } from './goal-section.tsx';
import { HandOffSection } from './hand-off-section.tsx';
import { MarginSection } from './margin-section.tsx';
import { MarginalSection } from './marginal-section.tsx';
import { Methodology } from './methodology.tsx';
import { RangesSection } from './ranges-section.tsx';
import { SaturationSection } from './saturation-section.tsx';
import { SplitSection } from './split-section.tsx';
import { TornadoSection } from './tornado-section.tsx';
import { WhatIfSection } from './what-if-section.tsx';
import { scenariosOf, scenariosPatch, type Delta } from '../model/what-if.ts';
import { usePlanningText } from './planning-text.tsx';
import { busyFlag, PlanningBusy, PlanningLazy } from './words.tsx';

export interface PanelProps {
  state: PlannerState;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
}

// Every block redraws from a deferred copy of the plan and skips a render whose props are unchanged,
// so a keystroke anywhere on the page paints before the blocks work out their figures again.
const Margin = memo(MarginSection);
const Saturation = memo(SaturationSection);
const Marginal = memo(MarginalSection);
const Goal = memo(GoalSection);
const Split = memo(SplitSection);
const Ranges = memo(RangesSection);
const BreakEven = memo(BreakEvenSection);
const Tornado = memo(TornadoSection);
const WhatIf = memo(WhatIfSection);
const Benchmark = memo(BenchmarkSection);
const HandOff = memo(HandOffSection);
const Method = memo(Methodology);

/**
 * The plan as two groups of blocks draw it after a change: `first` follows the live plan, and
 * `later` follows `first`, each in a background render of its own, started once the one before it is
 * on screen. A key press's figures then reach the page in three commits (the page's figures, the
 * blocks at the top, the blocks below), instead of one long enough to hold up the next key press at
 * 4× CPU throttle (decisions 172 and 177). React's deferred value would not do for `first`: a change
 * made in a transition (a number field's, decision 175) is already deferred, so it would come in
 * the same render and commit as the page's figures.
 */
export function useStagedPlan<T>(live: T): { first: T; later: T } {
  const first = useFollowing(live);
  const later = useFollowing(first);
  return { first, later };
}

/**
 * `value` as it was, until a background render started once the commit that changed it is on
 * screen: after the next frame's paint (a task queued from `requestAnimationFrame`), not straight
 * after the commit. Started straight after it, the next stage's render and commit ran before the
 * browser drew the first, and one frame drew all three stages (decision 183).
 */
function useFollowing<T>(value: T): T {
  const [following, setFollowing] = useState(value);
  useEffect(() => {
    if (following === value) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setFollowing(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [following, value]);
  return following;
}

/**
 * What the blocks call to change a setting. A field passes its number on in a transition (decision
 * 175), so what it changes is worked out from the settings as they are when it lands (decision 179).
 */
function settersOf(dispatch: Dispatch<PlannerAction>) {
  const set = (patch: PlanningChange) => dispatch({ type: 'set-planning', patch });
  return {
    planning: set,
    margin: (marginPercent: number | null) => set({ marginPercent }),
    channelMargins: (change: (margins: Record<string, number>) => Record<string, number>) =>
      set((p) => ({ channelMargins: change(p.channelMargins) })),
    layer: (change: SaturationLayer | ((layer: SaturationLayer) => SaturationLayer)) =>
      set(typeof change === 'function' ? (p) => ({ saturation: change(p.saturation) }) : { saturation: change }),
    amount: (nextAmount: number | null) => set({ nextAmount }),
    targetCac: (targetCac: number) => set({ targetCac }),
    scenarios: (list: Delta[][]) => set(scenariosPatch(list)),
  };
}

/**
 * The settings a block is handed on their own, live, and never reads from the plan it draws its
 * figures from. Each block's figures depend on the plan and the curves; these settings belong to
 * one block or two each (the next amount to the marginal table and the best split, a bound to the
 * best split, a scenario to the what-if), so a key press in one of their fields redraws those blocks
 * alone (decision 182).
 */
const HANDED: ReadonlySet<keyof PlanningSettings> = new Set<keyof PlanningSettings>([
  'nextAmount',
  'split',
  'flexTarget',
  'ranges',
  'whatIf',
  'moreScenarios',
  'targetCac',
  'keepTotal',
  'locked',
]);

/** Whether two plans give every block the same figures: they differ, if at all, in handed settings. */
export function sameFigures(a: PlannerState, b: PlannerState): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof PlannerState)[]);
  for (const key of keys) if (key !== 'planning' && a[key] !== b[key]) return false;
  const p = planningOf(a);
  const q = planningOf(b);
  return (Object.keys(DEFAULT_PLANNING) as (keyof PlanningSettings)[]).every(
    (key) => HANDED.has(key) || p[key] === q[key],
  );
}

/** The plan the blocks draw from: the same object while a change leaves their figures as they are. */
function useFiguresPlan(state: PlannerState): PlannerState {
  const [kept, keep] = useState(state);
  if (sameFigures(kept, state)) return kept;
  keep(state);
  return state;
}

export function PlanningPanel({ state, currency, dispatch }: PanelProps) {
  // The controls show the live settings (a box that ticks, a field that keeps every key); the
  // figures come from the staged copies, which lag the live plan while React works them out in the
  // background: the blocks at the top from `shown`, the ones below from `later`.
  const { first: shown, later } = useStagedPlan(useFiguresPlan(state));
  const busy = !sameFigures(shown, state);
  const busyBelow = busy || later !== shown;
  // The blocks and their Apply and Fill buttons read these flags; set before the paint, they redraw
  // them alone (see BusyFlag).
  const [busyNow] = useState(busyFlag);
  const [busyBelowNow] = useState(busyFlag);
  useLayoutEffect(() => {
    busyNow.set(busy);
    busyBelowNow.set(busyBelow);
  }, [busyNow, busy, busyBelowNow, busyBelow]);
  // Every setting lives in the planner's state, so it travels with the plan (draft, links, files).
  const planning = planningOf(state);
  const on = useMemo(() => settersOf(dispatch), [dispatch]);
  // The blocks at the top: the margins, the curves, the next amount and the best split.
  const layer = planningOf(shown).saturation;
  const spends = useMemo(() => channelSpends(shown), [shown]);
  const amount = planning.nextAmount ?? defaultNextAmount(shown.totalBudget);
  const goalFirst = shown.planningMode === 'goal-first';
  // The blocks below. The tornado and the hand-off move one input at a time through the same model
  // as the page.
  const layerBelow = planningOf(later).saturation;
  const evaluate = useMemo(
    () => (s: PlannerState) => modelPlan(withPlanning(s, { saturation: layerBelow })),
    [layerBelow],
  );
  const rangeSpends = useMemo(
    () =>
      later.planningMode === 'goal-first'
        ? evaluate(later).channels.map((c) => c.allocatedBudget)
        : channelSpends(later),
    [evaluate, later],
  );
  const margins = useMemo(() => marginsOf(later), [later]);
  // Each block is handed the settings it reads alone, so a change to another's redraws nothing here.
  const { marginPercent, channelMargins, split, flexTarget, ranges, whatIf, moreScenarios } = planning;
  const marginSettings = useMemo(() => ({ marginPercent, channelMargins }), [marginPercent, channelMargins]);
  const splitSettings = useMemo(() => ({ split, flexTarget }), [split, flexTarget]);
  const rangesSettings = useMemo(() => ({ ranges }), [ranges]);
  const scenarios = useMemo(() => scenariosOf({ whatIf, moreScenarios }), [whatIf, moreScenarios]);
  const t = usePlanningText();
  // Opening the panel paints its first blocks (the ones in view under its button) at once; the rest
  // mount in a background render just after, so the click is answered before their figures are
  // worked out. Until they arrive, their place says it is loading.
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (!rest) startTransition(() => setRest(true));
  }, [rest]);
  return (
    <PlanningLazy value>
      <PlanningBusy value={busyNow}>
        <div className="mt-5 space-y-3" aria-busy={busyBelow || undefined}>
          <p className="text-sm text-slate-700">{t.notAForecast}</p>
          {/* The margins are typed here: the fields follow the live settings, the figures the plan shown. */}
          <Margin
            state={shown}
            planning={marginSettings}
            currency={currency}
            onMargin={on.margin}
            onChannelMargins={on.channelMargins}
          />
          <Saturation
            state={shown}
            currency={currency}
            layer={planning.saturation}
            drawn={layer}
            onLayerChange={on.layer}
            spends={spends}
          />
          {rest ? (
            <>
              <Marginal
                state={shown}
                currency={currency}
                layer={layer}
                spends={spends}
                amount={amount}
                onAmountChange={on.amount}
              />
              {goalFirst ? (
                <Goal state={shown} currency={currency} layer={layer} />
              ) : (
                <Split
                  state={shown}
                  currency={currency}
                  layer={layer}
                  amount={amount}
                  dispatch={dispatch}
                  planning={splitSettings}
                  onPlanning={on.planning}
                />
              )}
              <PlanningBusy value={busyBelowNow}>
                <Ranges
                  state={later}
                  currency={currency}
                  layer={layerBelow}
                  spends={rangeSpends}
                  planning={rangesSettings}
                  onPlanning={on.planning}
                />
                <BreakEven
                  state={later}
                  margins={margins}
                  currency={currency}
                  targetCac={planning.targetCac}
                  onTargetCac={on.targetCac}
                />
                <Tornado
                  state={later}
                  currency={currency}
                  evaluate={evaluate}
                  assumed={layerBelow.enabled}
                  layer={layerBelow}
                />
                <WhatIf
                  state={later}
                  currency={currency}
                  evaluate={evaluate}
                  scenarios={scenarios}
                  onScenarios={on.scenarios}
                  assumed={layerBelow.enabled}
                />
                <Benchmark state={later} currency={currency} dispatch={dispatch} />
                <HandOff state={later} currency={currency} evaluate={evaluate} />
              </PlanningBusy>
              <Method currency={currency} />
            </>
          ) : (
            <p aria-busy="true" data-planning-pending className="text-sm text-slate-700">
              {t.loading}
            </p>
          )}
        </div>
      </PlanningBusy>
    </PlanningLazy>
  );
}
