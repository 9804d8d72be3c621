/**
 * Every bound of the budget planner in one table: what the form accepts, what a saved plan or a
 * share link may carry, and how long names may be.
 */
export const PLANNER_LIMITS = {
  /** Total budget and value per lead: far past any real campaign, and products stay finite. */
  amount: 1e12,
  /** Campaign goal, in customers. */
  goal: 1e9,
  cpc: 1e6,
  /** Rates and allocations are percentages. */
  percent: 100,
  /** Channels the planner shows and edits. */
  channels: 20,
  /**
   * Channels a saved plan or link may carry. Earlier versions saved up to 50; such a plan still
   * opens, shows the first 20 and says how many were left out.
   */
  readableChannels: 50,
  /** Characters of a channel name on a card. */
  channelName: 60,
  /** Characters of a saved plan's name. */
  planName: 80,
  /**
   * Size of a full-plan CSV to import: a 20-channel plan is a few kilobytes; the dated plan it may
   * carry, at its limits (1,200 weekly actuals, 50 versions of 36 months), a few hundred more.
   */
  importBytes: 600_000,
  /** Longest name accepted from storage or a link before it is cut to the lengths above. */
  readableName: 200,
} as const;

/** How many channels of an incoming plan the planner cannot show. */
export function channelsLeftOut(channelCount: number): number {
  return Math.max(0, channelCount - PLANNER_LIMITS.channels);
}
