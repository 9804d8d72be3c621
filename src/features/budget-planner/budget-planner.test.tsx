// @vitest-environment happy-dom
import { plannerTextFor } from './i18n/index.ts';

import { cleanup, screen, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_PLANS_KEY } from './model/plans.ts';
import { BudgetPlanner } from './budget-planner.tsx';
import { vietnamExampleState } from './model/vietnam-example.ts';
import { plannerDraft, PLANNER_DRAFT_KEY } from './model/draft.ts';
import * as codec from './model/planning-codec.ts';
import { withPlanning } from './model/planning-settings.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './model/running-example.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function tile(label: string): string {
  return document.querySelector(`[data-summary-tile="${label}"] dd`)?.textContent ?? '';
}

const banner = () => document.querySelector('[data-allocation-status]')?.textContent;

describe('Budget Planner island', () => {
  it('shows the default plan results', () => {
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    expect(tile('Total Budget')).toBe('$10,000');
    expect(tile('Est. Leads')).toBe('437.3');
    expect(tile('Est. Customers')).toBe('87.5');
    expect(tile('Est. Revenue')).toBe('$59,240');
    expect(tile('Overall ROI')).toBe('492.4%');
    expect(tile('Avg. CAC')).toBe('$114');
  });

  it("names a channel left blank in the page's language in the results table too", async () => {
    const user = userEvent.setup();
    render(
      <BudgetPlanner locale="vi" text={plannerTextFor('vi')} contactHref="/contact" example={vietnamExampleState()} />,
    );
    const first = screen.getAllByRole('group', { name: /^Kênh / })[0]!;
    await user.clear(within(first).getByLabelText('Tên kênh'));
    // The breakdown table sits below the first screen: its chunk loads after it.
    const table = (await screen.findAllByRole('table', {}, { timeout: 10_000 }))[0]!;
    // The example mixes result types (Zalo counts messages), so each row also names its own.
    expect(within(table).getByRole('rowheader', { name: /^Kênh 1 / })).toBeTruthy();
    expect(table.textContent).not.toContain('Channel 1');
  });

  it('replaces results with the notice while allocations are not 100 %, and the quick fix restores them', async () => {
    const user = userEvent.setup();
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    const google = screen.getByRole('group', { name: 'Google Ads channel' });
    const allocation = within(google).getByLabelText('Budget Allocation (%)');
    await user.clear(allocation);
    await user.type(allocation, '30');
    expect(banner()).toBe('Total Allocation: 90.0% (10.0% remaining)');
    expect(document.body.textContent).toContain('Your total budget allocation is 90.0%.');
    expect(tile('Est. Leads')).toBe('');
    await user.click(screen.getByRole('button', { name: 'Scale allocations to 100%' }));
    expect(banner()).toBe('Total Allocation: 100.0%');
    expect(tile('Est. Leads')).not.toBe('');
  });

  it('goal-first shows the required budget and the badge', async () => {
    const user = userEvent.setup();
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    await user.click(screen.getByRole('radio', { name: /Goal First/ }));
    expect(document.body.textContent).toContain('Goal-Based Planning');
    expect(tile('Required Budget')).toBe('$7,137');
    expect(tile('Est. Leads')).toBe('500.0');
    expect(tile('Est. Customers')).toBe('100.0');
    expect(screen.queryByLabelText('Total Budget')).toBeNull();
    expect((screen.getByLabelText('Campaign Goal (customers)') as HTMLInputElement).value).toBe('100');
  });

  it("a full storage quota gives 'Failed to save plan'", async () => {
    const user = userEvent.setup();
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: (key: string) => void stored.delete(key),
    });
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    // The save dialog is a lazily loaded chunk: give it longer than findBy's 1 s on a busy machine.
    await user.type(await screen.findByLabelText('Plan Name', {}, { timeout: 10_000 }), 'Big plan{Enter}');
    await screen.findByText('Failed to save plan', {}, { timeout: 10_000 });
    expect(document.body.textContent).toContain('Browser storage is full. Delete an old plan, then try again.');
    expect(stored.size).toBe(0);
    // Two chunks load on the way (the dialog, then the toast's region): more than the default 5 s on a busy machine.
  }, 30_000);

  it('keeps working with corrupted saved data and reports it', () => {
    localStorage.setItem(SAVED_PLANS_KEY, '{"broken":');
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('could not be read'))).toBe(true);
    expect(tile('Est. Leads')).toBe('437.3');
  });

  it('a draft with planning settings appears with them once their code is here, never its plan without them', async () => {
    // The running example at 20,000 through the curves: ROI 51.0 %; the straight lines would say 109.6 %.
    const planned = withPlanning(
      { ...EXAMPLE_STATE, totalBudget: 20000 },
      { saturation: EXAMPLE_LAYER, keepTotal: true },
    );
    const stored = JSON.stringify(plannerDraft(planned, codec));
    localStorage.setItem(PLANNER_DRAFT_KEY, stored);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(tile('Overall ROI')));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    await vi.waitFor(() => expect(document.querySelector('[data-model-banner]')).not.toBeNull(), { timeout: 10_000 });
    observer.disconnect();
    expect(tile('Overall ROI')).toBe('51.0%');
    expect(tile('Total Budget')).toBe('$20,000');
    expect((screen.getByRole('switch', { name: /Keep the total at 100 %/ }) as HTMLInputElement).checked).toBe(true);
    expect(seen).not.toContain('109.6%');
    expect(document.querySelector('[data-draft-notice]')?.textContent).toContain('Restored your last session');
    // Shown as it was stored: written back unchanged.
    expect(JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY)!)).toEqual(JSON.parse(stored));
  }, 30_000);

  it('a planning setting on the first screen is kept in the draft once the settings’ code is here', async () => {
    const user = userEvent.setup();
    render(<BudgetPlanner locale="en" text={plannerTextFor('en')} contactHref="/contact" />);
    await user.click(screen.getByRole('switch', { name: /Keep the total at 100 %/ }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY) ?? '{}').planning?.k).toBe(1), {
      timeout: 10_000,
    });
    await user.click(screen.getByRole('switch', { name: /Keep the total at 100 %/ }));
    // Back to the defaults: nothing to carry.
    await vi.waitFor(() => expect('planning' in JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY)!)).toBe(false));
  }, 30_000);
});
