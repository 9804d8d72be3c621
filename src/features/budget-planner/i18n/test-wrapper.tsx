/** Unit tests render the BudgetPlanner's parts inside the providers its island sets up, in English by default. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import { ToolLanguageProvider } from '../../calculator-kit/text-context.tsx';
import { PlannerTextContext } from '../planner-text.tsx';
import { PlanningMountTextContext, PlanningTextContext } from '../planning/planning-text.tsx';
import { planningEn } from '../planning/i18n/en.ts';
import { planningVi } from '../planning/i18n/vi.ts';
import { plannerTextFor } from './index.ts';

export function PlannerTestText({ children, locale = 'en' }: { children: ReactNode; locale?: Locale }) {
  const text = plannerTextFor(locale);
  return (
    <ToolLanguageProvider value={{ locale, kit: text.kit }}>
      <PlannerTextContext value={text.tool}>
        <PlanningMountTextContext value={text.planning}>
          {/* The panel's words, which the island loads with the panel (parts rendered alone need them). */}
          <PlanningTextContext value={locale === 'vi' ? planningVi : planningEn}>{children}</PlanningTextContext>
        </PlanningMountTextContext>
      </PlannerTextContext>
    </ToolLanguageProvider>
  );
}

/** render() with the planner's providers around the element. */
export const renderPlanner = (ui: ReactElement, locale: Locale = 'en') =>
  render(ui, { wrapper: ({ children }) => <PlannerTestText locale={locale}>{children}</PlannerTestText> });
