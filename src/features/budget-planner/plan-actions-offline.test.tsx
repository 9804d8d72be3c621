// @vitest-environment happy-dom
// The plan actions' code loads with the first click. When that load fails (the connection dropped),
// the click says so in the action's own words, in the page's language, instead of doing nothing.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetPlanner } from './budget-planner.tsx';
import { plannerTextFor } from './i18n/index.ts';
import { kitEn } from '../calculator-kit/i18n/en.ts';
import { kitVi } from '../calculator-kit/i18n/vi.ts';
import { plannerVi } from './i18n/vi.ts';

vi.mock('./plan-actions.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('Plan actions whose code cannot load', () => {
  it.each([
    ['en', 'Export CSV', 'Failed to export data'],
    ['en', 'Copy link', 'Could not copy the link'],
    ['vi', plannerVi.exportCsv, plannerVi.exportFailed],
  ] as const)(
    '%s: %s says it failed and why',
    async (locale, button, title) => {
      const user = userEvent.setup();
      render(<BudgetPlanner locale={locale} text={plannerTextFor(locale)} contactHref="/contact" />);
      await user.click(screen.getAllByRole('button', { name: button })[0]!);
      // The toast's region is itself loaded on demand: longer than findBy's 1 s on a busy machine.
      await screen.findByText(title, {}, { timeout: 10_000 });
      expect(document.body.textContent).toContain((locale === 'vi' ? kitVi : kitEn).partOffline);
    },
    30_000,
  );
});
