/**
 * Everything the dated-plan panel shows, from one plan and the planner's inputs: what the page
 * recomputes on each input (and what `npm run bench` times for a 12-month × 10-channel plan).
 */
import { accuracy, revenueSplit, suggestion, type Accuracy, type RevenueSplit, type Suggestion } from './accuracy.ts';
import { actualsAsOf, pacing, type PacingReport } from './pacing.ts';
import {
  monthPlans,
  roiOf,
  sumFigures,
  weekPlans,
  type DatedPlan,
  type Figures,
  type MonthPlan,
  type PlanInputs,
} from './plan.ts';
import type { IsoDay } from './calendar.ts';

export interface DatedResults {
  months: MonthPlan[];
  weeks: { start: IsoDay; end: IsoDay; total: Figures }[];
  total: Figures & { roi: number };
  channelTotals: (Figures & { name: string })[];
  asOf: IsoDay | null;
  pacing: PacingReport[];
  accuracy: Accuracy;
  split: RevenueSplit[];
  suggestion: Suggestion | null;
}

export function computeDated(plan: DatedPlan, inputs: PlanInputs): DatedResults {
  const months = monthPlans(plan, inputs);
  const total = sumFigures(months.map((m) => m.total));
  const channelTotals = inputs.channels.map((c, i) => ({
    name: c.name,
    ...sumFigures(months.map((m) => m.channels[i] ?? { budget: 0, leads: 0, customers: 0, revenue: 0 })),
  }));
  const asOf = actualsAsOf(plan.actuals, plan.flight);
  return {
    months,
    weeks: weekPlans(plan, months),
    total: { ...total, roi: roiOf(total) },
    channelTotals,
    asOf,
    pacing: asOf ? pacing(months, plan.actuals, plan.flight, asOf) : [],
    accuracy: accuracy(months, plan.actuals, plan.flight),
    split: revenueSplit(months, plan.actuals, plan.flight, inputs),
    suggestion: suggestion(months, plan.actuals, plan.flight, inputs),
  };
}
