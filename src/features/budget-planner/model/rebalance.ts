/**
 * Re-balancing the mix while keeping the total at 100 %: a channel's change is taken from (or given
 * to) the other unlocked channels in proportion to what they hold, in the planner's 0.1 steps.
 * Locked channels keep their share, so the changed channel can move only within what the unlocked
 * ones can give or take.
 */
import { ALLOCATION_STEP, totalAllocation, type Channel } from './planner.ts';

const round = (value: number): number => Number((Math.round(value / ALLOCATION_STEP) * ALLOCATION_STEP).toFixed(1));

export function rebalanceAllocation(
  channels: readonly Channel[],
  id: string,
  value: number,
  locked: ReadonlySet<string>,
): Channel[] {
  const target = channels.find((channel) => channel.id === id);
  if (!target) return [...channels];
  const others = channels.filter((channel) => channel.id !== id && !locked.has(channel.id));
  const lockedTotal = totalAllocation(channels.filter((channel) => channel.id !== id && locked.has(channel.id)));
  // With no unlocked channel to trade with, the change can only fill what is free.
  const free =
    others.length === 0 ? 100 - totalAllocation(channels.filter((channel) => channel.id !== id)) : 100 - lockedTotal;
  const next = round(Math.min(Math.max(0, Number.isFinite(value) ? value : 0), Math.max(0, free)));
  if (others.length === 0)
    return channels.map((channel) => (channel.id === id ? { ...channel, budgetAllocation: next } : channel));

  const pool = 100 - lockedTotal - next;
  const othersTotal = totalAllocation(others);
  const shares = new Map(
    others.map((channel) => [
      channel.id,
      round(othersTotal > 0 ? (channel.budgetAllocation * pool) / othersTotal : pool / others.length),
    ]),
  );
  // Rounding leftovers go to the largest of the unlocked channels, as in the quick fix.
  const leftover = pool - [...shares.values()].reduce((sum, share) => sum + share, 0);
  const largest = [...shares.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  shares.set(largest[0], Math.max(0, round(largest[1] + leftover)));
  return channels.map((channel) => {
    if (channel.id === id) return { ...channel, budgetAllocation: next };
    const share = shares.get(channel.id);
    return share === undefined ? channel : { ...channel, budgetAllocation: share };
  });
}

/** The single change that brings the total to 100 %: which channel, and its new allocation. */
export interface AllocationFix {
  channelId: string;
  /** Positive: the rest to give; negative: the excess to take. */
  change: number;
  allocation: number;
}

export function allocationFix(channels: readonly Channel[]): AllocationFix | undefined {
  const change = Number((100 - totalAllocation(channels)).toFixed(1));
  if (change === 0 || channels.length === 0) return undefined;
  // The largest channel can always absorb the excess when one can (it holds the most).
  const largest = channels.reduce((best, channel) =>
    channel.budgetAllocation > best.budgetAllocation ? channel : best,
  );
  const allocation = Number((largest.budgetAllocation + change).toFixed(1));
  if (allocation < 0 || allocation > 100) return undefined;
  return { channelId: largest.id, change, allocation };
}

/** The most a channel can take while the total is kept at 100 %: everything the locked ones leave. */
export function rebalanceCap(channels: readonly Channel[], id: string, locked: ReadonlySet<string>): number {
  const others = channels.filter((channel) => channel.id !== id);
  const tradable = others.some((channel) => !locked.has(channel.id));
  const held = tradable ? totalAllocation(others.filter((channel) => locked.has(channel.id))) : totalAllocation(others);
  return Math.max(0, Number((Math.floor((100 - held) / ALLOCATION_STEP + 1e-6) * ALLOCATION_STEP).toFixed(1)));
}
