/**
 * True ROAS in the breakdown: for each channel with a marketplace's fee and commission (a Shopee or
 * TikTok Shop template), revenue × (1 − fee − commission) ÷ budget; and for the whole plan, the
 * revenue kept by every channel (those without fees keep all of it) ÷ the total budget.
 */
import { safeDivide } from '../../../lib/money.ts';
import { revenueAfterFees, trueRoas } from '../../calculator-kit/market/marketplace-fees.ts';
import type { Channel, ChannelResult } from './planner.ts';

export interface PlanTrueRoas {
  /** By channel id; only channels with fees. */
  byChannel: ReadonlyMap<string, number>;
  total: number;
}

/** Undefined when no channel has marketplace fees (the tables then show no true-ROAS column). */
export function planTrueRoas(
  results: readonly Pick<ChannelResult, 'id' | 'allocatedBudget' | 'estimatedRevenue'>[],
  channels: readonly Pick<Channel, 'id' | 'fees'>[],
): PlanTrueRoas | undefined {
  const feesOf = new Map(channels.map((channel) => [channel.id, channel.fees]));
  if (!results.some((result) => feesOf.get(result.id) !== undefined)) return undefined;
  const byChannel = new Map<string, number>();
  let kept = 0;
  let spend = 0;
  for (const result of results) {
    const fees = feesOf.get(result.id);
    spend += result.allocatedBudget;
    kept += fees ? revenueAfterFees(result.estimatedRevenue, fees) : result.estimatedRevenue;
    if (fees) byChannel.set(result.id, trueRoas(result.estimatedRevenue, result.allocatedBudget, fees));
  }
  return { byChannel, total: safeDivide(kept, spend) };
}
