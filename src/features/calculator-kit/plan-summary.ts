/**
 * The short, readable summary a tool sends with "Ask a strategist about this plan": the tool and
 * currency, the total, the channels with their amounts and the headline results, in the page's
 * language and already formatted. It always fits the contact form's limit: channels beyond what
 * fits are counted, not listed.
 */
import { fill } from '../../i18n/fill.ts';
import { PLAN_LIMITS, withoutUnsafeText } from '../../lib/plan-check.ts';

export interface SummaryParts {
  /** "Marketing Campaign Budget Planner, in USD" */
  heading: string;
  /** Lines between the heading and the channels ("Total budget: $10,000"). */
  lines: readonly string[];
  channelsLabel: string;
  channels: readonly { name: string; amount: string }[];
  /** "…and {count} more" */
  moreChannels: string;
  resultsLabel: string;
  results: readonly string[];
}

/** At most this many channels are listed; the rest are counted. */
export const SUMMARY_CHANNELS = 10;

const clean = (text: string) => withoutUnsafeText(text).replace(/\s+/g, ' ').trim();

function compose(parts: SummaryParts, listed: number): string {
  const names = parts.channels
    .slice(0, listed)
    .map((channel) => `• ${clean(channel.name).slice(0, 80)}: ${channel.amount}`);
  const more = parts.channels.length - listed;
  return [
    clean(parts.heading),
    ...parts.lines.map(clean),
    `${parts.channelsLabel}:`,
    ...names,
    ...(more > 0 ? [fill(parts.moreChannels, { count: more })] : []),
    `${parts.resultsLabel}: ${parts.results.join(' · ')}`,
  ].join('\n');
}

export function planSummaryText(parts: SummaryParts, max: number = PLAN_LIMITS.summary): string {
  for (let listed = Math.min(parts.channels.length, SUMMARY_CHANNELS); listed >= 0; listed -= 1) {
    const text = compose(parts, listed);
    if (text.length <= max) return text;
  }
  return compose(parts, 0).slice(0, max);
}
