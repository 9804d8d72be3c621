/**
 * Imported rows to planning figures per channel: CPC = spend ÷ clicks, CVR = leads ÷ clicks and
 * value per lead = revenue ÷ leads, each only where the file holds what it needs. A figure the
 * file cannot give is null, so the planner keeps its own value and marks it as an assumption.
 */
export interface CalibrationRow {
  channel: string;
  spend: number;
  clicks: number;
  leads: number;
  revenue: number;
}

export interface CalibratedChannel {
  name: string;
  spend: number;
  /** Share of the file's spend, in percent. */
  share: number;
  cpc: number | null;
  /** Percent of clicks that became leads. */
  cvr: number | null;
  valuePerLead: number | null;
}

export function calibrate(rows: readonly CalibrationRow[]): CalibratedChannel[] {
  const byName = new Map<string, CalibrationRow>();
  for (const row of rows) {
    const sum = byName.get(row.channel) ?? { channel: row.channel, spend: 0, clicks: 0, leads: 0, revenue: 0 };
    sum.spend += row.spend;
    sum.clicks += row.clicks;
    sum.leads += row.leads;
    sum.revenue += row.revenue;
    byName.set(row.channel, sum);
  }
  const total = [...byName.values()].reduce((sum, row) => sum + row.spend, 0);
  return [...byName.values()].map((row) => ({
    name: row.channel,
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
  const order = tenths.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / 10);
}
