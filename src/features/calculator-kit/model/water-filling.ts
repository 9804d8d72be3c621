/**
 * The best split of a fixed budget over concave channel responses, with per-channel bounds.
 * For concave curves the KKT conditions are necessary and sufficient: every channel strictly
 * inside its bounds has the same marginal return lambda, one at its minimum has marginal ≤ lambda, one at
 * its maximum ≥ lambda. So we search lambda (geometric bisection) until the spends it implies add up to B.
 */
import { hillSlope, responseSlope, responseValue, type Response } from './hill.ts';

export interface OptimiserChannel {
  response: Response;
  /** Value of one unit of response (e.g. CVR/100 × value per lead for revenue). */
  weight: number;
  lo: number;
  /** Infinity when there is no maximum. */
  hi: number;
}

export type Allocation =
  | { status: 'infeasible-min'; sumLo: number; shortfall: number }
  | { status: 'ok' | 'capped'; spend: number[]; lambda: number; unallocated: number; objective: number };

const BISECTION_STEPS = 300;

export function marginal(channel: OptimiserChannel, spend: number): number {
  return channel.weight * responseSlope(channel.response, spend);
}

export function objective(channels: readonly OptimiserChannel[], spend: readonly number[]): number {
  return channels.reduce((sum, c, i) => sum + c.weight * responseValue(c.response, spend[i] ?? 0), 0);
}

