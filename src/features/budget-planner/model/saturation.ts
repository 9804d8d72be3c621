/**
 * The planner's saturation layer: per channel a phi ("how much of this channel's ceiling you
 * already buy at the reference spend") and the reference spend where the CPC and CVR were seen.
 * Off, or with phi = 0 for a channel, every figure is the linear one from planner.ts, unchanged.
 */
import { safeDivide } from '../../../lib/money.ts';
import { calibrate, responseValue, type Response } from '../../calculator-kit/model/hill.ts';
import { budgetFirstChannels, channelLabel, type Channel, type ChannelResult, type PlannerState } from './planner.ts';

import type { ChannelSaturation, SaturationLayer } from './planning-types.ts';

export type { ChannelSaturation, SaturationLayer } from './planning-types.ts';

export const SATURATION_OFF: SaturationLayer = { enabled: false, channels: {} };

/** The budget-first spend of each channel: total × allocation / 100. */
export function channelSpends(state: Pick<PlannerState, 'totalBudget' | 'channels'>): number[] {
  return budgetFirstChannels(state).map((r) => r.allocatedBudget);
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
