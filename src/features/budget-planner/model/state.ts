/**
 * Planner state transitions and the bounds every value is held to (the fields refuse what is out of
 * range; these clamps guard what arrives from a slider, a saved plan or a link). A pure reducer:
 * the React island only dispatches.
 */
import { finite } from '../../../lib/money.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { readAdTax, type AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import { PLANNER_LIMITS as LIMITS } from './limits.ts';
import { rebalanceAllocation } from './rebalance.ts';
import { withPlanning, type PlanningChange, type PlanningSettings } from './planning-settings.ts';
import type { Delta } from './planning-types.ts';
import {
  ALLOCATION_STEP,
  defaultPlannerState,
  newChannel,
  totalAllocation,
  type Channel,
  type PlannerState,
  type PlanningMode,
} from './planner.ts';

function clampRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
}

/** Total budget and value per lead: at least 0. */
const clampAmount = (value: number): number => clampRange(value, 0, LIMITS.amount);
/** Campaign goal: at least 0. */
const clampGoal = (value: number): number => clampRange(value, 0, LIMITS.goal);
/** Lead-to-customer rate and CVR: 0-100. */
const clampPercent = (value: number): number => clampRange(value, 0, LIMITS.percent);
/** CPC: at least 0. */
const clampCpc = (value: number): number => clampRange(value, 0, LIMITS.cpc);

function toStep(value: number): number {
  return Math.round(value / ALLOCATION_STEP) * ALLOCATION_STEP;
}

/** The most a channel may take: 100 minus the other channels, floored to the 0.1 step. */
export function allocationCap(channels: readonly Channel[], id: string): number {
  const room = 100 - totalAllocation(channels.filter((channel) => channel.id !== id));
  // The epsilon absorbs float noise (100 - 66.6 = 33.39999…), the min keeps it from adding any.
  const onStep = Number((Math.floor(room / ALLOCATION_STEP + 1e-6) * ALLOCATION_STEP).toFixed(1));
  return Math.max(0, Math.min(onStep, room));
}

/** Allocation is 0-100 in 0.1 steps, capped so the channels' total does not exceed 100. */
export function clampAllocation(channels: readonly Channel[], id: string, value: number): number {
  return Math.min(Number(toStep(clampRange(value, 0, LIMITS.percent)).toFixed(1)), allocationCap(channels, id));
}

function clampName(name: string): string {
  return name.slice(0, LIMITS.channelName);
}

