/**
 * Two questions beside the fixed-budget split: "how much should I spend at all?" (spend each
 * channel until its next unit returns less than a target) and "what is the cheapest plan that
 * reaches a goal?" (the smallest budget whose best split delivers the goal).
 */
import { responseCeiling } from './hill.ts';
import { marginal, spendAtLambda, waterFill, type OptimiserChannel } from './water-filling.ts';

export type FlexibleStatus = 'at-target' | 'at-min' | 'capped' | 'unbounded';

export interface FlexibleResult {
  spend: number[];
  status: FlexibleStatus[];
  total: number;
  /** True when every channel already returns less than the target at its minimum. */
  allBelowTarget: boolean;
}

export function flexibleBudget(channels: readonly OptimiserChannel[], target: number): FlexibleResult {
  const status: FlexibleStatus[] = [];
  const spend = channels.map((c) => {
    if (marginal(c, c.lo) <= target) {
      status.push('at-min');
      return c.lo;
    }
    if (!Number.isFinite(c.hi) && c.response.kind === 'linear') {
      // A straight line never stops paying back more than the target: no finite answer.
      status.push('unbounded');
      return c.lo;
    }
    const hi = Number.isFinite(c.hi) ? c.hi : Number.MAX_VALUE;
    const s = spendAtLambda(c, target, c.lo, hi);
    status.push(Number.isFinite(c.hi) && s >= c.hi ? 'capped' : 'at-target');
    return s;
  });
  return {
    spend,
    status,
    total: spend.reduce((s, v) => s + v, 0),
    allBelowTarget: status.every((s) => s === 'at-min'),
  };
}

export type GoalPlan =
  { status: 'ok'; budget: number; spend: number[]; delivered: number } | { status: 'unreachable'; ceiling: number };

/** Most the channels can deliver at any budget (respecting maximums); Infinity if unbounded. */
export function deliveryCeiling(channels: readonly OptimiserChannel[]): number {
  return channels.reduce((sum, c) => {
    if (c.weight <= 0) return sum;
    if (Number.isFinite(c.hi)) return sum + c.weight * Math.min(responseCeiling(c.response), valueAt(c, c.hi));
    return sum + c.weight * responseCeiling(c.response);
  }, 0);
}

function valueAt(c: OptimiserChannel, spend: number): number {
  return c.response.kind === 'linear'
    ? c.response.perUnit * spend
    : (c.response.curve.cmax * spend ** c.response.curve.k) /
        (spend ** c.response.curve.k + c.response.curve.h ** c.response.curve.k);
}

/**
 * The cheapest budget whose best split delivers `goal` (weights are results per response unit,
 * e.g. CVR/100 for leads). The best split's delivery grows with the budget, so bisect on it.
 */
export function cheapestForGoal(channels: readonly OptimiserChannel[], goal: number): GoalPlan {
  const ceiling = deliveryCeiling(channels);
  if (!(goal < ceiling)) return { status: 'unreachable', ceiling };
  const sumLo = channels.reduce((s, c) => s + c.lo, 0);
  const deliveredAt = (budget: number) => {
    const a = waterFill(channels, budget);
    return a.status === 'infeasible-min'
      ? { delivered: 0, spend: [] as number[] }
      : { delivered: a.objective, spend: a.spend };
  };
  if (deliveredAt(sumLo).delivered >= goal) {
    const at = deliveredAt(sumLo);
    return { status: 'ok', budget: sumLo, spend: at.spend, delivered: at.delivered };
  }
  let low = sumLo;
  let high = Math.max(sumLo * 2, 1);
  for (let i = 0; i < 200 && deliveredAt(high).delivered < goal; i += 1) high *= 2;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (deliveredAt(mid).delivered < goal) low = mid;
    else high = mid;
  }
  const at = deliveredAt(high);
  return { status: 'ok', budget: high, spend: at.spend, delivered: at.delivered };
}
