// @vitest-environment happy-dom
/** The planning blocks redraw from a deferred plan: while theirs is older they say so and write nothing. */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { defaultNextAmount } from '../model/saturation-figures.ts';
import type { PlannerAction } from '../model/state.ts';
import { BenchmarkSection } from './benchmark-section.tsx';
import { planningEn } from './i18n/en.ts';
import { PlanningPanel } from './planning-panel.tsx';
import { SplitSection } from './split-section.tsx';
import { busyFlag, PlanningBusy } from './words.tsx';

afterEach(cleanup);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const SATURATED = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });
/** Opens a planning block as a click on its summary does: the content mounts on the toggle. */
async function openBlock(title: string) {
  const details = (await screen.findByText(title)).closest('details') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
}

describe('planning blocks while their plan is older than the page', () => {
  it('mark their content aria-busy and keep Apply and Fill from writing old figures', () => {
    const actions: PlannerAction[] = [];
    renderPlanner(
      <PlanningBusy value={busyFlag(true)}>
        <SplitSection
          state={SATURATED}
          currency="USD"
          layer={EXAMPLE_LAYER}
          amount={1000}
          dispatch={(a) => actions.push(a)}
        />
        <BenchmarkSection state={SATURATED} currency="USD" dispatch={(a) => actions.push(a)} />
      </PlanningBusy>,
    );
    expect(button(planningEn.split.apply).disabled).toBe(true);
    expect(button(planningEn.benchmark.fill).disabled).toBe(true);
    expect(document.querySelectorAll('details > [aria-busy="true"]')).toHaveLength(2);
    expect(actions).toEqual([]);
  });

  it('follow the flag of their panel each time it flips', () => {
    const flag = busyFlag(false);
    renderPlanner(
      <PlanningBusy value={flag}>
        <SplitSection state={SATURATED} currency="USD" layer={EXAMPLE_LAYER} amount={1000} dispatch={() => {}} />
      </PlanningBusy>,
    );
    const busyBlocks = () => document.querySelectorAll('details > [aria-busy="true"]').length;
    expect([button(planningEn.split.apply).disabled, busyBlocks()]).toEqual([false, 0]);
    act(() => flag.set(true));
    expect([button(planningEn.split.apply).disabled, busyBlocks()]).toEqual([true, 1]);
    act(() => flag.set(false));
    expect([button(planningEn.split.apply).disabled, busyBlocks()]).toEqual([false, 0]);
  });

  it('are current again once the deferred render has caught up', () => {
    renderPlanner(
      <PlanningBusy value={busyFlag(false)}>
        <SplitSection state={SATURATED} currency="USD" layer={EXAMPLE_LAYER} amount={1000} dispatch={() => {}} />
      </PlanningBusy>,
    );
    expect(button(planningEn.split.apply).disabled).toBe(false);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('the panel shows the new plan and nothing stays busy after the plan changes', async () => {
    const view = renderPlanner(<PlanningPanel state={SATURATED} currency="USD" dispatch={() => {}} />);
    await openBlock(planningEn.marginal.title);
    const next = { ...SATURATED, totalBudget: SATURATED.totalBudget * 2 };
    await act(async () => view.rerender(<PlanningPanel state={next} currency="USD" dispatch={() => {}} />));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // The marginal block's default next amount follows the new budget: its figures are the new plan's.
    expect((screen.getByLabelText(planningEn.marginal.amount) as HTMLInputElement).value).toBe(
      String(defaultNextAmount(next.totalBudget)),
    );
  });
});
