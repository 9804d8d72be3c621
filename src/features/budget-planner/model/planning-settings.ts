/**
 * Every planning-layer setting in one plain object, kept in the planner's state so that the draft,
 * saved plans, share links, the full-plan file and print carry it with the plan. Off (the default)
 * it is absent and every figure is SPEC's. Here is what the first screen reads; the portable form
 * that carries the settings in and out (drafts, links, saved plans, files) is planning-codec.ts,
 * loaded only when a plan has settings.
 */
import { DEFAULT_SEED } from '../../calculator-kit/model/seed.ts';
import type { PlannerState } from './planner.ts';
import type { PlanningSettings } from './planning-types.ts';

export type { PlanningSettings } from './planning-types.ts';
// The codec reads the curves' bounds through here, not from the kit directly: the planner's first
// screen then reaches saturation-presets.ts, so it stays in the file both tools' first screens load
// (client-chunks.ts) instead of a file of its own on the ROI calculator's first load (+0.09 KB there).
export { PHI_MAX, PHI_MIN } from '../../calculator-kit/model/saturation-presets.ts';

export const DEFAULT_PLANNING: PlanningSettings = {
  saturation: { enabled: false, channels: {} },
  nextAmount: null,
  split: { goal: 'revenue', bounds: {}, widen: false },
  ranges: { on: false, seed: DEFAULT_SEED, perChannel: {}, shared: null },
  marginPercent: null,
  channelMargins: {},
  whatIf: [],
  moreScenarios: [],
  flexTarget: 1,
  targetCac: 0,
  keepTotal: false,
  locked: [],
};

/** The state's settings, or the defaults when it has none. */
export function planningOf(state: Pick<PlannerState, 'planning'>): PlanningSettings {
  return state.planning ?? DEFAULT_PLANNING;
}

/**
 * A change to the settings: the new values, or a function that works them out from the settings as
 * they are when the change is applied. A field that passes its number on in a transition (decision
 * 175) gives a function: its value lands after the events that follow it, and a change worked out
 * from the settings it saw would undo an edit made in between (decision 179).
 */
export type PlanningChange = Partial<PlanningSettings> | ((current: PlanningSettings) => Partial<PlanningSettings>);

/** The settings after a change. */
export function changedPlanning(current: PlanningSettings, change: PlanningChange): PlanningSettings {
  return { ...current, ...(typeof change === 'function' ? change(current) : change) };
}

export function withPlanning(state: PlannerState, change: PlanningChange): PlannerState {
  return { ...state, planning: changedPlanning(planningOf(state), change) };
}

/** Whether the figures on screen go through the saturation curves. */
export function saturationOn(state: Pick<PlannerState, 'planning'>): boolean {
  return planningOf(state).saturation.enabled;
}

/** The plan's margin as a fraction, or undefined when none is given (revenue then counts as profit). */
export function marginOf(state: Pick<PlannerState, 'planning'>): number | undefined {
  const m = planningOf(state).marginPercent;
  return m !== null && m > 0 ? m / 100 : undefined;
}

/** A channel's margin as a fraction: its own, else the plan's, else undefined (revenue counted as profit). */
export function channelMarginOf(state: Pick<PlannerState, 'planning'>, id: string): number | undefined {
  const own = planningOf(state).channelMargins[id];
  return own !== undefined && own > 0 ? own / 100 : marginOf(state);
}

/** Every channel's margin in table order (see channelMarginOf). */
export function marginsOf(state: Pick<PlannerState, 'planning' | 'channels'>): (number | undefined)[] {
  return state.channels.map((c) => channelMarginOf(state, c.id));
}

/** Whether a margin is given anywhere (the plan's or a channel's): then money is judged as profit. */
export function anyMargin(state: Pick<PlannerState, 'planning' | 'channels'>): boolean {
  return marginsOf(state).some((m) => m !== undefined);
}

/** Contribution: revenue × margin − spend; revenue − spend when no margin is given. */
export function contribution(revenue: number, spend: number, margin: number | undefined): number {
  return revenue * (margin ?? 1) - spend;
}
