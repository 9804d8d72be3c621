/**
 * The profit figures only the planning tools show: the plan's contribution, the plan at its margins
 * and break-even with a margin. Apart from planning-settings.ts (what the first screen reads) so that
 * the first load does not carry them.
 */
import { breakEven, type BreakEven } from './break-even.ts';
import type { PlannerState, PlanResults } from './planner.ts';
import { anyMargin, contribution, marginsOf } from './planning-settings.ts';

/** The plan's contribution, channel by channel: the sum of revenue_i × margin_i, less spend (a channel without a margin counts its revenue). */
export function planContribution(state: Pick<PlannerState, 'planning' | 'channels'>, results: PlanResults): number {
  const margins = marginsOf(state);
  return results.channels.reduce(
    (sum, r, i) => sum + contribution(r.estimatedRevenue, r.allocatedBudget, margins[i]),
    0,
  );
}

/**
 * The plan as the profit questions see it: each value per lead times its channel's margin, so
 * break-even, "spend until the next 1 returns 1" and the optimiser answer in contribution, not
 * revenue. Unchanged without any margin.
 */
export function atMargin(state: PlannerState): PlannerState {
  if (!anyMargin(state)) return state;
  const margins = marginsOf(state);
  return {
    ...state,
    channels: state.channels.map((c, i) => ({ ...c, valuePerLead: c.valuePerLead * (margins[i] ?? 1) })),
  };
}

/**
 * Break-even with a margin: the CPC and CVR at which contribution (not revenue) covers the cost,
 * and the revenue per lead that takes: CPC ÷ (CVR × margin). Without a margin, SPEC's rearrangement.
 */
export function breakEvenAtMargin(
  channel: { cpc: number; cvr: number; valuePerLead: number },
  leadToCustomerRate: number,
  targetCac: number | undefined,
  margin: number | undefined,
): BreakEven {
  if (margin === undefined) return breakEven(channel, leadToCustomerRate, targetCac);
  const b = breakEven({ ...channel, valuePerLead: channel.valuePerLead * margin }, leadToCustomerRate, targetCac);
  return { ...b, breakEvenValuePerLead: b.breakEvenValuePerLead / margin };
}
