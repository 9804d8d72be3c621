// @vitest-environment happy-dom
/** The printed inputs stand in for the cards: a channel's marketplace fees print beside its other inputs. */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { defaultPlannerState, type PlannerState } from './model/planner.ts';
import { PrintInputs } from './print-inputs.tsx';

afterEach(cleanup);

const withFees: PlannerState = {
  ...defaultPlannerState(),
  channels: defaultPlannerState().channels.map((channel, index) =>
    index === 0 ? { ...channel, fees: { feePercent: 10, commissionPercent: 4.5 } } : channel,
  ),
};

function printed(state: PlannerState, locale: 'en' | 'vi' = 'en') {
  renderPlanner(<PrintInputs state={state} currency="USD" />, locale);
  act(() => void window.dispatchEvent(new Event('beforeprint')));
  return screen.getByRole('table');
}

describe('the printed inputs', () => {
  it('print each channel’s marketplace fee and commission when a channel has them', () => {
    const table = printed(withFees);
    expect(within(table).getByRole('columnheader', { name: 'Marketplace fee, commission' })).toBeTruthy();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first?.lastElementChild?.textContent).toBe('10%, 4.5%');
    expect(second?.lastElementChild?.textContent).toBe('—');
  });

  it('in Vietnamese too', () => {
    const table = printed(withFees, 'vi');
    expect(within(table).getByRole('columnheader', { name: 'Phí sàn, hoa hồng' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]?.lastElementChild?.textContent).toBe('10%, 4,5%');
  });

  it('print no fee column for a plan without marketplace fees', () => {
    const table = printed(defaultPlannerState());
    expect(within(table).queryByRole('columnheader', { name: 'Marketplace fee, commission' })).toBeNull();
  });
});
