// @vitest-environment happy-dom
/**
 * In the planning panel a closed block is its summary line alone: its content (and the figures it
 * works out) mounts when the block opens and leaves when it closes.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { planningEn } from './i18n/en.ts';
import { PlanningPanel } from './planning-panel.tsx';

afterEach(cleanup);
const SATURATED = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });
const details = (title: string) => screen.getByText(title).closest('details') as HTMLDetailsElement;
const tornadoTable = () => screen.queryByRole('region', { name: planningEn.tornado.table });

async function renderPanel() {
  renderPlanner(<PlanningPanel state={SATURATED} currency="USD" dispatch={() => {}} />);
  // The blocks below the first two mount just after the panel.
  await screen.findByText(planningEn.tornado.title);
}

describe('planning blocks in the panel', () => {
  it('a closed block has its summary and no content; opened, its figures are there; closed, gone again', async () => {
    await renderPanel();
    const block = details(planningEn.tornado.title);
    expect(block.open).toBe(false);
    expect(block.querySelector('summary')).not.toBeNull();
    expect(block.children).toHaveLength(1);
    await act(async () => {
      block.open = true;
      block.dispatchEvent(new Event('toggle'));
    });
    // The bars come from the planning worker (here, without workers, from this thread).
    expect(await screen.findByRole('region', { name: planningEn.tornado.table })).not.toBeNull();
    expect(screen.getByText(/^Plan ROI today: /)).not.toBeNull();
    await act(async () => {
      block.open = false;
      block.dispatchEvent(new Event('toggle'));
    });
    expect(tornadoTable()).toBeNull();
  });

  it('only the blocks open from the start have content in the page', async () => {
    await renderPanel();
    const blocks = [...document.querySelectorAll('details')].filter((d) => d.querySelector(':scope > summary h4'));
    const withContent = blocks.filter((d) => d.querySelector(':scope > div'));
    expect(withContent.map((d) => d.querySelector('h4')?.textContent)).toEqual([planningEn.saturation.title]);
    expect(blocks.length).toBeGreaterThan(8);
  });
});
