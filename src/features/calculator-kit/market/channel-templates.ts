/**
 * Channel templates with the units each platform actually sells in. Zalo Ads is bought per click,
 * per thousand impressions, per video view or per action (a form or a started message); Cốc Cốc
 * search per click; Shopee and TikTok Shop ads per click, with the marketplace's fee and commission
 * taken from every sale. The planner's formulas (SPEC) work in CPC and CVR, so a native price is
 * converted to the CPC and CVR that give the same cost per lead; the native figure stays beside it.
 * Every price is in VND; every figure says where it comes from and when.
 */
import { finite, safeDivide } from '../../../lib/money.ts';

export const NATIVE_UNITS = ['cpc', 'cpm', 'cpv', 'cpa-form', 'cpa-message'] as const;
export type NativeUnit = (typeof NATIVE_UNITS)[number];

export interface MarketplaceFees {
  /** Platform fees (fixed and service fees), percent of each sale. */
  feePercent: number;
  /** Commission, percent of each sale. */
  commissionPercent: number;
}

export interface ChannelTemplate {
  id: 'zalo-ads' | 'coc-coc-search' | 'shopee-ads' | 'tiktok-shop-ads';
  name: string;
  /** The units the platform sells in; the first is the template's default. */
  units: readonly NativeUnit[];
  /** Price in the default unit, in VND. */
  price: number;
  /** Click-through rate in percent, used to turn a CPM price into a cost per click. */
  ctr: number;
  /** Percent of paid views that click, used to turn a CPV price into a cost per click. */
  viewToClick: number;
  /** Click-to-result rate, percent. */
  cvr: number;
  valuePerLead: number;
  marketplace?: MarketplaceFees;
  /** Where the figures come from, and their date. */
  source: string;
}

const ASSUMPTION = 'Agency working assumption, 2026-11-25 (no published source); replace it with your own figures';

export const CHANNEL_TEMPLATES: readonly ChannelTemplate[] = [
  {
    id: 'zalo-ads',
    name: 'Zalo Ads',
    units: ['cpa-message', 'cpa-form', 'cpc', 'cpm', 'cpv'],
    price: 40_000,
    ctr: 0.8,
    viewToClick: 2,
    cvr: 8,
    valuePerLead: 400_000,
    source: ASSUMPTION,
  },
  {
    id: 'coc-coc-search',
    name: 'Cốc Cốc Search',
    units: ['cpc'],
    price: 1_500,
    ctr: 0,
    viewToClick: 0,
    cvr: 3,
    valuePerLead: 350_000,
    source: ASSUMPTION,
  },
  {
    id: 'shopee-ads',
    name: 'Shopee Ads',
    units: ['cpc'],
    price: 1_200,
    ctr: 0,
    viewToClick: 0,
    cvr: 4,
    valuePerLead: 250_000,
    marketplace: { feePercent: 10, commissionPercent: 4 },
    source: ASSUMPTION,
  },
  {
    id: 'tiktok-shop-ads',
    name: 'TikTok Shop Ads',
    units: ['cpc', 'cpm'],
    price: 1_800,
    ctr: 1,
    viewToClick: 0,
    cvr: 3,
    valuePerLead: 250_000,
    marketplace: { feePercent: 8, commissionPercent: 5 },
    source: ASSUMPTION,
  },
];

export function channelTemplate(id: ChannelTemplate['id']): ChannelTemplate | undefined {
  return CHANNEL_TEMPLATES.find((template) => template.id === id);
}

/**
 * The planner's CPC and CVR for a price in a native unit, keeping the cost per lead the unit implies:
 * CPM → CPC = CPM / (1,000 × CTR); CPV → CPC = CPV / view-to-click rate; CPA → CPC = CPA × CVR, so
 * that CPL = CPC / CVR = CPA. Unusable inputs give 0, never NaN.
 */
export function toPlannerUnits(
  unit: NativeUnit,
  price: number,
  template: Pick<ChannelTemplate, 'ctr' | 'viewToClick' | 'cvr'>,
): { cpc: number; cvr: number } {
  const cvr = finite(template.cvr);
  switch (unit) {
    case 'cpc':
      return { cpc: finite(price), cvr };
    case 'cpm':
      return { cpc: safeDivide(price, 1000 * (template.ctr / 100)), cvr };
    case 'cpv':
      return { cpc: safeDivide(price, template.viewToClick / 100), cvr };
    case 'cpa-form':
    case 'cpa-message':
      return { cpc: finite((price * cvr) / 100), cvr };
  }
}

/** Platform ROAS: revenue / spend, as the ad platform reports it. */
export function platformRoas(revenue: number, spend: number): number {
  return safeDivide(revenue, spend);
}

/** True ROAS: what the seller keeps after the marketplace's fee and commission, per unit of spend. */
export function trueRoas(revenue: number, spend: number, fees: MarketplaceFees): number {
  const kept = 1 - (Math.max(0, finite(fees.feePercent)) + Math.max(0, finite(fees.commissionPercent))) / 100;
  return safeDivide(finite(revenue) * Math.max(0, kept), spend);
}

/** The price in a native unit that matches a planner CPC (the inverse of toPlannerUnits). */
export function fromPlannerCpc(
  unit: NativeUnit,
  cpc: number,
  template: Pick<ChannelTemplate, 'ctr' | 'viewToClick' | 'cvr'>,
): number {
  switch (unit) {
    case 'cpc':
      return finite(cpc);
    case 'cpm':
      return finite(cpc * 1000 * (template.ctr / 100));
    case 'cpv':
      return finite(cpc * (template.viewToClick / 100));
    case 'cpa-form':
    case 'cpa-message':
      return safeDivide(cpc, template.cvr / 100);
  }
}
