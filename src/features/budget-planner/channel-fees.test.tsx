// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BudgetPlanner } from './budget-planner.tsx';
import { plannerTextFor } from './i18n/index.ts';
import { vietnamExampleState } from './model/vietnam-example.ts';

/** Opens a card's "Marketplace fees" disclosure and waits for its fields (they load with the later parts). */
async function openFees(card: HTMLElement, words: { summary: string; fee: string }) {
  const summary = await within(card).findByText(words.summary, { selector: 'summary' }, { timeout: 10_000 });
  const details = summary.parentElement as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return within(details).findByLabelText(words.fee);
}
const EN = { summary: 'Marketplace fees and commission', fee: 'Marketplace fees (% of each sale)' };

const trueRoasOf = (name: RegExp) =>
  within(screen.getByRole('row', { name })).queryByText(
    (_, element) => element?.hasAttribute('data-true-roas-cell') ?? false,
  );

describe('marketplace fees on a channel card', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('adds fees to a channel created without them, moves true ROAS with each edit, and removes them', async () => {
    const user = userEvent.setup();
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    const card = screen.getByRole('group', { name: 'Google Ads channel' });
    const fee = await openFees(card, EN);
    expect(within(card).getByText(/None: this channel shows plain ROAS/)).toBeTruthy();
    await screen.findAllByRole('table', {}, { timeout: 10_000 });
    expect(screen.queryByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeNull();

    // Google Ads: $4,000 buys $8,400 (ROAS 2.10x); keeping 90 % of it is 1.89x, 86 % is 1.81x.
    await user.clear(fee);
    await user.type(fee, '10');
    expect(await screen.findByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeTruthy();
    await waitFor(() => expect(trueRoasOf(/^Google Ads/)?.textContent).toBe('1.89x'));
    const commission = within(card).getByLabelText('Commission (% of each sale)');
    await user.clear(commission);
    await user.type(commission, '4');
    await waitFor(() => expect(trueRoasOf(/^Google Ads/)?.textContent).toBe('1.81x'));
    expect(within(card).getByText('Marketplace fee 10%, commission 4%', { selector: 'summary' })).toBeTruthy();

    // Together the rates can take at most the whole sale: 97 % beside 4 % is refused, 4 % stays.
    await user.tripleClick(commission);
    await user.paste('97');
    const alerts = within(card)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts.join(' ')).toMatch(/Commission \(% of each sale\).*90/);
    expect(commission.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(trueRoasOf(/^Google Ads/)?.textContent).toBe('1.81x'));

    await user.click(within(card).getByRole('button', { name: 'Remove marketplace fees' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeNull());
    expect(within(card).getByText('Marketplace fees and commission', { selector: 'summary' })).toBeTruthy();
  }, 30_000);

  it('in Vietnamese: setting both rates back to 0 returns the channel to plain ROAS', async () => {
    const user = userEvent.setup();
    render(
      <BudgetPlanner locale="vi" text={plannerTextFor('vi')} contactHref="/contact" example={vietnamExampleState()} />,
    );
    const card = screen.getByRole('group', { name: 'Kênh TikTok Ads' });
    const fee = await openFees(card, { summary: 'Phí sàn và hoa hồng', fee: 'Phí sàn (% mỗi đơn hàng)' });
    await user.clear(fee);
    await user.type(fee, '5,5');
    expect(await screen.findByRole('columnheader', { name: 'ROAS thực (sau phí sàn)' })).toBeTruthy();
    expect(within(card).getByText('Phí sàn 5,5%, hoa hồng 0%', { selector: 'summary' })).toBeTruthy();
    await user.clear(fee);
    await user.type(fee, '0');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'ROAS thực (sau phí sàn)' })).toBeNull());
  }, 30_000);
});
