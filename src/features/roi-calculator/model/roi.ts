/**
 * Marketing ROI calculator maths: channel rows, their derived metrics, totals and the budget
 * recommendation. Pure functions over plain numbers; rounding happens only at display and export.
 */
import { finite, safeDivide } from '../../../lib/money.ts';
import type { ResultType } from '../../calculator-kit/model/result-type.ts';

export interface RoiRow {
  id: string;
  channel: string;
  campaignName: string;
  spend: number;
  clicks: number;
  /** Leads (stored as conversions for compatibility with saved data; the screen says Leads). */
  conversions: number;
  revenue: number;
  customers: number;
  /** What this row counts as its leads (calculator-kit/model/result-type.ts); unset is plain leads. */
  result?: ResultType | undefined;
}

export const RECOMMENDATIONS = ['Strongly Increase', 'Increase', 'Maintain', 'Decrease / Re-evaluate'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** ROI thresholds (ratios): above 1.5 strongly increase, above 0.5 increase, below 0 decrease. */
export const STRONG_INCREASE_ROI = 1.5;
export const INCREASE_ROI = 0.5;
export const DECREASE_ROI = 0;

export interface RoiMetrics {
  /** (Revenue − Spend) / Spend, as a ratio (1 = 100 %). */
  roi: number;
  roas: number;
  cpl: number;
  arpc: number;
  /** Leads / Clicks, as a ratio. */
  leadConversionRate: number;
  /** Customers / Clicks, as a ratio. */
  customerConversionRate: number;
  cpc: number;
  cac: number;
  budgetRecommendation: Recommendation;
}

export type RoiRowResult = RoiRow & RoiMetrics;

export interface RoiTotals extends RoiMetrics {
  spend: number;
  clicks: number;
  conversions: number;
  revenue: number;
  customers: number;
  profit: number;
}

export function recommend(roi: number): Recommendation {
  if (roi > STRONG_INCREASE_ROI) return 'Strongly Increase';
  if (roi > INCREASE_ROI) return 'Increase';
  if (roi < DECREASE_ROI) return 'Decrease / Re-evaluate';
  return 'Maintain';
}

/** What the optimizer multiplies a channel's spend by, per recommendation (the later tabs show it). */
export const BUDGET_MULTIPLIERS: Record<Recommendation, number> = {
  'Strongly Increase': 1.5,
  Increase: 1.25,
  Maintain: 1,
  'Decrease / Re-evaluate': 0.7,
};

interface Sums {
  spend: number;
  clicks: number;
  conversions: number;
  revenue: number;
  customers: number;
}

function metricsOf({ spend, clicks, conversions, revenue, customers }: Sums): RoiMetrics {
  const roi = safeDivide(revenue - spend, spend);
  return {
    roi,
    roas: safeDivide(revenue, spend),
    cpl: safeDivide(spend, conversions),
    arpc: safeDivide(revenue, customers),
    leadConversionRate: safeDivide(conversions, clicks),
    customerConversionRate: safeDivide(customers, clicks),
    cpc: safeDivide(spend, clicks),
    cac: safeDivide(spend, customers),
    budgetRecommendation: recommend(roi),
  };
}

export function deriveMetrics(row: RoiRow): RoiMetrics {
  return metricsOf(row);
}

export function withMetrics(row: RoiRow): RoiRowResult {
  return { ...row, ...metricsOf(row) };
}

/** Sums of the inputs and the same metrics over the sums (not an average of the rows' metrics). */
export function computeTotals(rows: readonly RoiRow[]): RoiTotals {
  const sums: Sums = { spend: 0, clicks: 0, conversions: 0, revenue: 0, customers: 0 };
  for (const row of rows) {
    sums.spend += finite(row.spend);
    sums.clicks += finite(row.clicks);
    sums.conversions += finite(row.conversions);
    sums.revenue += finite(row.revenue);
    sums.customers += finite(row.customers);
  }
  // Sums of absurdly large inputs could overflow; they count as 0 like any non-finite number.
  for (const key of Object.keys(sums) as (keyof Sums)[]) sums[key] = finite(sums[key]);
  return { ...sums, profit: finite(sums.revenue - sums.spend), ...metricsOf(sums) };
}

/**
 * What a row leaves after its spend: revenue × margin − spend with a gross margin (a ratio, 0.4 =
 * 40 %), or revenue − spend when none is given (revenue counted as profit, SPEC's Profit column).
 */
export function contribution(revenue: number, spend: number, margin: number | null): number {
  return finite(revenue * (margin ?? 1) - spend);
}

export interface RoiAnalysis {
  rows: RoiRowResult[];
  totals: RoiTotals;
}

/** `metrics` works out one row's figures: `withMetrics`, or a `metricsCache()` that keeps them. */
export function analyse(rows: readonly RoiRow[], metrics = withMetrics): RoiAnalysis {
  return { rows: rows.map((row) => metrics(row)), totals: computeTotals(rows) };
}

/**
 * `withMetrics` that works a row's figures out once per row object and hands back the same result
 * after. Rows are never changed in place (the reducer makes a new one for each edit), so a key press
 * in one card leaves the other rows' results as they were, and their cards skip their render.
 */
export function metricsCache(): (row: RoiRow) => RoiRowResult {
  const known = new WeakMap<RoiRow, RoiRowResult>();
  return (row) => {
    const cached = known.get(row);
    if (cached) return cached;
    const fresh = withMetrics(row);
    known.set(row, fresh);
    return fresh;
  };
}

/**
 * The five sample channels. Spend is the fixed sample spend; the other figures are credible small-business
 * numbers chosen so every recommendation tier appears (ROI 170 %, 65 %, 30 %, 320 %, −42 %) and the
 * totals are easy to check: $5,800 spend, $11,600 revenue, ROI 100 %, ROAS 2.00x.
 */
export const SAMPLE_ROWS: readonly RoiRow[] = [
  {
    id: '1',
    channel: 'SEO',
    campaignName: 'Organic Content Hub',
    spend: 1000,
    clicks: 1800,
    conversions: 72,
    revenue: 2700,
    customers: 18,
  },
  {
    id: '2',
    channel: 'PPC',
    campaignName: 'Google Search Ads',
    spend: 2000,
    clicks: 1600,
    conversions: 80,
    revenue: 3300,
    customers: 20,
  },
  {
    id: '3',
    channel: 'Social Media',
    campaignName: 'Facebook & Instagram',
    spend: 1500,
    clicks: 3000,
    conversions: 60,
    revenue: 1950,
    customers: 12,
  },
  {
    id: '4',
    channel: 'Email',
    campaignName: 'Monthly Newsletter',
    spend: 800,
    clicks: 1200,
    conversions: 84,
    revenue: 3360,
    customers: 21,
  },
  {
    id: '5',
    channel: 'Display',
    campaignName: 'Retargeting Banners',
    spend: 500,
    clicks: 900,
    conversions: 9,
    revenue: 290,
    customers: 2,
  },
];

/**
 * The samples, with the page's channel and campaign names when given ([channel, campaign] per row,
 * in order), and spend and revenue times the example scale of the currency the page opens in
 * (lib/money.ts exampleScale; counts and every ratio stay as they are).
 */
export function sampleRows(names?: readonly (readonly [string, string])[], scale = 1): RoiRow[] {
  return SAMPLE_ROWS.map((row, index) => {
    const [channel, campaignName] = names?.[index] ?? [row.channel, row.campaignName];
    return { ...row, channel, campaignName, spend: row.spend * scale, revenue: row.revenue * scale };
  });
}

export function newRow(id: string): RoiRow {
  return {
    id,
    channel: 'New Channel',
    campaignName: 'New Campaign',
    spend: 0,
    clicks: 0,
    conversions: 0,
    revenue: 0,
    customers: 0,
  };
}

/** The number fields of a row, with their screen labels and whether they hold whole numbers. */
export const NUMBER_FIELDS = [
  { key: 'spend', label: 'Spend', integer: false, money: true },
  { key: 'clicks', label: 'Clicks', integer: true, money: false },
  { key: 'conversions', label: 'Leads', integer: true, money: false },
  { key: 'customers', label: 'Customers', integer: true, money: false },
  { key: 'revenue', label: 'Revenue', integer: false, money: true },
] as const;
