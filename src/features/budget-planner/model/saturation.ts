/**
 * The planner's saturation layer: per channel a phi ("how much of this channel's ceiling you
 * already buy at the reference spend") and the reference spend where the CPC and CVR were seen.
 * Off, or with phi = 0 for a channel, every figure is the linear one from planner.ts, unchanged.
 */
import { safeDivide } from '../../../lib/money.ts';
import { calibrate, responseValue, type Response } from '../../calculator-kit/model/hill.ts';
import {
  budgetFirstChannels,
  calculatePlan,
  channelLabel,
  summarise,
  type Channel,
  type ChannelResult,
  type PlannerState,
  type PlanResults,
} from './planner.ts';

import type { ChannelSaturation, SaturationLayer } from './planning-types.ts';

export type { ChannelSaturation, SaturationLayer } from './planning-types.ts';

export const SATURATION_OFF: SaturationLayer = { enabled: false, channels: {} };

/** The budget-first spend of each channel: total × allocation / 100. */
export function channelSpends(state: Pick<PlannerState, 'totalBudget' | 'channels'>): number[] {
  return budgetFirstChannels(state).map((r) => r.allocatedBudget);
}

/** Turning the layer on snapshots today's spend as each channel's reference, at phi = Medium. */
export function snapshotLayer(state: PlannerState, phi = 0.5): SaturationLayer {
  const spends = channelSpends(state);
  const channels: Record<string, ChannelSaturation> = {};
  state.channels.forEach((c, i) => {
    channels[c.id] = { phi, sRef: spends[i] ?? 0 };
  });
  return { enabled: true, channels };
}

export function settingFor(layer: SaturationLayer, id: string): ChannelSaturation | undefined {
  if (!layer.enabled) return undefined;
  const s = layer.channels[id];
  return s && s.phi > 0 && s.sRef > 0 ? s : undefined;
}

/** Clicks per unit of spend: a calibrated Hill curve, or the straight line spend / CPC. */
export function clickResponse(channel: Channel, setting: ChannelSaturation | undefined, cpc = channel.cpc): Response {
  if (!setting || !(cpc > 0)) return { kind: 'linear', perUnit: safeDivide(1, cpc) };
  return { kind: 'hill', curve: calibrate(setting.sRef, setting.sRef / cpc, setting.phi) };
}

export function leadsAt(channel: Channel, setting: ChannelSaturation | undefined, spend: number): number {
  return (responseValue(clickResponse(channel, setting), spend) * channel.cvr) / 100;
}

/** Channel results at given spends, through each channel's response. */
export function channelsAtSpends(
  state: PlannerState,
  layer: SaturationLayer,
  spends: readonly number[],
): ChannelResult[] {
  return state.channels.map((c, i) => {
    const budget = spends[i] ?? 0;
    const clicks = responseValue(clickResponse(c, settingFor(layer, c.id)), budget);
    const leads = (clicks * c.cvr) / 100;
    const revenue = leads * c.valuePerLead;
    return {
      id: c.id,
      name: channelLabel(c.name, i),
      allocatedBudget: budget,
      estimatedClicks: clicks,
      estimatedLeads: leads,
      cpl: safeDivide(budget, leads),
      estimatedRevenue: revenue,
      roas: safeDivide(revenue, budget),
    };
  });
}

/**
 * The plan with the layer applied. Goal-first keeps the fixed sharing rule as its headline (the
 * cheapest plan is shown beside it), so only budget-first figures pass through the curves.
 */
export function evaluatePlan(state: PlannerState, layer: SaturationLayer): PlanResults {
  if (!layer.enabled || state.planningMode === 'goal-first') return calculatePlan(state);
  const channels = channelsAtSpends(state, layer, channelSpends(state));
  return { channels, summary: summarise(channels, state.leadToCustomerRate) };
}

/** 1 % of the budget, rounded to two significant digits (so 1,000 VND is never the default). */
export function defaultNextAmount(totalBudget: number): number {
  const raw = totalBudget * 0.01;
  if (!(raw > 0) || !Number.isFinite(raw)) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(raw)) - 1);
  return Math.round(raw / magnitude) * magnitude;
}

export interface MarginalRow {
  id: string;
  name: string;
  averageCpl: number;
  averageRoas: number;
  extraLeads: number;
  marginalCpl: number;
  marginalRoas: number;
  extrapolated: boolean;
}

/** The next `amount` per channel: extra leads = leads(s + delta) − leads(s); marginal CPL = delta/extra leads. */
export function marginalRows(
  state: PlannerState,
  layer: SaturationLayer,
  spends: readonly number[],
  amount: number,
): MarginalRow[] {
  return state.channels.map((c, i) => {
    const s = spends[i] ?? 0;
    const setting = settingFor(layer, c.id);
    const leadsNow = leadsAt(c, setting, s);
    const extraLeads = leadsAt(c, setting, s + amount) - leadsNow;
    return {
      id: c.id,
      name: channelLabel(c.name, i),
      averageCpl: safeDivide(s, leadsNow),
      averageRoas: safeDivide(leadsNow * c.valuePerLead, s),
      extraLeads,
      marginalCpl: safeDivide(amount, extraLeads),
      marginalRoas: safeDivide(extraLeads * c.valuePerLead, amount),
      extrapolated: setting !== undefined && (s < 0.5 * setting.sRef || s > 2 * setting.sRef),
    };
  });
}

/** The channel where the next amount earns most (revenue) — ties keep table order. */
export function bestNextChannel(rows: readonly MarginalRow[]): MarginalRow | undefined {
  return rows.reduce<MarginalRow | undefined>(
    (best, r) => (best === undefined || r.marginalRoas > best.marginalRoas ? r : best),
    undefined,
  );
}
