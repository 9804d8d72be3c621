// @vitest-environment happy-dom
/** The planning blocks redraw from a deferred plan: while theirs is older they say so and write nothing. */
import { act, cleanup, screen } from '@testing-library/react';
import { createElement, startTransition, useLayoutEffect, useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { defaultNextAmount } from '../model/saturation-figures.ts';
import type { PlannerAction } from '../model/state.ts';
import { BenchmarkSection } from './benchmark-section.tsx';
import { planningEn } from './i18n/en.ts';
import { PlanningPanel, useStagedPlan } from './planning-panel.tsx';
import { SplitSection } from './split-section.tsx';
import { busyFlag, PlanningBusy } from './words.tsx';
import { TornadoSection } from './tornado-section.tsx';
import { RangesSection } from './ranges-section.tsx';
import { evaluatePlan } from '../model/saturation-figures.ts';
import { channelSpends } from '../model/saturation.ts';
import { DEFAULT_PLANNING } from '../model/planning-settings.ts';

/** Counts the range charts drawn: the tornado's and the 80 % ranges' figures are one each. */
const drawn = vi.hoisted(() => ({ charts: 0 }));
vi.mock('../../calculator-kit/charts/range-bars.tsx', async (actual) => {
  const real = await actual<typeof import('../../calculator-kit/charts/range-bars.tsx')>();
  return {
    ...real,
    RangeBars: (props: ComponentProps<typeof real.RangeBars>) => {
      drawn.charts += 1;
      return createElement(real.RangeBars, props);
    },
  };
});

afterEach(() => {
  cleanup();
  // The frame test's held requestAnimationFrame goes back even when one of its checks fails.
  vi.restoreAllMocks();
});

/** A component that records, at each commit, the plan its two stages of blocks would draw. */
function stageProbe() {
  const commits: [number, number][] = [];
  function Probe({ plan }: { plan: number }) {
    const { first, later } = useStagedPlan(plan);
    useLayoutEffect(() => {
      commits.push([first, later]);
    });
    return null;
  }
  return { commits, Probe };
}
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
    // Each stage starts once the one before it is on screen (decision 183).
    await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // The marginal block's default next amount follows the new budget: its figures are the new plan's.
    expect((screen.getByLabelText(planningEn.marginal.amount) as HTMLInputElement).value).toBe(
      String(defaultNextAmount(next.totalBudget)),
    );
  });

  it('the worker’s figures are drawn once per new plan: by its answer, not by the render before it', async () => {
    const rangesOn = { ...DEFAULT_PLANNING, ranges: { ...DEFAULT_PLANNING.ranges, on: true } };
    let setPlan: (state: typeof SATURATED) => void = () => {};
    // The plan changes below the providers, as a keystroke changes it in the island.
    function Blocks() {
      const [state, set] = useState(SATURATED);
      setPlan = set;
      return (
        <>
          <TornadoSection
            state={state}
            currency="USD"
            evaluate={(s) => evaluatePlan(s, EXAMPLE_LAYER)}
            assumed
            layer={EXAMPLE_LAYER}
          />
          <RangesSection
            state={state}
            currency="USD"
            layer={EXAMPLE_LAYER}
            spends={channelSpends(state)}
            planning={rangesOn}
            onPlanning={() => {}}
          />
        </>
      );
    }
    renderPlanner(<Blocks />);
    const tables = () =>
      [planningEn.tornado.table, planningEn.ranges.table].map(
        (name) => screen.getByRole('region', { name }).textContent,
      );
    await screen.findByRole('region', { name: planningEn.ranges.table });
    await screen.findByRole('region', { name: planningEn.tornado.table });
    const [tornado, ranges] = tables();
    drawn.charts = 0;
    await act(async () => setPlan({ ...SATURATED, totalBudget: SATURATED.totalBudget * 2 }));
    await vi.waitFor(() => {
      const [tornadoNow, rangesNow] = tables();
      expect(tornadoNow).not.toBe(tornado);
      expect(rangesNow).not.toBe(ranges);
    });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // Two answers, two charts: the render with the new plan and the old answers drew neither again.
    expect(drawn.charts).toBe(2);
  });

  it('the blocks below follow the blocks at the top in a render and a commit of their own', async () => {
    const { commits, Probe } = stageProbe();
    const view = renderPlanner(<Probe plan={1} />);
    await act(async () => view.rerender(<Probe plan={2} />));
    // The key press's own render keeps both; the deferred render brings the top; then the rest.
    await vi.waitFor(() => expect(commits).toHaveLength(4));
    expect(commits).toEqual([
      [1, 1],
      [1, 1],
      [2, 1],
      [2, 2],
    ]);
  });

  it('each stage starts only once the commit before it has had a frame (decision 183)', async () => {
    // Frames are held here and let through one at a time.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const nextFrame = () =>
      act(async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    const { commits, Probe } = stageProbe();
    const view = renderPlanner(<Probe plan={1} />);
    await act(async () => view.rerender(<Probe plan={2} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // No frame yet: the blocks still show the plan before.
    expect(commits.at(-1)).toEqual([1, 1]);
    await nextFrame();
    expect(commits.at(-1)).toEqual([2, 1]);
    await nextFrame();
    expect(commits.at(-1)).toEqual([2, 2]);
  });

  it('a change made in a transition still reaches the blocks in commits of their own (decision 177)', async () => {
    const commits: [number, number, number][] = [];
    function Probe({ plan }: { plan: number }) {
      const { first, later } = useStagedPlan(plan);
      useLayoutEffect(() => {
        commits.push([plan, first, later]);
      });
      return null;
    }
    const view = renderPlanner(<Probe plan={1} />);
    // A number field passes its value on in a transition (decision 175): the page's figures come in
    // that render; the blocks at the top, then the ones below, each in one after it.
    await act(async () => startTransition(() => view.rerender(<Probe plan={2} />)));
    await vi.waitFor(() => expect(commits).toHaveLength(4));
    expect(commits).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [2, 2, 1],
      [2, 2, 2],
    ]);
  });
});
