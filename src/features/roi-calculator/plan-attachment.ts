/**
 * The ROI calculator's figures as "Ask a strategist about this plan" sends them: the link "Copy
 * share link" makes (model/share.ts) and a short summary. Loaded on first use.
 */
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { RoiText } from './roi-text.tsx';
import type { Currency } from '../../lib/money.ts';
import type { Locale } from '../../lib/locales.ts';
import type { PlanAttachment } from '../../lib/plan-handoff.ts';
import { contactHrefWithPlan } from '../calculator-kit/contact-with-plan.ts';
import { planSummaryText } from '../calculator-kit/plan-summary.ts';
import type { KitText } from '../calculator-kit/text-context.tsx';
import { formattersFor } from '../calculator-kit/use-format.ts';
import { analyse, contribution, type RoiRow } from './model/roi.ts';
import { roiShareUrlFor, type RoiLinkSettings } from './model/share.ts';

/** Gross margin as a ratio, or null: revenue counts as profit (the dashboard says the same). */
export function roiSummary(
  rows: readonly RoiRow[],
  currency: Currency,
  margin: number | null,
  locale: Locale,
  kit: KitText,
  untitled: string,
): string {
  const w = kit.planSummary;
  const fmt = formattersFor(currency, locale);
  const { totals } = analyse(rows);
  const profit = contribution(totals.revenue, totals.spend, margin);
  const profitLabel = margin === null ? w.profit : fill(w.contribution, { margin: fmt.percent(margin * 100, 0) });
  return planSummaryText({
    heading: `${w.roiTool}, ${fill(w.currency, { currency })}`,
    lines: [`${w.totalSpend}: ${fmt.money(totals.spend)}`],
    channelsLabel: w.channels,
    channels: rows.map((row) => ({ name: row.channel.trim() || untitled, amount: fmt.money(row.spend) })),
    moreChannels: w.moreChannels,
    resultsLabel: w.results,
    results: [
      `${fmt.number(totals.conversions)} ${w.leads}`,
      `${fmt.number(totals.customers)} ${w.customers}`,
      `${fmt.money(totals.revenue)} ${w.revenue}`,
      `${fmt.money(profit)} ${profitLabel}`,
      `${w.roi} ${fmt.percent(totals.roi * 100)}`,
      `${w.roas} ${fmt.multiple(totals.roas)}`,
    ],
  });
}

/** The link and summary; null, said in a toast, when the link would be too long even compressed. */
export async function roiAttachment(
  pageUrl: string,
  rows: readonly RoiRow[],
  currency: Currency,
  settings: RoiLinkSettings,
  locale: Locale,
  kit: KitText,
  t: Pick<RoiText, 'untitled' | 'shareTooBig' | 'shareTooBigHint'>,
): Promise<PlanAttachment | null> {
  const link = await roiShareUrlFor(pageUrl, rows, currency, settings);
  if (link !== null)
    return { link, summary: roiSummary(rows, currency, settings.margin ?? null, locale, kit, t.untitled) };
  toast({ title: t.shareTooBig, description: fill(t.shareTooBigHint, { count: rows.length }), tone: 'error' });
  return null;
}

/** The contact page's address with the figures attached; null when they cannot be. */
export async function roiContactHref(
  contactHref: string,
  pageUrl: string,
  rows: readonly RoiRow[],
  currency: Currency,
  settings: RoiLinkSettings,
  locale: Locale,
  kit: KitText,
  t: Pick<RoiText, 'untitled' | 'shareTooBig' | 'shareTooBigHint'>,
): Promise<string | null> {
  return contactHrefWithPlan(contactHref, await roiAttachment(pageUrl, rows, currency, settings, locale, kit, t), kit);
}
