/**
 * Beside the fixed recommendation and optimizer: how far each row is from the next band, what
 * the optimizer's extra money would likely return on a saturating curve, and a re-split of the
 * same total by equal marginal return.
 */
import { safeDivide } from '../../../lib/money.ts';
import { calibrate, hillValue, type Response } from '../../calculator-kit/model/hill.ts';
import { waterFill, type Allocation, type OptimiserChannel } from '../../calculator-kit/model/water-filling.ts';
import {
  BUDGET_MULTIPLIERS,
  DECREASE_ROI,
  INCREASE_ROI,
  recommend,
  STRONG_INCREASE_ROI,
  type Recommendation,
  type RoiRow,
} from './roi.ts';

const BANDS: readonly { threshold: number; name: Recommendation }[] = [
  { threshold: STRONG_INCREASE_ROI, name: 'Strongly Increase' },
  { threshold: INCREASE_ROI, name: 'Increase' },
  { threshold: DECREASE_ROI, name: 'Maintain' },
];

export interface BandDistance {
  band: Recommendation;
  /** The band above: revenue needed (strictly more than this) at today's spend. */
  up: { band: Recommendation; revenueNeeded: number; revenueGap: number } | null;
  /** The band kept: the spend (and CPC) this revenue supports before falling a band. */
  keep: { threshold: number; spendCeiling: number; cpcCeiling: number } | null;
  breakEvenCpc: number;
}

export function bandDistance(row: Pick<RoiRow, 'spend' | 'revenue' | 'clicks'>): BandDistance {
  const roi = safeDivide(row.revenue - row.spend, row.spend);
  const band = recommend(roi);
  const above = [...BANDS].reverse().find((b) => roi <= b.threshold && b.name !== band);
  const up =
    above && row.spend > 0
      ? {
          band: above.name,
          revenueNeeded: (1 + above.threshold) * row.spend,
          revenueGap: (1 + above.threshold) * row.spend - row.revenue,
        }
      : null;
  const held = BANDS.find((b) => roi > b.threshold);
  const keep =
    held && row.spend > 0
      ? {
          threshold: held.threshold,
          spendCeiling: row.revenue / (1 + held.threshold),
          cpcCeiling: safeDivide(row.revenue / (1 + held.threshold), row.clicks),
        }
      : null;
  return { band, up, keep, breakEvenCpc: safeDivide(row.revenue, row.clicks) };
}

export interface MarginalCheck {
  multiplier: number;
  newSpend: number;
  revenue: number;
  roi: number;
  extraSpend: number;
  extraRevenue: number;
  /** ROI of the extra money alone; null when the suggestion adds no money. */
  incrementalRoi: number | null;
}

/** Revenue as a Hill curve calibrated at the row's actual spend and revenue (phi = saturation). */
export function marginalCheck(row: Pick<RoiRow, 'spend' | 'revenue'>, phi: number): MarginalCheck {
  const roi = safeDivide(row.revenue - row.spend, row.spend);
  const multiplier = BUDGET_MULTIPLIERS[recommend(roi)];
  const newSpend = row.spend * multiplier;
  const revenue =
    phi > 0 && row.spend > 0 && row.revenue > 0
      ? hillValue(calibrate(row.spend, row.revenue, phi), newSpend)
      : safeDivide(row.revenue, row.spend) * newSpend;
  const extraSpend = newSpend - row.spend;
  const extraRevenue = revenue - row.revenue;
  return {
    multiplier,
    newSpend,
    revenue,
    roi: safeDivide(revenue - newSpend, newSpend),
    extraSpend,
    extraRevenue,
    incrementalRoi: extraSpend !== 0 ? (extraRevenue - extraSpend) / extraSpend : null,
  };
}

export function revenueResponse(row: Pick<RoiRow, 'spend' | 'revenue'>, phi: number): Response {
  if (phi > 0 && row.spend > 0 && row.revenue > 0)
    return { kind: 'hill', curve: calibrate(row.spend, row.revenue, phi) };
  return { kind: 'linear', perUnit: safeDivide(row.revenue, row.spend) };
}

/** Same total, re-split by equal marginal return, each row within 0.7×–1.5× of its spend. */
export function resplit(
  rows: readonly RoiRow[],
  phis: Record<string, number>,
): { allocation: Allocation; channels: OptimiserChannel[]; total: number } {
  const channels = rows.map((row) => ({
    response: revenueResponse(row, phis[row.id] ?? 0.5),
    weight: 1,
    lo: 0.7 * row.spend,
    hi: 1.5 * row.spend,
  }));
  const total = rows.reduce((s, r) => s + r.spend, 0);
  return { allocation: waterFill(channels, total), channels, total };
}
