// @vitest-environment happy-dom
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newChannel } from './model/planner.ts';
import { AllocationBanner } from './allocation-banner.tsx';
import { InvalidAllocationNotice } from './invalid-allocation-notice.tsx';

afterEach(cleanup);

const channels = (...values: number[]) =>
  values.map((value, index) => ({ ...newChannel(String(index)), budgetAllocation: value }));

describe('allocation banner', () => {
  it.each([
    [[40, 30, 20, 10], 'complete', 'Total Allocation: 100.0%', 'text-success-700'],
    [[40, 30, 20, 9.95], 'complete', 'Total Allocation: 100.0%', 'text-success-700'],
    [[60, 30, 20, 10], 'over', 'Total Allocation: 120.0% (Over 100%)', 'text-danger-700'],
    [[40, 30, 20, 2.5], 'under', 'Total Allocation: 92.5% (7.5% remaining)', 'text-warning-700'],
  ])('%j is %s: %s', (values, kind, text, tone) => {
    const { container } = renderPlanner(<AllocationBanner channels={channels(...values)} currency="USD" />);
    const banner = container.querySelector('[data-allocation-status]')!;
    expect(banner.getAttribute('data-allocation-status')).toBe(kind);
    expect(banner.textContent).toBe(text);
    expect(banner.className).toContain(tone);
  });
});

describe('Invalid Budget Allocation notice', () => {
  const channels = [
    { id: 'a', name: 'Search', budgetAllocation: 60, cpc: 1, cvr: 2, valuePerLead: 100 },
    { id: 'b', name: 'Social', budgetAllocation: 30, cpc: 1, cvr: 2, valuePerLead: 100 },
  ];

  it('uses the fixed text with the total', () => {
    const onBalance = vi.fn();
    const { container, getByRole } = renderPlanner(
      <InvalidAllocationNotice channels={channels} currency="USD" onBalance={onBalance} onSetAllocation={vi.fn()} />,
    );
    expect(getByRole('heading', { name: 'Invalid Budget Allocation' }).tagName).toMatch(/^H[2-6]$/);
    expect(container.textContent).toContain(
      'Your total budget allocation is 90.0%. Please adjust your channel allocations to equal exactly 100% to see results.',
    );
    getByRole('button', { name: 'Scale allocations to 100%' }).click();
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it('names the single change that fixes the total and makes it in one click', () => {
    const onSetAllocation = vi.fn();
    const { container, getByRole } = renderPlanner(
      <InvalidAllocationNotice
        channels={channels}
        currency="USD"
        onBalance={vi.fn()}
        onSetAllocation={onSetAllocation}
      />,
    );
    expect(container.querySelector('[data-allocation-fix]')?.textContent).toBe(
      'The channels add up to 90.0%. 10.0% more for Search would make it 100%.',
    );
    getByRole('button', { name: 'Give the rest to Search' }).click();
    expect(onSetAllocation).toHaveBeenCalledWith('a', 70);
  });

  it('offers to take the excess when the channels pass 100 %', () => {
    const over = [channels[0]!, { ...channels[1]!, budgetAllocation: 52.5 }];
    const onSetAllocation = vi.fn();
    const { getByRole } = renderPlanner(
      <InvalidAllocationNotice channels={over} currency="USD" onBalance={vi.fn()} onSetAllocation={onSetAllocation} />,
    );
    getByRole('button', { name: 'Take the excess from Search' }).click();
    expect(onSetAllocation).toHaveBeenCalledWith('a', 47.5);
  });
});
