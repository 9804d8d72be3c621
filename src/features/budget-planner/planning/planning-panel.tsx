/**
 * The planning tools, loaded on demand. Each layer is off until switched on; the fixed figures
 * above never change. State here is the layers' settings only; the plan stays the planner's.
 */
import { useMemo, type Dispatch } from 'react';
import type { Currency } from '../../../lib/money.ts';
import type { PlannerState } from '../model/planner.ts';
import { marginsOf, modelPlan, planningOf, withPlanning, type PlanningSettings } from '../model/planning-settings.ts';
import { channelSpends, defaultNextAmount } from '../model/saturation.ts';
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
import { scenariosOf, scenariosPatch } from '../model/what-if.ts';
import { usePlanningText } from './planning-text.tsx';

export interface PanelProps {
  state: PlannerState;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
}

export function PlanningPanel({ state, currency, dispatch }: PanelProps) {
  // Every setting lives in the planner's state, so it travels with the plan (draft, links, files).
  const planning = planningOf(state);
  const layer = planning.saturation;
  const setPlanning = (patch: Partial<PlanningSettings>) => dispatch({ type: 'set-planning', patch });
  const amount = planning.nextAmount ?? defaultNextAmount(state.totalBudget);
  const spends = useMemo(() => channelSpends(state), [state]);
  // The tornado and the hand-off move one input at a time through the same model as the page.
  const evaluate = useMemo(() => (s: PlannerState) => modelPlan(withPlanning(s, { saturation: layer })), [layer]);
  const goalFirst = state.planningMode === 'goal-first';
  const t = usePlanningText();
  return (
    <div className="mt-5 space-y-3">
      <p className="text-sm text-slate-700">{t.notAForecast}</p>
      <MarginSection
        state={state}
        currency={currency}
        onMargin={(marginPercent) => setPlanning({ marginPercent })}
        onChannelMargins={(channelMargins) => setPlanning({ channelMargins })}
      />
      <SaturationSection
        state={state}
        currency={currency}
        layer={layer}
        onLayerChange={(saturation) => setPlanning({ saturation })}
        spends={spends}
      />
      <MarginalSection
        state={state}
        currency={currency}
        layer={layer}
        spends={spends}
        amount={amount}
        onAmountChange={(nextAmount) => setPlanning({ nextAmount })}
      />
      {goalFirst ? (
        <GoalSection state={state} currency={currency} layer={layer} />
      ) : (
        <SplitSection
          state={state}
          currency={currency}
          layer={layer}
          amount={amount}
          dispatch={dispatch}
          planning={planning}
          onPlanning={setPlanning}
        />
      )}
      <RangesSection
        state={state}
        currency={currency}
        layer={layer}
        spends={goalFirst ? evaluate(state).channels.map((c) => c.allocatedBudget) : spends}
        planning={planning}
        onPlanning={setPlanning}
      />
      <BreakEvenSection
        state={state}
        margins={marginsOf(state)}
        currency={currency}
        targetCac={planning.targetCac}
        onTargetCac={(targetCac) => setPlanning({ targetCac })}
      />
      <TornadoSection state={state} currency={currency} evaluate={evaluate} assumed={layer.enabled} />
      <WhatIfSection
        state={state}
        currency={currency}
        evaluate={evaluate}
        scenarios={scenariosOf(planning)}
        onScenarios={(list) => setPlanning(scenariosPatch(list))}
        assumed={layer.enabled}
      />
      <BenchmarkSection state={state} currency={currency} dispatch={dispatch} />
      <HandOffSection state={state} currency={currency} evaluate={evaluate} />
      <Methodology currency={currency} />
    </div>
  );
}
