/**
 * The shapes of the planning layers and their constants, apart from the code that works on them
 * (which loads with the planning tools, not with the page): planner.ts keeps a
 * PlanningSettings in its state, and the layer modules (saturation, split, ranges) call planner.ts, so
 * the types live here, below both, and the model's import graph has no circle.
 */

export interface ChannelSaturation {
  /** 0 = linear (None); otherwise 0.05–0.95. */
  phi: number;
  /** Monthly spend at which the channel's CPC and CVR were observed. */
  sRef: number;
  /** Fitted from two periods of the visitor's own export (calibrate-periods/), not assumed. */
  fromFile?: boolean;
}

export interface SaturationLayer {
  enabled: boolean;
  channels: Record<string, ChannelSaturation>;
}

export type Objective = 'revenue' | 'leads';

/** What one click is worth to the objective: leads per click, or revenue per click. */
export function weightOf(cvr: number, valuePerLead: number, goal: Objective): number {
  return goal === 'revenue' ? (cvr / 100) * valuePerLead : cvr / 100;
}

export interface ChannelBounds {
  min?: number;
  max?: number;
  locked?: boolean;
}

export interface InputRanges {
  /** Multiplicative 80 % half-widths: the value is in v/(1+u) … v·(1+u) with 80 % probability. */
  cpc: number;
  cvr: number;
  valuePerLead: number;
}

/** The spreads a channel starts with until the visitor sets its own. */
export const DEFAULT_RANGES: InputRanges = { cpc: 0.2, cvr: 0.3, valuePerLead: 0 };

export const DELTA_FIELDS = ['budget', 'allocation', 'cpc', 'cvr', 'vpl', 'l2c'] as const;
export type DeltaField = (typeof DELTA_FIELDS)[number];
/** "%": relative change; "abs": add an amount (money or count); "pts": add percentage points. */
export const DELTA_OPS = ['%', 'abs', 'pts'] as const;
/** A scenario is a handful of changes, not a second plan. */
export const MAX_DELTAS = 10;
/** Up to three scenarios side by side against the plan. */
export const MAX_SCENARIOS = 3;
export type DeltaOp = (typeof DELTA_OPS)[number];

export interface Delta {
  /** A channel id, or "all"; ignored by the plan-wide fields (budget, lead-to-customer rate). */
  target: string;
  field: DeltaField;
  op: DeltaOp;
  value: number;
}

export interface PlanningSettings {
  saturation: SaturationLayer;
  /** "The next amount" of the marginal table; null = 1 % of the budget. */
  nextAmount: number | null;
  split: { goal: Objective; bounds: Record<string, ChannelBounds>; widen: boolean };
  ranges: { on: boolean; seed: number; perChannel: Record<string, InputRanges>; shared: number | null };
  /** Gross margin, percent of revenue; null = revenue counted as profit (as published). */
  marginPercent: number | null;
  /** Gross margin per channel id, percent; a channel without one takes the plan's margin. */
  channelMargins: Record<string, number>;
  /** The first what-if scenario's changes to the plan; empty = no scenario. */
  whatIf: Delta[];
  /** The second and third scenarios, compared side by side with the first; each has changes. */
  moreScenarios: Delta[][];
  /** The flexible budget's stopping rule: spend until the next 1 returns less than this. */
  flexTarget: number;
  /** Break-even's target CAC; 0 = none. */
  targetCac: number;
  /** The channel list's "keep the total at 100 %" and its locked channels. */
  keepTotal: boolean;
  locked: string[];
}
