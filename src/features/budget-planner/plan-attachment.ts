/**
 * The planner's plan as "Ask a strategist about this plan" sends it: the link "Copy link" makes
 * (model/share.ts) and a short summary of the figures on screen. Loaded on first use.
 */
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import type { PlanAttachment } from '../../lib/plan-handoff.ts';
import { contactHrefWithPlan } from '../calculator-kit/contact-with-plan.ts';
import { planSummaryText } from '../calculator-kit/plan-summary.ts';
import { shareUrlFits } from '../calculator-kit/share-link.ts';
import type { KitText } from '../calculator-kit/text-context.tsx';
import { formattersFor } from '../calculator-kit/use-format.ts';
import type { Locale } from '../../lib/locales.ts';
import type { PlannerState, PlanResults } from './model/planner.ts';
import { planShareUrlFor } from './model/share.ts';

export function plannerSummary(
  state: PlannerState,
  results: PlanResults,
  currency: Currency,
  locale: Locale,
  kit: KitText,
): string {
  const w = kit.planSummary;
  const fmt = formattersFor(currency, locale);
  const { summary } = results;
  return planSummaryText({
    heading: `${w.plannerTool}, ${fill(w.currency, { currency })}`,
    lines: [
      ...(state.planningMode === 'goal-first'
        ? [fill(w.goalFirst, { customers: fmt.number(state.campaignGoal) })]
        : []),
      `${w.totalBudget}: ${fmt.money(summary.totalBudget)}`,
    ],
    channelsLabel: w.channels,
    channels: results.channels.map((channel) => ({ name: channel.name, amount: fmt.money(channel.allocatedBudget) })),
    moreChannels: w.moreChannels,
    resultsLabel: w.results,
    results: [
      `${fmt.number(summary.totalEstimatedLeads)} ${w.leads}`,
      `${fmt.number(summary.totalEstimatedCustomers)} ${w.customers}`,
      `${fmt.money(summary.totalEstimatedRevenue)} ${w.revenue}`,
      `${w.roi} ${fmt.percent(summary.overallROI * 100)}`,
    ],
  });
}

/** The plan's link and summary; null, said in a toast, when the link would be too long to send. */
export async function plannerAttachment(
  pageUrl: string,
  state: PlannerState,
  results: PlanResults,
  currency: Currency,
  locale: Locale,
  kit: KitText,
): Promise<PlanAttachment | null> {
  const link = await planShareUrlFor(pageUrl, { state, currency });
  if (shareUrlFits(link)) return { link, summary: plannerSummary(state, results, currency, locale, kit) };
  toast({ title: kit.attachTooBig, tone: 'error' });
  return null;
}

/** The contact page's address with the plan attached; null when it cannot be. */
export async function plannerContactHref(
  contactHref: string,
  pageUrl: string,
  state: PlannerState,
  results: PlanResults,
  currency: Currency,
  locale: Locale,
  kit: KitText,
): Promise<string | null> {
  return contactHrefWithPlan(contactHref, await plannerAttachment(pageUrl, state, results, currency, locale, kit), kit);
}
