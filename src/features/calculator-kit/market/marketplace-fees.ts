/**
 * A marketplace's cut of every sale (Shopee, TikTok Shop): its fee and commission, in percent. A
 * channel added from a marketplace template keeps them, so the tables can show true ROAS after fees
 * beside platform ROAS. Small and free of the templates, so the planner's draft, share link and
 * saved plans can read it without loading the template list.
 */
import { finite, safeDivide } from '../../../lib/money.ts';

export interface MarketplaceFees {
  /** Platform fees (fixed and service fees), percent of each sale. */
  feePercent: number;
  /** Commission, percent of each sale. */
  commissionPercent: number;
}

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/**
 * Stored fees ({ feePercent, commissionPercent } or the share link's [fee, commission]) as fees, or
 * undefined (no marketplace cut) for anything unusable.
 */
export function readFees(value: unknown): MarketplaceFees | undefined {
  const [fee, commission] = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? [(value as Record<string, unknown>).feePercent, (value as Record<string, unknown>).commissionPercent]
      : [];
  return isPercent(fee) && isPercent(commission) ? { feePercent: fee, commissionPercent: commission } : undefined;
}

/** The revenue the seller keeps: revenue × (1 − fee − commission), never below 0. */
export function revenueAfterFees(revenue: number, fees: MarketplaceFees): number {
  const kept = 1 - (Math.max(0, finite(fees.feePercent)) + Math.max(0, finite(fees.commissionPercent))) / 100;
  return finite(revenue) * Math.max(0, kept);
}

/** True ROAS: what the seller keeps after the marketplace's fee and commission, per unit of spend. */
export function trueRoas(revenue: number, spend: number, fees: MarketplaceFees): number {
  return safeDivide(revenueAfterFees(revenue, fees), spend);
}
