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

  it('shows the summary tiles in Vietnamese, and the figures wrap instead of overflowing', () => {
    const { container } = renderPlanner(<SummaryTiles summary={{ ...summary, totalBudget: 999_999_999_999 }} mode="budget-first" currency="VND" />, 'vi');
    expect(container.textContent).toContain('Tổng ngân sách999.999.999.999\u00a0₫');
    expect(container.textContent).toContain('Khách hàng dự kiến350,0');
    for (const figure of container.querySelectorAll('dd')) expect(figure.className).toMatch(/break-/);
  });

  it('keeps the English summary as it was', () => {
    renderPlanner(<StickySummary summary={{ ...summary, totalBudget: 10_000 }} valid total={100} currency="USD" />);
    expect(screen.getByRole('region', { name: 'Plan at a glance' }).textContent).toContain('Budget$10,000');
  });
});
