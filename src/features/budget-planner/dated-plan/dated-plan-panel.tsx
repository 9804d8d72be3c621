/**
 * The dated plan, loaded on demand: flight and seasonality, the month table, weekly actuals,
 * pacing, accuracy, versions and the ways it leaves the page. The planner's channels and rates
 * are the plan; this panel adds dates. One computeDated() call per change gives every figure.
 */
import { useMemo, type Dispatch } from 'react';
import { safeDivide, type Currency } from '../../../lib/money.ts';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';
import { AccuracySection } from './accuracy-section.tsx';
import { ActualsSection } from './actuals-section.tsx';
import { DatedWordsContext, datedWords } from './dated-words.tsx';
import { KeepSection } from './keep-section.tsx';
import { computeDated } from './model/compute.ts';
import type { PlanInputs } from './model/plan.ts';
import { MonthTable } from './month-table.tsx';
import { PacingSection } from './pacing-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDatedPlan } from './use-dated-plan.ts';

export interface DatedPlanPanelProps {
  state: PlannerState;
  results: PlanResults;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
  onCurrencyChange: (currency: Currency) => void;
  linkToken: string | null;
}

/** The planner's plan as the dated plan reads it: each channel's share of the budget and its rates. */
export function planInputs(state: PlannerState, results: PlanResults): PlanInputs {
  const total = results.summary.totalBudget;
  return {
    totalBudget: total,
    leadToCustomerRate: state.leadToCustomerRate,
    channels: state.channels.map((c, i) => ({
      name: results.channels[i]?.name ?? c.name,
      share: safeDivide(results.channels[i]?.allocatedBudget ?? 0, total),
      cpc: c.cpc,
      cvr: c.cvr,
      valuePerLead: c.valuePerLead,
    })),
  };
}

export function DatedPlanPanel({
  state,
  results,
  currency,
  dispatch,
  onCurrencyChange,
  linkToken,
}: DatedPlanPanelProps) {
  const { locale } = useToolLanguage();
  const words = useMemo(() => datedWords(locale, currency), [locale, currency]);
  const { plan, change, notice, setNotice } = useDatedPlan(linkToken);
  const inputs = useMemo(() => planInputs(state, results), [state, results]);
  const computed = useMemo(() => computeDated(plan, inputs), [plan, inputs]);
  return (
    <DatedWordsContext value={words}>
      <div className="mt-5 space-y-6">
        <SettingsSection plan={plan} onChange={change} months={computed.months} />
        <MonthTable plan={plan} onChange={change} computed={computed} currency={currency} />
        <ActualsSection
          plan={plan}
          onChange={change}
          channels={inputs.channels.map((c) => c.name)}
          currency={currency}
        />
        <PacingSection computed={computed} />
        <AccuracySection computed={computed} inputs={inputs} state={state} dispatch={dispatch} />
        <KeepSection
          plan={plan}
          onChange={change}
          computed={computed}
          state={state}
          currency={currency}
          notice={notice}
          onNotice={setNotice}
          onOpenFile={(document) => {
            dispatch({ type: 'replace', state: document.planner });
            onCurrencyChange(document.currency);
            change(document.dated);
          }}
        />
      </div>
    </DatedWordsContext>
  );
}
