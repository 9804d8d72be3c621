/**
 * True ROAS in the ROI calculator: a channel handed over from the Budget Planner with a marketplace's
 * fee and commission (plan-targets.ts) shows revenue × (1 − fee − commission) ÷ spend beside ROAS.
 * Rows are matched to the plan's channels by name, as the variance against the plan does.
 *
 * The same rule as calculator-kit/market/marketplace-fees.ts, written again here on purpose: that
 * module is a chunk shared with the planner's first load, and importing it from this on-demand part
 * adds its file to the preload list in the ROI calculator's first load, which has no room left (see
 * bench/bundle-budget.mjs). The unit test holds the two to the same figures.
 */
import { safeDivide } from '../../../lib/money.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
const key = (name: string) => name.trim().toLowerCase();

/** The share of each sale the seller keeps, by the plan's channel name (only channels with fees). */
export function keptShareFromTargets(targets: unknown): Map<string, number> {
  const kept = new Map<string, number>();
  if (!isRecord(targets) || !Array.isArray(targets.channels)) return kept;
  for (const channel of targets.channels) {
    if (!isRecord(channel) || typeof channel.name !== 'string' || !isRecord(channel.fees)) continue;
    const { feePercent, commissionPercent } = channel.fees;
    if (isPercent(feePercent) && isPercent(commissionPercent))
      kept.set(key(channel.name), Math.max(0, 1 - (feePercent + commissionPercent) / 100));
  }
  return kept;
}

export interface RowsTrueRoas {
  /** By row id; only rows whose channel has fees. */
  byRow: ReadonlyMap<string, number>;
  /** Revenue kept by every row (rows without fees keep all of it) ÷ total spend. */
  total: number;
}

/** Undefined when no row's channel has marketplace fees. */
export function rowsTrueRoas(
  rows: readonly { id: string; channel: string; spend: number; revenue: number }[],
  targets: unknown,
): RowsTrueRoas | undefined {
  const share = keptShareFromTargets(targets);
  const byRow = new Map<string, number>();
  let kept = 0;
  let spend = 0;
  for (const row of rows) {
    const found = share.get(key(row.channel));
    spend += row.spend;
    kept += row.revenue * (found ?? 1);
    if (found !== undefined) byRow.set(row.id, safeDivide(row.revenue * found, row.spend));
  }
  return byRow.size === 0 ? undefined : { byRow, total: safeDivide(kept, spend) };
}