/** Spend at which the channel's marginal return equals lambda, clamped to [lo, hi]. */
export function spendAtLambda(channel: OptimiserChannel, lambda: number, lo: number, hi: number): number {
  const { response, weight } = channel;
  if (weight <= 0) return lo;
  if (response.kind === 'linear') return weight * response.perUnit > lambda ? hi : lo;
  const curve = response.curve;
  if (curve.cmax <= 0 || curve.h <= 0) return lo;
  if (curve.k === 1) {
    const s = Math.sqrt((weight * curve.cmax * curve.h) / lambda) - curve.h;
    return Math.min(hi, Math.max(lo, s));
  }
  // k < 1: the marginal falls with spend, so bisect on spend.
  if (weight * hillSlope(curve, hi) >= lambda) return hi;
  if (weight * hillSlope(curve, lo) <= lambda) return lo;
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200; i += 1) {
    const mid = (a + b) / 2;
    if (weight * hillSlope(curve, mid) > lambda) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/**
 * Algorithm A. Bounds are tightened first so that no channel may take more than what is left
 * after the others' minimums: that keeps every quantity finite even without maximums.
 */
export function waterFill(channels: readonly OptimiserChannel[], budget: number): Allocation {
  const sumLo = channels.reduce((s, c) => s + c.lo, 0);
  if (sumLo > budget + 1e-9 * Math.max(1, budget))
    return { status: 'infeasible-min', sumLo, shortfall: sumLo - budget };
  if (budget - sumLo <= 1e-12 * Math.max(1, budget)) {
    // The minimums take the whole budget: nothing to choose; lambda is the best marginal left unmet.
    const spend = channels.map((c) => c.lo);
    const lambda = Math.max(0, ...channels.map((c) => marginal(c, c.lo)).filter(Number.isFinite));
    return { status: 'ok', spend, lambda, unallocated: 0, objective: objective(channels, spend) };
  }
  const his = channels.map((c) => Math.max(c.lo, Math.min(c.hi, budget - (sumLo - c.lo))));
  const declaredHi = channels.reduce((s, c) => s + Math.max(c.lo, c.hi), 0);
  if (declaredHi <= budget) {
    const spend = [...his];
    const unallocated = Math.max(0, budget - declaredHi);
    const lambda = Math.min(...channels.map((c, i) => marginal(c, spend[i] ?? 0)));
    return {
      status: unallocated > 1e-9 * Math.max(1, budget) ? 'capped' : 'ok',
      spend,
      lambda,
      unallocated,
      objective: objective(channels, spend),
    };
  }
  const los = channels.map((c) => c.lo);
  const atLo = channels.map((c) => marginal(c, c.lo));
  const atHi = channels.map((c, i) => marginal(c, his[i] ?? 0));
  let top = Math.max(...atLo.filter(Number.isFinite), ...atHi) * 2;
  let bottom = Math.max(Math.min(...atHi), 0) / 2;
  if (!(top > 0)) return fillInOrder(channels, los, his, budget);
  if (!(bottom > 0)) bottom = top * 1e-15;
  const spendAt = (lambda: number) => channels.map((c, i) => spendAtLambda(c, lambda, los[i] ?? 0, his[i] ?? 0));
  const totalAt = (lambda: number) => spendAt(lambda).reduce((s, v) => s + v, 0);
  // Curves with k < 1 have an unbounded marginal at zero spend: raise the top until it places ≤ B.
  for (let i = 0; i < 200 && totalAt(top) > budget; i += 1) top *= 4;
  for (let i = 0; i < BISECTION_STEPS; i += 1) {
    const mid = Math.sqrt(top * bottom);
    const total = spendAt(mid).reduce((s, v) => s + v, 0);
    if (total >= budget) bottom = mid;
    else top = mid;
  }
  // Straight-line channels jump from lo to hi at one lambda; share what is left between the two
  // bracketing answers in proportion to how far each channel moved, so sum of spend = B exactly.
  const under = spendAt(top);
  const over = spendAt(bottom);
  const gap = budget - under.reduce((s, v) => s + v, 0);
  const moved = over.map((v, i) => v - (under[i] ?? 0));
  const movedSum = moved.reduce((s, v) => s + v, 0);
  const shared = under.map((v, i) => (movedSum > 0 ? v + ((moved[i] ?? 0) * gap) / movedSum : v));
  // Channels that return nothing are indifferent; they take whatever the others cannot hold.
  const spend = placeRest(shared, his, budget);
  const lambda = Math.sqrt(top * bottom);
  return { status: 'ok', spend, lambda, unallocated: 0, objective: objective(channels, spend) };
}

function placeRest(spend: number[], his: number[], budget: number): number[] {
  let left = budget - spend.reduce((s, v) => s + v, 0);
  if (left <= 1e-9 * Math.max(1, budget)) return spend;
  return spend.map((s, i) => {
    const add = Math.max(0, Math.min(left, (his[i] ?? s) - s));
    left -= add;
    return s + add;
  });
}

/** When no channel returns anything, any split is as good: fill from the minimums in table order. */
function fillInOrder(channels: readonly OptimiserChannel[], los: number[], his: number[], budget: number): Allocation {
  let left = budget - los.reduce((s, v) => s + v, 0);
  const spend = los.map((lo, i) => {
    const add = Math.min(left, (his[i] ?? lo) - lo);
    left -= add;
    return lo + add;
  });
  return { status: 'ok', spend, lambda: 0, unallocated: 0, objective: objective(channels, spend) };
}

/**
 * Algorithm B, the reference: start every channel at its minimum and hand out the budget in
 * steps of B/steps, each to the channel whose next step returns the most. Used by the tests to
 * cross-check the exact answer and by nothing on screen.
 */
export function greedyFill(channels: readonly OptimiserChannel[], budget: number, steps = 1000): number[] {
  const spend = channels.map((c) => c.lo);
  const step = budget / steps;
  let left = budget - spend.reduce((s, v) => s + v, 0);
  while (left > 1e-9) {
    const amount = Math.min(step, left);
    let best = -1;
    let bestGain = -Infinity;
    channels.forEach((c, i) => {
      const s = spend[i] ?? 0;
      if (s + amount > c.hi + 1e-9) return;
      const gain = c.weight * (responseValue(c.response, s + amount) - responseValue(c.response, s));
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    });
    if (best < 0) break;
    spend[best] = (spend[best] ?? 0) + amount;
    left -= amount;
  }
  return spend;
}

export type ChannelBinding = 'at-min' | 'at-max' | 'interior' | 'locked';

/** Which bound holds each channel, for the "held at its maximum" lines. */
export function bindings(channels: readonly OptimiserChannel[], spend: readonly number[]): ChannelBinding[] {
  return channels.map((c, i) => {
    const s = spend[i] ?? 0;
    const tol = 1e-6 * Math.max(1, s);
    if (Math.abs(c.hi - c.lo) <= tol) return 'locked';
    if (s <= c.lo + tol) return 'at-min';
    if (s >= c.hi - tol) return 'at-max';
    return 'interior';
  });
}
