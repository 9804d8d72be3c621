/**
 * The words the BudgetPlanner island receives from its page, per language. Only Astro pages import
 * this module (it holds every language); the island gets one language as a prop.
 */
import type { Locale } from '../../../lib/locales.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import type { BudgetPlannerProps } from '../budget-planner.tsx';
import { planningEn } from '../planning/i18n/en.ts';
import { planningVi } from '../planning/i18n/vi.ts';
import { planningMountText } from '../planning/planning-text.tsx';
import { plannerEn, plannerPageEn } from './en.ts';
import { plannerPageVi, plannerVi } from './vi.ts';

const text: Record<Locale, BudgetPlannerProps['text']> = {
  // The planning panel's own words load with its code (planning/panel-words.ts).
  en: { kit: kitEn, tool: plannerEn, planning: planningMountText(planningEn) },
  vi: { kit: kitVi, tool: plannerVi, planning: planningMountText(planningVi) },
};

export function plannerTextFor(locale: Locale): BudgetPlannerProps['text'] {
  return text[locale];
}

export type PlannerPageText = typeof plannerPageEn | typeof plannerPageVi;

/** The page's own copy and the static How it works panel (never sent to the island). */
export function plannerPageTextFor(locale: Locale): PlannerPageText {
  return locale === 'vi' ? plannerPageVi : plannerPageEn;
}
