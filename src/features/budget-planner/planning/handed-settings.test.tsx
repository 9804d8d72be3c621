// @vitest-environment happy-dom
/**
 * A setting a block is handed on its own (the next amount, a bound, a scenario…) redraws the blocks
 * handed it and no other; a setting the figures depend on (a curve, a margin) redraws them all
 * (decision 182).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { DEFAULT_PLANNING, withPlanning, type PlanningSettings } from '../model/planning-settings.ts';
import { renderPanel } from './panel-harness.tsx';
import { sameFigures } from './planning-panel.tsx';

/** How many times each block has been drawn. */
const drawn = vi.hoisted(() => ({}) as Record<string, number>);

/** The module with its block's component counting its renders. */
async function counted(load: () => Promise<unknown>, name: string) {
  const module = (await load()) as Record<string, unknown>;
  const Block = module[name] as ComponentType<object>;
  return {
    ...module,
    [name]: (props: object) => {
      drawn[name] = (drawn[name] ?? 0) + 1;
      return createElement(Block, props);
    },
  };
}

vi.mock('./margin-section.tsx', (load) => counted(load, 'MarginSection'));
vi.mock('./saturation-section.tsx', (load) => counted(load, 'SaturationSection'));
vi.mock('./marginal-section.tsx', (load) => counted(load, 'MarginalSection'));
vi.mock('./split-section.tsx', (load) => counted(load, 'SplitSection'));
vi.mock('./ranges-section.tsx', (load) => counted(load, 'RangesSection'));
vi.mock('./break-even-section.tsx', (load) => counted(load, 'BreakEvenSection'));
vi.mock('./tornado-section.tsx', (load) => counted(load, 'TornadoSection'));
vi.mock('./what-if-section.tsx', (load) => counted(load, 'WhatIfSection'));
vi.mock('./benchmark-section.tsx', (load) => counted(load, 'BenchmarkSection'));
vi.mock('./hand-off-section.tsx', (load) => counted(load, 'HandOffSection'));

const BLOCKS = [
  'MarginSection',
  'SaturationSection',
  'MarginalSection',
  'SplitSection',
  'RangesSection',
  'BreakEvenSection',
  'TornadoSection',
  'WhatIfSection',
  'BenchmarkSection',
  'HandOffSection',
];

/** The blocks drawn since the last call. */
function redrawn(): string[] {
  const names = BLOCKS.filter((name) => (drawn[name] ?? 0) > 0);
  for (const name of BLOCKS) drawn[name] = 0;
  return names;
}

/** Lets the panel's stages run (each starts after a frame, decision 183) until no block is busy. */
async function settle() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
  await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
}

beforeEach(() => void redrawn());
afterEach(cleanup);

const SATURATED = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });

async function openEveryBlock() {
  await screen.findByText('Best split of this budget');
  await act(async () => {
    for (const details of document.querySelectorAll('details')) {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    }
  });
}

const type = (label: string, text: string) =>
  act(async () => void fireEvent.change(screen.getByLabelText(label), { target: { value: text } }));

describe('which blocks a change redraws', () => {
  it('the next amount: the marginal table and the best split alone', async () => {
    const panel = renderPanel(SATURATED);
    await openEveryBlock();
    redrawn();
    await type('Next amount to add', '2500');
    await settle();
    expect(panel.settings().nextAmount).toBe(2500);
    expect(redrawn()).toEqual(['MarginalSection', 'SplitSection']);
  });

  it('a bound of the best split: the best split alone', async () => {
    const panel = renderPanel(SATURATED);
    await openEveryBlock();
    redrawn();
    await type('Minimum, Google Search', '1500');
    await settle();
    expect(panel.settings().split.bounds.g?.min).toBe(1500);
    expect(redrawn()).toEqual(['SplitSection']);
  });

  it('a curve: every block, since every figure goes through it', async () => {
    const panel = renderPanel(SATURATED);
    await openEveryBlock();
    redrawn();
    await type('Reference spend, Google Search', '7000');
    await settle();
    expect(panel.settings().saturation.channels.g?.sRef).toBe(7000);
    expect(redrawn()).toEqual(BLOCKS);
  });

  it('the best split’s Apply keeps the next amount typed just before it', async () => {
    const panel = renderPanel(SATURATED);
    await openEveryBlock();
    await type('Next amount to add', '2500');
    const before = panel.plan().channels.map((c) => c.budgetAllocation);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply suggested split' })));
    expect(panel.plan().channels.map((c) => c.budgetAllocation)).not.toEqual(before);
    expect(panel.settings().nextAmount).toBe(2500);
  });
});

describe('sameFigures', () => {
  const plain = EXAMPLE_STATE;

  it('holds across a change to any setting a block is handed on its own', () => {
    const handed: Partial<PlanningSettings>[] = [
      { nextAmount: 900 },
      { split: { ...DEFAULT_PLANNING.split, widen: true } },
      { flexTarget: 2 },
      { ranges: { ...DEFAULT_PLANNING.ranges, on: true } },
      { whatIf: [{ target: 'g', field: 'cpc', op: '%', value: 10 }] },
      { targetCac: 80 },
      { keepTotal: true },
      { locked: ['g'] },
    ];
    for (const change of handed) {
      expect(sameFigures(SATURATED, withPlanning(SATURATED, change))).toBe(true);
      // A plan without settings and the same plan with only a handed one set.
      expect(sameFigures(plain, withPlanning(plain, change))).toBe(true);
    }
  });

  it('breaks on the plan itself, the curves and the margins', () => {
    expect(sameFigures(plain, { ...plain, totalBudget: plain.totalBudget + 1 })).toBe(false);
    expect(sameFigures(plain, { ...plain, channels: [...plain.channels] })).toBe(false);
    expect(sameFigures(plain, SATURATED)).toBe(false);
    expect(sameFigures(plain, withPlanning(plain, { marginPercent: 40 }))).toBe(false);
    expect(sameFigures(plain, withPlanning(plain, { channelMargins: { g: 30 } }))).toBe(false);
    expect(sameFigures(plain, { ...plain, adTax: { currency: 'USD', on: true, rate: 10 } })).toBe(false);
  });
});
