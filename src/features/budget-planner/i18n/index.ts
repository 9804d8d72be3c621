/**
 * The words the BudgetPlanner island receives from its page, per language. Only Astro pages import
 * this module (it holds every language); the island gets one language as a prop.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import type { BudgetPlannerProps } from '../budget-planner.tsx';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import { planningEn } from '../planning/i18n/en.ts';
import { planningVi } from '../planning/i18n/vi.ts';
import { plannerEn } from './en.ts';

const text = {
  en: { kit: kitEn, tool: plannerEn, planning: planningEn },
  // Temporary (issue 17, planning tools): the planner's own words are still English here until the
  // Vietnamese tool dictionary lands; the colleague's version of this file wins on merge.
  vi: { kit: kitVi, tool: plannerEn, planning: planningVi },
} satisfies Partial<Record<Locale, BudgetPlannerProps['text']>>;

export function plannerTextFor(locale: Locale): BudgetPlannerProps['text'] {
  const found = (text as Partial<Record<Locale, BudgetPlannerProps['text']>>)[locale];
  if (!found) throw new Error(`The BudgetPlanner has no ${locale} dictionary yet.`);
  return found;
}
