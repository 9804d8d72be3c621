/**
 * The shapes of the planning layers, apart from the code that works on them: planner.ts keeps a
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

export const DELTA_FIELDS = ['budget', 'allocation', 'cpc', 'cvr', 'vpl', 'l2c'] as const;
export type DeltaField = (typeof DELTA_FIELDS)[number];
/** "%": relative change; "abs": add an amount (money or count); "pts": add percentage points. */
export const DELTA_OPS = ['%', 'abs', 'pts'] as const;
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
