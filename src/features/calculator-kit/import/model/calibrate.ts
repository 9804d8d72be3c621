/**
 * Imported rows to planning figures per channel: CPC = spend ÷ clicks, CVR = leads ÷ clicks and
 * value per lead = revenue ÷ leads, each only where the file holds what it needs. A figure the
 * file cannot give is null, so the planner keeps its own value and marks it as an assumption.
 * Rows of one channel that count different result types (messages for one campaign, form leads for
 * another) stay apart, each named with its type: a message and a form lead are not one rate.
 */
export interface CalibrationRow {
  channel: string;
  spend: number;
  clicks: number;
  leads: number;
  revenue: number;
  /** What the row counts as leads (result-type.ts) and its words; unset is plain leads. */
  result?: string | undefined;
  leadLabel?: string;
}

export interface CalibratedChannel {
  /** The channel and result type it sums (calibrationKey), to find its periods again. */
  key: string;
  name: string;
  result?: string | undefined;
  spend: number;
  /** Share of the file's spend, in percent. */
  share: number;
  cpc: number | null;
  /** Percent of clicks that became leads. */
  cvr: number | null;
  valuePerLead: number | null;
}

/** Rows of one channel that count one result type sum into one planner channel. */
export const calibrationKey = (row: Pick<CalibrationRow, 'channel' | 'result'>): string =>
  `${row.channel}\u0000${row.result ?? ''}`;

export function calibrate(rows: readonly CalibrationRow[]): CalibratedChannel[] {
  const byName = new Map<string, CalibrationRow>();
  const types = new Map<string, Set<string | undefined>>();
  for (const row of rows) {
    const key = calibrationKey(row);
    const sum = byName.get(key) ?? {
      channel: row.channel,
      spend: 0,
      clicks: 0,
      leads: 0,
      revenue: 0,
      result: row.result,
      leadLabel: row.leadLabel ?? '',
    };
    sum.spend += row.spend;
    sum.clicks += row.clicks;
    sum.leads += row.leads;
    sum.revenue += row.revenue;
    byName.set(key, sum);
    types.set(row.channel, (types.get(row.channel) ?? new Set()).add(row.result));
  }
  const total = [...byName.values()].reduce((sum, row) => sum + row.spend, 0);
  return [...byName.values()].map((row) => ({
    key: calibrationKey(row),
    name: (types.get(row.channel)?.size ?? 0) > 1 && row.leadLabel ? `${row.channel} (${row.leadLabel})` : row.channel,
    ...(row.result === undefined ? {} : { result: row.result }),
    spend: row.spend,
    share: total > 0 ? (row.spend / total) * 100 : 0,
    cpc: row.clicks > 0 && row.spend > 0 ? row.spend / row.clicks : null,
    cvr: row.clicks > 0 && row.leads > 0 ? Math.min(100, (row.leads / row.clicks) * 100) : null,
    valuePerLead: row.leads > 0 && row.revenue > 0 ? row.revenue / row.leads : null,
  }));
}

/**
 * Shares in 0.1 steps that total exactly 100 (the planner's allocation rule): each share is
 * rounded down, and the tenths left over go to the largest remainders.
 */
export function allocationsFromShares(shares: readonly number[]): number[] {
  const sum = shares.reduce((total, share) => total + share, 0);
  if (shares.length === 0) return [];
  if (sum <= 0) return shares.map((_, index) => (index === 0 ? 100 : 0));
  const tenths = shares.map((share) => (share / sum) * 1000);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((total, value) => total + value, 0);
  const order = tenths
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / 10);
}
