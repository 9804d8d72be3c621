/**
 * Beside the fixed goal-first rule: the cheapest plan for the same leads, the budget today's mix
 * would need, and the flexible "spend until the next unit returns less than T" answer.
 */
import {
  cheapestForGoal,
  deliveryCeiling,
  flexibleBudget,
  type FlexibleResult,
  type GoalPlan,
} from '../../calculator-kit/model/budget-modes.ts';
import type { OptimiserChannel } from '../../calculator-kit/model/water-filling.ts';
import { channelsAtSpends, clickResponse, settingFor, type SaturationLayer } from './saturation.ts';
import { goalFirstChannels, requiredLeads, type PlannerState } from './planner.ts';
import { weightOf } from './plan-optimiser.ts';

/** Channels free to take anything from 0 upwards (the goal and flexible questions set no bounds). */
function unboundedChannels(state: PlannerState, layer: SaturationLayer, goal: 'leads' | 'revenue'): OptimiserChannel[] {
  return state.channels.map((c) => ({
    response: clickResponse(c, settingFor(layer, c.id)),
    weight: weightOf(c.cvr, c.valuePerLead, goal),
    lo: 0,
    hi: Number.POSITIVE_INFINITY,
  }));
}

export interface GoalComparison {
  leadsNeeded: number;
  fixedBudgets: number[];
  fixedTotal: number;
  /** What the fixed rule's budgets deliver through the curves. */
  fixedDelivers: number;
  cheapest: GoalPlan;
  /** Budget needed with today's allocation percentages (null when the mix cannot reach the goal). */
  mixBudget: number | null;
  ceiling: number;
}

export function compareGoalPlans(state: PlannerState, layer: SaturationLayer): GoalComparison {
  const leadsNeeded = requiredLeads(state.campaignGoal, state.leadToCustomerRate);
  const fixed = goalFirstChannels(state);
  const fixedBudgets = fixed.map((r) => r.allocatedBudget);
  const fixedDelivers = channelsAtSpends(state, layer, fixedBudgets).reduce((s, r) => s + r.estimatedLeads, 0);
  const channels = unboundedChannels(state, layer, 'leads');
  return {
    leadsNeeded,
    fixedBudgets,
    fixedTotal: fixedBudgets.reduce((s, v) => s + v, 0),
    fixedDelivers,
    cheapest: cheapestForGoal(channels, leadsNeeded),
    mixBudget: budgetForMix(state, layer, leadsNeeded),
    ceiling: deliveryCeiling(channels),
  };
}

/** Scale today's allocation percentages until the plan delivers the leads (bisection on the total). */
export function budgetForMix(state: PlannerState, layer: SaturationLayer, leads: number): number | null {
  const shares = state.channels.map((c) => c.budgetAllocation / 100);
  const delivered = (total: number) =>
    channelsAtSpends(
      state,
      layer,
      shares.map((s) => s * total),
    ).reduce((s, r) => s + r.estimatedLeads, 0);
  if (!(leads > 0)) return 0;
  let high = Math.max(state.totalBudget, 1);
  for (let i = 0; i < 60 && delivered(high) < leads; i += 1) high *= 2;
  if (delivered(high) < leads) return null;
  let low = 0;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (delivered(mid) < leads) low = mid;
    else high = mid;
  }
  return high;
}

export function flexiblePlan(state: PlannerState, layer: SaturationLayer, target: number): FlexibleResult {
  return flexibleBudget(unboundedChannels(state, layer, 'revenue'), target);
}
