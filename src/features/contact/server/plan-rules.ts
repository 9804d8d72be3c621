/**
 * Which plan links the contact form accepts: our own origin, and the two tools' pages in every
 * language, named from the route registry (one owner per URL).
 */
import { locales, type Locale } from '../../../lib/locales.ts';
import { checkPlanAttachment, type PlanCheck, type PlanRules } from '../../../lib/plan-check.ts';
import { PLAN_LINK_FIELD, PLAN_SUMMARY_FIELD } from '../../../lib/plan-handoff.ts';
import { pageRoute } from '../../../lib/routes.ts';
import { planRefusals } from '../../../i18n/plan-refusals.ts';

const TOOL_KEYS = ['/solutions/ai-tools/marketing-budget-planner', '/solutions/free-resources/roi-calculator'] as const;

const toolPaths: readonly string[] = locales.flatMap((locale) => TOOL_KEYS.map((key) => pageRoute(key, locale).path));

export function planRules(siteUrl: string): PlanRules {
  return { origin: siteUrl, toolPaths };
}

/** The plan posted with a form (or carried in the contact page's address), checked strictly. */
export function planFrom(fields: Record<string, unknown>, siteUrl: string): PlanCheck {
  return checkPlanAttachment(fields[PLAN_LINK_FIELD], fields[PLAN_SUMMARY_FIELD], planRules(siteUrl));
}

/** The refusal in the visitor's language. */
export function planRefusal(check: Extract<PlanCheck, { ok: false }>, lang: Locale): string {
  return planRefusals[lang][check.problem];
}
