/**
 * The example plan a page that opens in dong shows: channels a Vietnamese SME buys (Facebook, Zalo,
 * TikTok, Google) with Vietnamese prices, not SPEC's US figures converted. Each figure carries its
 * source and date beside it; where no published figure was found, it says it is the agency's working
 * assumption and when it was set. The English pages keep SPEC's example exactly.
 */
import { channelTemplate, toPlannerUnits } from '../../calculator-kit/market/channel-templates.ts';
import type { Channel, PlannerState } from './planner.ts';

export interface CitedFigure {
  value: number;
  source: string;
}

export interface CitedChannel {
  id: string;
  name: string;
  budgetAllocation: number;
  /** Cost per click in ₫, or (Zalo) the native cost per started message it is derived from. */
  price: CitedFigure & { unit: 'cpc' | 'cpa-message' };
  cvr: CitedFigure;
  valuePerLead: CitedFigure;
}

const ASSUMED = 'Agency working assumption for a Vietnamese SME, set 2026-11-25 (no published source)';

export const VIETNAM_EXAMPLE = {
  totalBudget: { value: 50_000_000, source: `${ASSUMED}: a monthly budget of 50 million ₫` },
  leadToCustomerRate: { value: 20, source: `${ASSUMED}; SPEC's default rate` },
  channels: [
    {
      id: '1',
      name: 'Facebook Ads',
      budgetAllocation: 35,
      price: {
        unit: 'cpc',
        value: 850,
        source:
          'Midpoint of 700–1.000 ₫ per click for traffic ads: duonggiaphat.vn/chi-phi-chay-quang-cao-facebook (undated; same range at hatronghung.com/chi-phi-quang-cao-facebook), read 2026-11-25',
      },
      cvr: { value: 2, source: ASSUMED },
      valuePerLead: { value: 200_000, source: ASSUMED },
    },
    {
      id: '2',
      name: 'Zalo Ads',
      budgetAllocation: 20,
      price: { unit: 'cpa-message', value: 40_000, source: `${ASSUMED}: cost per started message` },
      cvr: { value: 8, source: ASSUMED },
      valuePerLead: { value: 160_000, source: ASSUMED },
    },
    {
      id: '3',
      name: 'TikTok Ads',
      budgetAllocation: 20,
      price: { unit: 'cpc', value: 1_500, source: ASSUMED },
      cvr: { value: 1.5, source: ASSUMED },
      valuePerLead: { value: 150_000, source: ASSUMED },
    },
    {
      id: '4',
      name: 'Google Ads',
      budgetAllocation: 25,
      price: {
        unit: 'cpc',
        value: 2_000,
        source:
          'Midpoint of ~1.000–3.000 ₫ per click (Google display network): pmdn.vn/so-sanh-toan-dien-google-display-ads-facebook-ads-tiktok-ads-va-zalo-ads, copy dated 2025-04-30',
      },
      cvr: { value: 3.5, source: ASSUMED },
      valuePerLead: { value: 300_000, source: ASSUMED },
    },
  ] satisfies CitedChannel[],
};

function plannerChannel(channel: CitedChannel): Channel {
  const zalo = channelTemplate('zalo-ads');
  const { cpc } =
    channel.price.unit === 'cpc' || !zalo
      ? { cpc: channel.price.value }
      : toPlannerUnits(channel.price.unit, channel.price.value, { ...zalo, cvr: channel.cvr.value });
  return {
    id: channel.id,
    name: channel.name,
    budgetAllocation: channel.budgetAllocation,
    cpc,
    cvr: channel.cvr.value,
    valuePerLead: channel.valuePerLead.value,
  };
}

/** The Vietnamese example as a planner state (budget-first, SPEC's goal of 100 customers). */
export function vietnamExampleState(): PlannerState {
  return {
    planningMode: 'budget-first',
    totalBudget: VIETNAM_EXAMPLE.totalBudget.value,
    campaignGoal: 100,
    leadToCustomerRate: VIETNAM_EXAMPLE.leadToCustomerRate.value,
    channels: VIETNAM_EXAMPLE.channels.map(plannerChannel),
  };
}
