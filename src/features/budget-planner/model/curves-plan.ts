/**
 * The one model behind every figure the planner shows or exports: SPEC's straight lines, or the
 * diminishing-returns curves when that layer is on. The curves' maths (the Hill curves, the
 * water-filling) is not in the planner's first screen: the island loads this module when a plan
 * with the layer on arrives (curves.ts), and every later part imports it directly.
 */
import { cheapestForGoal } from '../../calculator-kit/model/budget-modes.ts';
import {
  calculatePlan,
  goalFirstChannels,
  requiredLeads,
  summarise,
  type PlannerState,
  type PlanResults,
} from './planner.ts';
import { planningOf } from './planning-settings.ts';
import { weightOf } from './planning-types.ts';
import { channelsAtSpends, channelSpends, clickResponse, settingFor, type SaturationLayer } from './saturation.ts';

export interface GoalUnderCurves {
  leadsNeeded: number;
  /** SPEC's rule: its total and what it delivers through the curves. */
  ruleBudget: number;
  ruleDelivers: number;
  /** The budget (and split) that reaches the goal through the curves; null when out of reach. */
  budget: number | null;
  spend: number[] | null;
  /** The most the channels can deliver at any spend. */
  ceiling: number;
}

/** Goal-first with diminishing returns: the cheapest split that reaches the goal through the curves. */
export function goalUnderCurves(
  state: PlannerState,
  layer: SaturationLayer = planningOf(state).saturation,
): GoalUnderCurves {
  const leadsNeeded = requiredLeads(state.campaignGoal, state.leadToCustomerRate);
  const rule = goalFirstChannels(state).map((r) => r.allocatedBudget);
  const ruleDelivers = channelsAtSpends(state, layer, rule).reduce((s, r) => s + r.estimatedLeads, 0);
  const channels = state.channels.map((c) => ({
    response: clickResponse(c, settingFor(layer, c.id)),
    weight: weightOf(c.cvr, c.valuePerLead, 'leads'),
    lo: 0,
    hi: Number.POSITIVE_INFINITY,
  }));
  const plan = cheapestForGoal(channels, leadsNeeded);
  const base = { leadsNeeded, ruleBudget: rule.reduce((s, v) => s + v, 0), ruleDelivers };
  if (plan.status !== 'ok')
    return { ...base, budget: null, spend: null, ceiling: plan.status === 'unreachable' ? plan.ceiling : 0 };
  return { ...base, budget: plan.budget, spend: plan.spend, ceiling: Number.POSITIVE_INFINITY };
}

/**
 * The one model behind every figure the planner shows or exports. With diminishing returns off it
 * is SPEC's calculatePlan, untouched. On: budget-first spends go through the curves; goal-first
 * shows the split that reaches the goal through the curves (SPEC's rule's budgets through the
 * curves when no budget can).
 */
export function modelPlan(state: PlannerState): PlanResults {
  const layer = planningOf(state).saturation;
  if (!layer.enabled) return calculatePlan(state);
  const spends =
    state.planningMode === 'goal-first'
      ? (goalUnderCurves(state, layer).spend ?? goalFirstChannels(state).map((r) => r.allocatedBudget))
      : channelSpends(state);
  const channels = channelsAtSpends(state, layer, spends);
  return { channels, summary: summarise(channels, state.leadToCustomerRate) };
}
