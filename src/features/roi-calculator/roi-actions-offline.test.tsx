// @vitest-environment happy-dom
// The actions behind a click load with the first click. When that load fails (the connection
// dropped), the click says so in the action's own words, in the page's language, instead of doing nothing.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitEn } from '../calculator-kit/i18n/en.ts';
import { kitVi } from '../calculator-kit/i18n/vi.ts';
import { roiEn } from './i18n/en.ts';
import { roiTextFor } from './i18n/index.ts';
import { roiVi } from './i18n/vi.ts';
import { RoiCalculator } from './roi-calculator.tsx';

vi.mock('./roi-actions.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('ROI actions whose code cannot load', () => {
  it.each(['en', 'vi'] as const)(
    '%s: Export CSV and Copy share link say they failed and why',
    async (locale) => {
      const user = userEvent.setup();
      const t = locale === 'vi' ? roiVi : roiEn;
      render(<RoiCalculator locale={locale} text={roiTextFor(locale)} contactHref="/contact" />);
      await user.click(screen.getAllByRole('button', { name: t.exportCsv })[0]!);
      // The toast's region is itself loaded on demand: longer than findBy's 1 s on a busy machine.
      await screen.findByText(t.exportFailed, {}, { timeout: 10_000 });
      await user.click(screen.getByRole('button', { name: t.copyShare }));
      await screen.findByText(t.shareCopyFailed, {}, { timeout: 10_000 });
      expect(document.body.textContent).toContain((locale === 'vi' ? kitVi : kitEn).partOffline);
    },
    30_000,
  );
});
