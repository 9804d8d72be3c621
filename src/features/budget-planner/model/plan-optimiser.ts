/**
 * The planner's "best split" suggestion: builds one optimiser channel per plan channel (curve,
 * weight, bounds), runs the exact water-filling, and explains the outcome as notes — infeasible
 * minimums, capped maximums, which bounds bind, and "already close to best". The notes are codes
 * with values; the planning UI words them in the page's language (planning/split-notes.ts).
 */
import { safeDivide } from '../../../lib/money.ts';
import {
  bindings,
  waterFill,
  marginal,
  objective as objectiveOf,
  type OptimiserChannel,
  type Allocation,
} from '../../calculator-kit/model/water-filling.ts';
import type { PlannerState } from './planner.ts';
import { channelSpends, clickResponse, settingFor, type SaturationLayer } from './saturation.ts';

import { weightOf, type ChannelBounds, type Objective } from './planning-types.ts';

export { weightOf };

export type { ChannelBounds, Objective } from './planning-types.ts';

/** Below this relative gain the split hardly matters and we say so. */
export const CLOSE_TO_BEST = 0.005;

/** Default bounds: 0.7× to 1.5× of the reference (or current) spend, as the mix-model tools do. */
export function defaultBounds(reference: number): { lo: number; hi: number } {
  return { lo: 0.7 * reference, hi: 1.5 * reference };
}

/** The second, wider answer: same centre, three times the half-width, floor at 1 % of reference. */
export function widenedBounds(lo: number, hi: number, reference: number): { lo: number; hi: number } {
  const centre = (lo + hi) / 2;
  const half = ((hi - lo) / 2) * 3;
  return { lo: Math.max(centre - half, 0.01 * reference), hi: centre + half };
}

export function optimiserChannels(
  state: PlannerState,
  layer: SaturationLayer,
  bounds: Record<string, ChannelBounds>,
  goal: Objective,
  widen = false,
): OptimiserChannel[] {
  const spends = channelSpends(state);
  return state.channels.map((c, i) => {
    const current = spends[i] ?? 0;
    const setting = settingFor(layer, c.id);
    const reference = setting?.sRef ?? current;
    const b = bounds[c.id] ?? {};
    const fallback = defaultBounds(reference);
    let lo = b.locked ? current : (b.min ?? fallback.lo);
    let hi = b.locked ? current : (b.max ?? fallback.hi);
    if (widen && !b.locked) ({ lo, hi } = widenedBounds(lo, hi, reference));
    return {
      response: clickResponse(c, setting),
      weight: weightOf(c.cvr, c.valuePerLead, goal),
      lo,
      hi: Math.max(lo, hi),
    };
  });
}

export interface Suggestion {
  allocation: Allocation;
  current: number[];
  currentObjective: number;
  /** Relative gain over the current plan (0.001 = +0.1 %); null when the current plan breaks a bound. */
  gain: number | null;
  notes: SplitNote[];
}

/**
 * One explanation of the suggestion. Channels are referred to by index; money is in the plan's
 * currency. A binding note's rate and lambda are in the objective's unit: revenue per 1 spent,
 * or leads per next amount (the same unit on both sides of "vs").
 */
export type SplitNote =
  | { kind: 'crossed'; index: number }
  | { kind: 'infeasible'; sum: number; shortfall: number; budget: number }
  | { kind: 'capped'; placed: number; unallocated: number }
  | {
      kind: 'binding';
      index: number;
      held: 'locked' | 'at-max' | 'at-min';
      wants: 'more' | 'less';
      goal: Objective;
      amount: number;
      rate: number;
      lambda: number;
    }
  | { kind: 'close'; gain: number }
  | { kind: 'linear' };

export interface SuggestOptions {
  goal: Objective;
  bounds: Record<string, ChannelBounds>;
  widen?: boolean;
  nextAmount: number;
}

export function suggestSplit(state: PlannerState, layer: SaturationLayer, options: SuggestOptions): Suggestion {
  const { goal } = options;
  const channels = optimiserChannels(state, layer, options.bounds, goal, options.widen ?? false);
  const current = channelSpends(state);
  const budget = state.totalBudget;
  const allocation = waterFill(channels, budget);
  const currentObjective = objectiveOf(channels, current);
  const notes: SplitNote[] = crossedBounds(state, options.bounds);
  if (allocation.status === 'infeasible-min') {
    notes.push({ kind: 'infeasible', sum: allocation.sumLo, shortfall: allocation.shortfall, budget });
    return { allocation, current, currentObjective, gain: null, notes };
  }
  if (allocation.status === 'capped') {
    notes.push({ kind: 'capped', placed: budget - allocation.unallocated, unallocated: allocation.unallocated });
  }
  notes.push(...bindingNotes(channels, allocation.spend, allocation.lambda, goal, options.nextAmount));
  const feasible = channels.every((c, i) => (current[i] ?? 0) >= c.lo - 1e-6 && (current[i] ?? 0) <= c.hi + 1e-6);
  const gain = feasible ? safeDivide(allocation.objective - currentObjective, currentObjective) : null;
  if (gain !== null && gain < CLOSE_TO_BEST) {
    notes.push({ kind: 'close', gain });
  }
  if (!layer.enabled || channels.every((c) => c.response.kind === 'linear')) notes.push({ kind: 'linear' });
  return { allocation, current, currentObjective, gain, notes };
}

/** A minimum above its maximum is read as "hold it at the minimum", and said so. */
function crossedBounds(state: PlannerState, bounds: Record<string, ChannelBounds>): SplitNote[] {
  return state.channels.flatMap((c, i): SplitNote[] => {
    const b = bounds[c.id];
    if (!b || b.locked || b.min === undefined || b.max === undefined || b.min <= b.max) return [];
    return [{ kind: 'crossed', index: i }];
  });
}

function bindingNotes(
  channels: OptimiserChannel[],
  spend: number[],
  lambda: number,
  goal: Objective,
  amount: number,
): SplitNote[] {
  const kinds = bindings(channels, spend);
  // Revenue per 1 spent, or leads per next amount: the same unit on both sides of "vs".
  const rate = (value: number) => (goal === 'revenue' ? value : value * amount);
  return kinds.flatMap((kind, i): SplitNote[] => {
    const c = channels[i];
    if (!c || kind === 'interior') return [];
    const m = marginal(c, spend[i] ?? 0);
    const wants = m > lambda * (1 + 1e-6) ? 'more' : m < lambda * (1 - 1e-6) ? 'less' : undefined;
    if (wants === undefined) return [];
    const held = kind === 'locked' ? 'locked' : kind === 'at-max' ? 'at-max' : 'at-min';
    return [{ kind: 'binding', index: i, held, wants, goal, amount, rate: rate(m), lambda: rate(lambda) }];
  });
}

/** Allocation percentages for "Apply", rounded to the sliders' 0.1 step and closed to exactly 100. */
export function toAllocationPercents(spend: readonly number[], budget: number): number[] {
  if (!(budget > 0)) return spend.map(() => 0);
  const raw = spend.map((s) => (s / budget) * 100);
  const stepped = raw.map((p) => Math.round(p * 10) / 10);
  const total = stepped.reduce((s, v) => s + v, 0);
  const diff = Math.round((100 - total) * 10) / 10;
  if (diff !== 0 && stepped.length > 0) {
    const largest = stepped.indexOf(Math.max(...stepped));
    stepped[largest] = Number(((stepped[largest] ?? 0) + diff).toFixed(1));
  }
  return stepped.map((p) => Number(p.toFixed(1)));
}
