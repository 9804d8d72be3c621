/**
 * Channel templates with the units each platform actually sells in, per market. Vietnam (prices in
 * ₫): Zalo Ads is bought per click, per thousand impressions, per video view or per action (a form or
 * a started message); Cốc Cốc search per click; Shopee and TikTok Shop ads per click, with the
 * marketplace's fee and commission taken from every sale. Australia (prices in A$): Google Search per
 * click, Meta per thousand impressions or per click, LinkedIn per click or thousand impressions,
 * TikTok per thousand impressions, YouTube per view; GST is the tax line's (ad-tax.ts). The planner's
 * formulas (SPEC) work in CPC and CVR, so a native price is converted to the CPC and CVR that give the
 * same cost per lead; the native figure stays beside it. Every figure says where it comes from and
 * when, in both languages.
 */
import { finite, safeDivide } from '../../../lib/money.ts';
import type { FigureSource } from './vietnam-example.ts';
import type { MarketplaceFees } from './marketplace-fees.ts';

export const NATIVE_UNITS = ['cpc', 'cpm', 'cpv', 'cpa-form', 'cpa-message'] as const;
export type NativeUnit = (typeof NATIVE_UNITS)[number];

export type { MarketplaceFees } from './marketplace-fees.ts';
export { trueRoas } from './marketplace-fees.ts';

/** The markets with templates: their prices are written in the market's currency. */
export type TemplateCurrency = 'VND' | 'AUD';

export interface ChannelTemplate {
  id:
    | 'zalo-ads'
    | 'coc-coc-search'
    | 'shopee-ads'
    | 'tiktok-shop-ads'
    | 'au-google-search'
    | 'au-meta'
    | 'au-linkedin'
    | 'au-tiktok'
    | 'au-youtube';
  currency: TemplateCurrency;
  name: string;
  /** The units the platform sells in; the first is the template's default. */
  units: readonly NativeUnit[];
  /** Price in the default unit, in the template's currency. */
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
  source: FigureSource;
}

const ASSUMPTION: FigureSource = {
  date: '2026-11-25',
  en: 'Agency working assumption (no published source); replace it with your own figures',
  vi: 'Giả định làm việc của agency (chưa có nguồn công bố); hãy thay bằng số liệu của bạn',
};
const AU_ASSUMPTION: FigureSource = { ...ASSUMPTION, date: '2026-11-26' };

export const CHANNEL_TEMPLATES: readonly ChannelTemplate[] = [
  {
    id: 'zalo-ads',
    currency: 'VND',
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
    currency: 'VND',
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
    currency: 'VND',
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
    currency: 'VND',
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
  {
    id: 'au-google-search',
    currency: 'AUD',
    name: 'Google Search Ads',
    units: ['cpc'],
    price: 3,
    ctr: 0,
    viewToClick: 0,
    cvr: 5,
    valuePerLead: 120,
    source: {
      date: '2026-11-26',
      url: 'https://rubixstudios.com.au/insights/google-ads-costs-in-australia',
      en: 'CPC: midpoint of the A$2–4 average for Google Ads in Australia in 2025 (Rubix Studios); conversion rate and value per lead are the agency’s working assumptions',
      vi: 'CPC: điểm giữa của mức trung bình 2–4 A$ cho Google Ads tại Úc năm 2025 (Rubix Studios); tỷ lệ chuyển đổi và giá trị mỗi khách hàng tiềm năng là giả định làm việc của agency',
    },
  },
  {
    id: 'au-meta',
    currency: 'AUD',
    name: 'Meta Ads (Facebook & Instagram)',
    units: ['cpm', 'cpc'],
    price: 15.57,
    // 15.57 per thousand impressions against a 1.01 click in the same data: about 1.5 % of views click.
    ctr: 1.5,
    viewToClick: 0,
    cvr: 3,
    valuePerLead: 100,
    source: {
      date: '2026-11-26',
      url: 'https://www.superads.ai/facebook-ads-costs/cpm-cost-per-mille/australia',
      en: 'CPM: the all-industry average for Australia, Dec 2024 – Dec 2025 (Superads; its CPC page gives 1.01 a click, hence the 1.5 % CTR); conversion rate and value per lead are the agency’s working assumptions',
      vi: 'CPM: mức trung bình mọi ngành tại Úc, 12/2024 – 12/2025 (Superads; trang CPC của họ ghi 1,01 mỗi lượt nhấp, nên CTR là 1,5%); tỷ lệ chuyển đổi và giá trị mỗi khách hàng tiềm năng là giả định làm việc của agency',
    },
  },
  {
    id: 'au-linkedin',
    currency: 'AUD',
    name: 'LinkedIn Ads',
    units: ['cpc', 'cpm'],
    price: 9,
    ctr: 0.45,
    viewToClick: 0,
    cvr: 6,
    valuePerLead: 300,
    source: AU_ASSUMPTION,
  },
  {
    id: 'au-tiktok',
    currency: 'AUD',
    name: 'TikTok Ads',
    units: ['cpm', 'cpc'],
    price: 10,
    ctr: 0.8,
    viewToClick: 0,
    cvr: 1.5,
    valuePerLead: 80,
    source: AU_ASSUMPTION,
  },
  {
    id: 'au-youtube',
    currency: 'AUD',
    name: 'YouTube Ads',
    units: ['cpv', 'cpm'],
    price: 0.05,
    ctr: 0.5,
    viewToClick: 1,
    cvr: 2,
    valuePerLead: 100,
    source: AU_ASSUMPTION,
  },
];

export function channelTemplate(id: ChannelTemplate['id']): ChannelTemplate | undefined {
  return CHANNEL_TEMPLATES.find((template) => template.id === id);
}

/** The templates of one market, in its currency; none for a currency without them (USD). */
export function templatesFor(currency: string): ChannelTemplate[] {
  return CHANNEL_TEMPLATES.filter((template) => template.currency === currency);
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
