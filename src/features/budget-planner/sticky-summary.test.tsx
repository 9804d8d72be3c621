// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { StickySummary } from './sticky-summary.tsx';
import { SummaryTiles } from './summary-tiles.tsx';

afterEach(cleanup);

const summary = {
  totalBudget: 50_000_000,
  totalEstimatedLeads: 1750,
  totalEstimatedCustomers: 350,
  totalEstimatedRevenue: 120_000_000,
  overallROI: 1.4,
  averageCAC: 142_857.14,
};

describe('planner figures on the Vietnamese page', () => {
  it('shows the sticky summary in Vietnamese with vi-VN VND figures', () => {
    renderPlanner(<StickySummary summary={summary} valid total={100} currency="VND" />, 'vi');
    const region = screen.getByRole('region', { name: 'Tóm tắt nhanh kế hoạch' });
    expect(region.textContent).toContain('Ngân sách50.000.000\u00a0₫');
    expect(region.textContent).toContain('Khách hàng tiềm năng1.750,0');
    expect(region.textContent).toContain('ROI140,0%');
  });

  it('shows the summary tiles in Vietnamese; a figure never breaks, long ones take a smaller size and a row each on a phone', () => {
    const { container } = renderPlanner(
      <SummaryTiles summary={{ ...summary, totalBudget: 999_999_999_999 }} mode="budget-first" currency="VND" />,
      'vi',
    );
    expect(container.textContent).toContain('Tổng ngân sách999.999.999.999\u00a0₫');
    expect(container.textContent).toContain('Khách hàng dự kiến350,0');
    for (const figure of container.querySelectorAll('dd')) {
      expect(figure.className).toMatch(/whitespace-nowrap/);
      expect(figure.className).not.toMatch(/break-/);
    }
    // "999.999.999.999 ₫" is 17 characters: the smallest size, and no two-column grid below 26rem.
    expect(container.querySelector('dd')?.className).toMatch(/\btext-base\b/);
    expect(container.querySelector('dl')?.className).not.toMatch(/(^|\s)grid-cols-2/);
  });

  it('puts long figures in two rows of two in the sticky bar, short ones in one row of four', () => {
    const long = renderPlanner(
      <StickySummary summary={{ ...summary, totalBudget: 200_000_000 }} valid total={100} currency="VND" />,
      'vi',
    );
    expect(long.container.querySelector('dl')?.className).toMatch(/(^|\s)grid-cols-2/);
    long.unmount();
    const short = renderPlanner(
      <StickySummary
        summary={{ ...summary, totalBudget: 10_000, totalEstimatedRevenue: 20_958 }}
        valid
        total={100}
        currency="USD"
      />,
    );
    expect(short.container.querySelector('dl')?.className).toMatch(/(^|\s)grid-cols-4/);
  });

  it('keeps the English summary as it was', () => {
    renderPlanner(<StickySummary summary={{ ...summary, totalBudget: 10_000 }} valid total={100} currency="USD" />);
    expect(screen.getByRole('region', { name: 'Plan at a glance' }).textContent).toContain('Budget$10,000');
  });
});