/** A new channel's id is the current timestamp, bumped until it is unique among the channels. */
export function nextChannelId(channels: readonly Channel[], now: number): string {
  const taken = new Set(channels.map((channel) => channel.id));
  let candidate = Math.floor(finite(now));
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/**
 * Quick fix for an invalid allocation: scale every channel so the total is exactly 100 %
 * (an even split when all are 0). Rounding leftovers go to the largest channel.
 */
export function balanceAllocations(channels: readonly Channel[]): Channel[] {
  if (channels.length === 0) return [];
  const total = totalAllocation(channels);
  const scaled = channels.map((channel) => ({
    ...channel,
    budgetAllocation: Number(
      toStep(total > 0 ? (channel.budgetAllocation * 100) / total : 100 / channels.length).toFixed(1),
    ),
  }));
  const leftover = 100 - totalAllocation(scaled);
  let largest = 0;
  scaled.forEach((channel, index) => {
    if (channel.budgetAllocation > (scaled[largest]?.budgetAllocation ?? 0)) largest = index;
  });
  const target = scaled[largest];
  if (target) target.budgetAllocation = Number(clampRange(target.budgetAllocation + leftover, 0, 100).toFixed(1));
  return scaled;
}

export type ChannelPatch = Partial<Omit<Channel, 'id'>>;

export type PlannerAction =
  | { type: 'set-mode'; mode: PlanningMode }
  | { type: 'set-total-budget'; value: number }
  | { type: 'set-campaign-goal'; value: number }
  | { type: 'set-rate'; value: number }
  | { type: 'add-channel'; id: string; name?: string; scale?: number }
  | { type: 'remove-channel'; id: string }
  | { type: 'update-channel'; id: string; patch: ChannelPatch }
  | { type: 'balance-allocations' }
  | { type: 'rebalance-allocation'; id: string; value: number; locked: readonly string[] }
  | { type: 'restore-channel'; channel: Channel; index: number }
  /** A new plan, or a change worked out from the plan in force when it lands (the best split's Apply). */
  | { type: 'replace'; state: PlannerState | ((current: PlannerState) => PlannerState) }
  | { type: 'set-planning'; patch: PlanningChange }
  | { type: 'set-ad-tax'; setting: AdTaxSetting | undefined }
  | { type: 'reset' };

/** Merges a channel edit with every field clamped; the allocation is capped against the others. */
function applyChannelPatch(channels: readonly Channel[], id: string, patch: ChannelPatch): Channel[] {
  return channels.map((channel) => {
    if (channel.id !== id) return channel;
    const next = { ...channel };
    if (patch.name !== undefined) next.name = clampName(patch.name);
    if (patch.cpc !== undefined) next.cpc = clampCpc(patch.cpc);
    if (patch.cvr !== undefined) next.cvr = clampPercent(patch.cvr);
    if (patch.valuePerLead !== undefined) next.valuePerLead = clampAmount(patch.valuePerLead);
    if (patch.budgetAllocation !== undefined)
      next.budgetAllocation = clampAllocation(channels, id, patch.budgetAllocation);
    if ('result' in patch) {
      const result = readResult(patch.result);
      if (result === undefined) delete next.result;
      else next.result = result;
    }
    if ('fees' in patch) {
      const fees = readFees(patch.fees);
      if (fees === undefined) delete next.fees;
      else next.fees = fees;
    }
    return next;
  });
}

/**
 * The settings of the channels kept: a plan past the channel limit loses the others' curves, bounds,
 * ranges, margins, locks and what-if changes. Values are not clamped here: every reader of settings
 * from outside (a draft, a saved plan, a link, a file) reads them through planning-codec.ts
 * fromPortable, which clamps them, and code that sets them keeps them in range. So the reducer needs
 * no codec, which the first screen does not load.
 */
function planningFor(p: PlanningSettings, ids: readonly string[]): PlanningSettings {
  const kept = new Set(ids);
  const pick = <V>(record: Record<string, V>): Record<string, V> =>
    Object.fromEntries(Object.entries(record).filter(([id]) => kept.has(id)));
  const aimed = (deltas: readonly Delta[]) => deltas.filter((d) => d.target === 'all' || kept.has(d.target));
  return {
    ...p,
    saturation: { ...p.saturation, channels: pick(p.saturation.channels) },
    split: { ...p.split, bounds: pick(p.split.bounds) },
    ranges: { ...p.ranges, perChannel: pick(p.ranges.perChannel) },
    channelMargins: pick(p.channelMargins),
    whatIf: aimed(p.whatIf),
    moreScenarios: p.moreScenarios.map(aimed).filter((deltas) => deltas.length > 0),
    locked: p.locked.filter((id) => kept.has(id)),
  };
}

/**
 * Clamps every field of a state from outside (a saved plan or a shared link). Channels past the
 * planner's limit are left out; callers tell the visitor how many (channelsLeftOut). The planning
 * settings arrive clamped (planningFor).
 */
export function sanitiseState(state: PlannerState): PlannerState {
  const channels = state.channels.slice(0, LIMITS.channels).map((channel) => {
    const result = readResult(channel.result);
    const fees = readFees(channel.fees);
    return {
      id: channel.id,
      name: clampName(channel.name),
      budgetAllocation: clampPercent(channel.budgetAllocation),
      cpc: clampCpc(channel.cpc),
      cvr: clampPercent(channel.cvr),
      valuePerLead: clampAmount(channel.valuePerLead),
      ...(result === undefined ? {} : { result }),
      ...(fees === undefined ? {} : { fees }),
    };
  });
  const next: PlannerState = {
    planningMode: state.planningMode,
    totalBudget: clampAmount(state.totalBudget),
    campaignGoal: clampGoal(state.campaignGoal),
    leadToCustomerRate: clampPercent(state.leadToCustomerRate),
    channels: channels.length > 0 ? channels : defaultPlannerState().channels,
  };
  const planning = state.planning
    ? planningFor(
        state.planning,
        next.channels.map((channel) => channel.id),
      )
    : undefined;
  const adTax = readAdTax(state.adTax);
  return { ...next, ...(planning ? { planning } : {}), ...(adTax ? { adTax } : {}) };
}

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'set-mode':
      return { ...state, planningMode: action.mode };
    case 'set-total-budget':
      return { ...state, totalBudget: clampAmount(action.value) };
    case 'set-campaign-goal':
      return { ...state, campaignGoal: clampGoal(action.value) };
    case 'set-rate':
      return { ...state, leadToCustomerRate: clampPercent(action.value) };
    case 'add-channel':
      if (state.channels.length >= LIMITS.channels) return state;
      return { ...state, channels: [...state.channels, newChannel(action.id, action.name, action.scale)] };
    case 'remove-channel':
      // The last channel cannot be removed (the remove button only shows with more than one).
      if (state.channels.length <= 1) return state;
      return { ...state, channels: state.channels.filter((channel) => channel.id !== action.id) };
    case 'update-channel':
      return { ...state, channels: applyChannelPatch(state.channels, action.id, action.patch) };
    case 'balance-allocations':
      return { ...state, channels: balanceAllocations(state.channels) };
    case 'rebalance-allocation':
      return {
        ...state,
        channels: rebalanceAllocation(state.channels, action.id, action.value, new Set(action.locked)),
      };
    case 'restore-channel': {
      // Undo of a removal: the channel goes back where it was, its share capped by what is free now.
      if (
        state.channels.length >= LIMITS.channels ||
        state.channels.some((channel) => channel.id === action.channel.id)
      )
        return state;
      const channels = [...state.channels];
      const restored = {
        ...action.channel,
        budgetAllocation: Math.min(action.channel.budgetAllocation, allocationCap(channels, action.channel.id)),
      };
      channels.splice(Math.min(Math.max(0, action.index), channels.length), 0, restored);
      return { ...state, channels };
    }
    case 'replace':
      return sanitiseState(typeof action.state === 'function' ? action.state(state) : action.state);
    case 'set-planning':
      return withPlanning(state, action.patch);
    case 'set-ad-tax': {
      const { adTax: _old, ...rest } = state;
      const setting = readAdTax(action.setting);
      return setting ? { ...rest, adTax: setting } : rest;
    }
    case 'reset':
      return defaultPlannerState();
  }
}
