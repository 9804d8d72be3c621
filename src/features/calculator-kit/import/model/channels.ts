/**
 * Kept rows to channels: one per channel and campaign (a TikTok export by day, or a Meta export
 * by ad, becomes one line per campaign), with the result type the visitor counts as a lead.
 * Unknown cells stay counted apart, so the review can say "partly unknown" instead of a quiet 0.
 */
import type { Cell } from './numbers.ts';
import type { ExportRow } from './read-export.ts';

export interface Sum {
  value: number;
  /** Cells that were placeholders or masked. */
  unknown: number;
  /** Cells that held a figure. */
  known: number;
}

export interface ImportedChannel {
  channel: string;
  campaign: string;
  spend: Sum;
  clicks: Sum;
  leads: Sum;
  revenue: Sum;
  customers: Sum;
  rows: number;
}

const empty = (): Sum => ({ value: 0, unknown: 0, known: 0 });

function add(sum: Sum, cell: Cell | undefined): void {
  if (!cell) return;
  if (cell.kind === 'number') {
    sum.value += cell.value;
    sum.known += 1;
  } else if (cell.kind === 'unknown') sum.unknown += 1;
}

/** True when a sum has no figure behind it at all: show "unknown", never 0. */
export const isUnknown = (sum: Sum): boolean => sum.known === 0 && sum.unknown > 0;

export function toChannels(rows: readonly ExportRow[], leadType: string): ImportedChannel[] {
  const byKey = new Map<string, ImportedChannel>();
  for (const row of rows) {
    const key = `${row.channel}\u0000${row.campaign}`;
    let channel = byKey.get(key);
    if (!channel) {
      channel = {
        channel: row.channel,
        campaign: row.campaign,
        spend: empty(),
        clicks: empty(),
        leads: empty(),
        revenue: empty(),
        customers: empty(),
        rows: 0,
      };
      byKey.set(key, channel);
    }
    channel.rows += 1;
    add(channel.spend, row.spend);
    add(channel.clicks, row.clicks);
    add(channel.revenue, row.revenue);
    add(channel.customers, row.customers);
    add(channel.leads, row.results[leadType]);
  }
  return [...byKey.values()];
}

/** Sum of a figure over channels (for the review's totals line). */
export function total(channels: readonly ImportedChannel[], pick: (channel: ImportedChannel) => Sum): Sum {
  const sum = empty();
  for (const channel of channels) {
    const part = pick(channel);
    sum.value += part.value;
    sum.unknown += part.unknown;
    sum.known += part.known;
  }
  return sum;
}
