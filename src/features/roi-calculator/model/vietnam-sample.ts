/**
 * The ROI calculator's example on a page that opens in dong: a month of results from the cited
 * Vietnamese example (calculator-kit/market/vietnam-example.ts), worked with the planner's figures so
 * that both tools tell the same story. Spend is the channel's share of the budget; clicks = spend ÷
 * CPC, leads = clicks × CVR, customers = leads × the lead-to-customer rate (each rounded to a whole
 * count, as an export would report them); revenue = leads × value per lead.
 */
import { exampleCpc, VIETNAM_EXAMPLE } from '../../calculator-kit/market/vietnam-example.ts';
import type { Locale } from '../../../lib/locales.ts';
import type { RoiRow } from './roi.ts';

export function vietnamSampleRows(locale: Locale): RoiRow[] {
  const { totalBudget, leadToCustomerRate, channels } = VIETNAM_EXAMPLE;
  return channels.map((channel) => {
    const spend = (totalBudget.value * channel.budgetAllocation) / 100;
    const clicks = Math.round(spend / exampleCpc(channel));
    const conversions = Math.round((clicks * channel.cvr.value) / 100);
    return {
      id: channel.id,
      channel: channel.name,
      campaignName: channel.campaign[locale],
      spend,
      clicks,
      conversions,
      revenue: conversions * channel.valuePerLead.value,
      customers: Math.round((conversions * leadToCustomerRate.value) / 100),
      ...(channel.result === undefined ? {} : { result: channel.result }),
    };
  });
}
