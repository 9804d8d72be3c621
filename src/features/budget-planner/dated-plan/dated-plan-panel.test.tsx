// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatePlan, defaultPlannerState } from '../model/planner.ts';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { DatedPlanPanel } from './dated-plan-panel.tsx';
import { DATED_PLAN_KEY, encodeDated } from './model/document.ts';
import { newDatedPlan } from './model/plan.ts';

const state = defaultPlannerState();
const results = calculatePlan(state);
const props = { state, results, currency: 'USD' as const, dispatch: vi.fn(), onCurrencyChange: vi.fn() };
// June, July, August 2026 (30 + 31 + 31 days), 10,000 evenly.
const linkToken = encodeDated(newDatedPlan({ start: '2026-06-01', end: '2026-08-31' }));

describe('the dated plan panel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('re-spreads the other months when one month is edited, and keeps the plan in browser storage', () => {
    renderPlanner(<DatedPlanPanel {...props} linkToken={linkToken} />);
    expect(screen.getByText('Dated plan opened from the link.')).toBeTruthy();
    const july = screen.getByLabelText('Budget for July 2026') as HTMLInputElement;
    expect(july.value).toBe('3369.57'); // 10,000 × 31/92
    fireEvent.change(screen.getByLabelText('Budget for June 2026'), { target: { value: '4000' } });
    // 6,000 left over 62 days: 3,000 each.
    expect((screen.getByLabelText('Budget for July 2026') as HTMLInputElement).value).toBe('3000');
    expect((screen.getByLabelText('Budget for Aug 2026') as HTMLInputElement).value).toBe('3000');
    expect(within(screen.getByRole('rowheader', { name: /June 2026/ })).getByText('set by you')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(DATED_PLAN_KEY) ?? 'null') as {
      plan: { fixed: Record<string, number> };
    };
    expect(stored.plan.fixed).toEqual({ '2026-06': 4000 });
  });

  it('says the preset is an assumption and shows its numbers', () => {
    renderPlanner(<DatedPlanPanel {...props} linkToken={linkToken} />, 'vi');
    fireEvent.change(screen.getByLabelText('Mẫu mùa vụ'), { target: { value: 'vn' } });
    expect(screen.getByText(/Các mẫu là giả định của chúng tôi/)).toBeTruthy();
    expect(screen.getByText(/ba tuần trước Tết cộng 0,30/)).toBeTruthy();
    expect((screen.getByLabelText('Chỉ số mùa vụ thg 6 2026') as HTMLInputElement).value).toBe('1');
  });

  it('a refused flight stays as typed, and correcting the other date completes it and drops the error', () => {
    renderPlanner(<DatedPlanPanel {...props} linkToken={linkToken} />);
    const start = screen.getByLabelText('Flight starts') as HTMLInputElement;
    const end = screen.getByLabelText('Flight ends') as HTMLInputElement;
    fireEvent.change(end, { target: { value: '2026-05-15' } });
    const refusal = /must end on or after the day it starts/;
    expect(screen.getByText(refusal).getAttribute('role')).toBe('alert');
    expect(end.value).toBe('2026-05-15');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(start, { target: { value: '2026-04-01' } });
    expect(screen.queryByText(refusal)).toBeNull();
    expect(end.getAttribute('aria-invalid')).toBeNull();
    // The flight is the one typed: April to mid-May, not April to the old end in August.
    const stored = JSON.parse(localStorage.getItem(DATED_PLAN_KEY) ?? 'null') as { plan: { flight: unknown } };
    expect(stored.plan.flight).toEqual({ start: '2026-04-01', end: '2026-05-15' });
  });
});
