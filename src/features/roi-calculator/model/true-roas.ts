/**
 * True ROAS in the ROI calculator: a channel handed over from the Budget Planner with a marketplace's
 * fee and commission (plan-targets.ts) shows revenue × (1 − fee − commission) ÷ spend beside ROAS.
 * Rows are matched to the plan's channels by name, as the variance against the plan does.

 */
import { readFees, revenueAfterFees, type MarketplaceFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { safeDivide } from '../../../lib/money.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const key = (name: string) => name.trim().toLowerCase();

/** The marketplace fees of the plan's channels, by channel name (only channels with fees). */
export function feesFromTargets(targets: unknown): Map<string, MarketplaceFees> {
  const byName = new Map<string, MarketplaceFees>();
  if (!isRecord(targets) || !Array.isArray(targets.channels)) return byName;
  for (const channel of targets.channels) {
    if (!isRecord(channel) || typeof channel.name !== 'string') continue;
    const fees = readFees(channel.fees);
    if (fees) byName.set(key(channel.name), fees);
  }
  return byName;
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
  const fees = feesFromTargets(targets);
  const byRow = new Map<string, number>();
  let kept = 0;
  let spend = 0;
  for (const row of rows) {
    const found = fees.get(key(row.channel));
    const rowKept = found ? revenueAfterFees(row.revenue, found) : row.revenue;
    spend += row.spend;
    kept += rowKept;
    if (found) byRow.set(row.id, safeDivide(rowKept, row.spend));
  }
  return byRow.size === 0 ? undefined : { byRow, total: safeDivide(kept, spend) };
}
