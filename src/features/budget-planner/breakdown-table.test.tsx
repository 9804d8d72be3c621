// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BreakdownTable } from './breakdown-table.tsx';
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { calculatePlan, defaultPlannerState, type PlannerState } from './model/planner.ts';

function plan(fees: boolean): PlannerState {
  const state = defaultPlannerState();
  if (!fees) return state;
  return {
    ...state,
    channels: state.channels.map((channel, index) =>
      index === 0 ? { ...channel, fees: { feePercent: 10, commissionPercent: 4 } } : channel,
    ),
  };
}

const table = (state: PlannerState, locale: 'en' | 'vi' = 'en') => {
  const { channels, summary } = calculatePlan(state);
  return renderPlanner(
    <BreakdownTable results={channels} summary={summary} currency="USD" channels={state.channels} />,
    locale,
  );
};

describe('the breakdown’s true ROAS', () => {
  afterEach(cleanup);

  it('shows true ROAS after fees beside ROAS for a channel with marketplace fees', () => {
    table(plan(true));
    expect(screen.getByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeTruthy();
    const google = screen.getByRole('row', { name: /Google Ads/ });
    expect(within(google).getByText('Marketplace fee 10%, commission 4%')).toBeTruthy();
    // 8,400 × 0.86 ÷ 4,000 = 1.806, shown as 1.81x beside ROAS 2.10x.
    expect(within(google).getByText('2.10x')).toBeTruthy();
    expect(within(google).getByText('1.81x')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Facebook Ads/ })).getByText('—')).toBeTruthy();
    // Whole plan: 58,064 ÷ 10,000.
    expect(within(screen.getByRole('row', { name: /Total/ })).getByText('5.81x')).toBeTruthy();
  });

  it('says it in Vietnamese', () => {
    table(plan(true), 'vi');
    expect(screen.getByRole('columnheader', { name: 'ROAS thực (sau phí sàn)' })).toBeTruthy();
    expect(screen.getByText(/ROAS thực là doanh thu bạn còn giữ lại/)).toBeTruthy();
  });

  it('adds nothing when no channel has fees', () => {
    table(plan(false));
    expect(screen.queryByRole('columnheader', { name: /True ROAS/ })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });
});
