/**
 * Editing a channel's marketplace cut after it was added (the planner's channel card): each rate is
 * a percentage of a sale, and together they can take at most the whole sale. A fee and commission
 * both at 0 are no marketplace cut, so the channel goes back to plain ROAS and the true-ROAS column
 * leaves the tables. Apart from marketplace-fees.ts, which the planner's first load reads.
 */
import { readFees, type MarketplaceFees } from './marketplace-fees.ts';

export type FeeRate = keyof MarketplaceFees;

/** The most one rate may be while the other stands: fee + commission ≤ 100 % of a sale. */
export function feeRateCap(fees: MarketplaceFees | undefined, rate: FeeRate): number {
  const other = rate === 'feePercent' ? fees?.commissionPercent : fees?.feePercent;
  return Math.max(0, 100 - (Number.isFinite(other) ? (other as number) : 0));
}

/**
 * The channel's fees with one rate changed; undefined (no marketplace cut) when both are then 0. A
 * rate outside 0–100 %, or one that would take the two past 100 %, leaves the fees as they were.
 */
export function withFeeRate(
  fees: MarketplaceFees | undefined,
  rate: FeeRate,
  value: number,
): MarketplaceFees | undefined {
  if (value > feeRateCap(fees, rate)) return fees;
  const next = readFees({ feePercent: 0, commissionPercent: 0, ...fees, [rate]: value });
  if (next === undefined) return fees;
  return next.feePercent === 0 && next.commissionPercent === 0 ? undefined : next;
}
