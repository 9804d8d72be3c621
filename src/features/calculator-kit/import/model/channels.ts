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
  /** The result type counted as this channel's leads. */
  leadType: string;
}

/** A channel's key in the review: its channel and campaign names. */
export const channelKey = (channel: string, campaign: string): string => `${channel}\u0000${campaign}`;

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

/**
 * `leadType` is the file's choice, or a choice per channel (by channelKey): a Meta export can count
 * messages started for one campaign and form leads for another.
 */
export function toChannels(
  rows: readonly ExportRow[],
  leadType: string | ((key: string) => string),
): ImportedChannel[] {
  const byKey = new Map<string, ImportedChannel>();
  const typeOf = typeof leadType === 'string' ? () => leadType : leadType;
  for (const row of rows) {
    const key = channelKey(row.channel, row.campaign);
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
        leadType: typeOf(key),
      };
      byKey.set(key, channel);
    }
    channel.rows += 1;
    add(channel.spend, row.spend);
    add(channel.clicks, row.clicks);
    add(channel.revenue, row.revenue);
    add(channel.customers, row.customers);
    add(channel.leads, row.results[channel.leadType]);
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
