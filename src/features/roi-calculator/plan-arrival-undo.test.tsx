// @vitest-environment happy-dom
/**
 * A plan sent from the Budget Planner replaces the rows on screen; the arrival notice's Undo brings
 * back exactly the rows the visitor had (and the targets and currency they were shown with).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTargets, type PlanTargets } from '../calculator-kit/model/plan-targets.ts';
import { roiTextFor } from './i18n/index.ts';
import { ROI_DRAFT_KEY, roiWorkDraft } from './model/draft.ts';
import type { RoiRow } from './model/roi.ts';
import { RoiCalculator } from './roi-calculator.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => localStorage.clear());

const typed: RoiRow[] = [
  {
    id: 'x1',
    channel: 'Zalo OA',
    campaignName: 'Tết',
    spend: 1234,
    clicks: 500,
    conversions: 25,
    revenue: 4321,
    customers: 5,
  },
  {
    id: 'x2',
    channel: 'Coc Coc',
    campaignName: 'Brand',
    spend: 800,
    clicks: 90,
    conversions: 7,
    revenue: 950,
    customers: 2,
  },
];
const earlierTargets = { schema: 'not-a-plan', note: 'kept as it was' };

const plan: PlanTargets = {
  schema: 'plan-targets/1',
  currency: 'AUD',
  l2c: 20,
  channels: ['Google Search', 'Meta', 'LinkedIn'].map((name) => ({
    name,
    spend: 1000,
    cpc: 2,
    cvr: 5,
    vpl: 100,
    clicks: 500,
    leads: 25,
    customers: 5,
    revenue: 2500,
  })),
};

const names = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[id$="-channel"]')).map((i) => i.value);
const stored = () => JSON.parse(localStorage.getItem(ROI_DRAFT_KEY) ?? 'null') as { rows: RoiRow[]; targets?: unknown };

describe('Undo after a plan replaced the rows the visitor typed', () => {
  for (const [locale, arrived, undo, currency] of [
    ['en', /A plan arrived from the Budget Planner: its 3 channels/, 'Undo', 'USD'],
    ['vi', /Đã nhận kế hoạch từ công cụ Lập ngân sách: 3 kênh/, 'Hoàn tác', 'VND'],
  ] as const) {
    it(`restores exactly the earlier rows, targets and currency (${locale})`, async () => {
      localStorage.setItem(ROI_DRAFT_KEY, JSON.stringify(roiWorkDraft(typed, earlierTargets)));
      window.history.replaceState(null, '', `/#targets=${encodeTargets(plan)}`);
      render(<RoiCalculator locale={locale} text={roiTextFor(locale)} contactHref="/contact" />);
      const notice = (await screen.findByText(arrived, {}, { timeout: 10_000 })).parentElement as HTMLElement;
      await waitFor(() => expect(names()).toEqual(['Google Search', 'Meta', 'LinkedIn']));
      expect((document.getElementById('roi-currency') as HTMLSelectElement).value).toBe('AUD');

      fireEvent.click(within(notice).getByRole('button', { name: undo }));

      await waitFor(() => expect(names()).toEqual(['Zalo OA', 'Coc Coc']));
      expect(screen.queryByText(arrived)).toBeNull();
      expect((document.getElementById('roi-currency') as HTMLSelectElement).value).toBe(currency);
      // The draft (what a reload shows) holds the very rows and targets from before the plan came.
      await waitFor(() => expect(stored().rows).toEqual(typed));
      expect(stored().targets).toEqual(earlierTargets);
    }, 30_000);
  }
});
