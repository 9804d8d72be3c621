// @vitest-environment happy-dom
/**
 * In the planning panel a closed block is its summary line alone: its content (and the figures it
 * works out) mounts when the block opens, and for a print every block's content is in the page.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { PRINT_REQUEST } from '../../calculator-kit/print-request.ts';
import { planningEn } from './i18n/en.ts';
import { PlanningPanel } from './planning-panel.tsx';

afterEach(() => {
  window.dispatchEvent(new Event('afterprint'));
  cleanup();
});
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

  it.each([['beforeprint'], [PRINT_REQUEST]])(
    '%s puts every block’s content in the page until afterprint',
    async (event) => {
      await renderPanel();
      expect(tornadoTable()).toBeNull();
      act(() => void window.dispatchEvent(new Event(event)));
      const empty = [...document.querySelectorAll('details')].filter(
        (d) => d.querySelector(':scope > summary h4') && !d.querySelector(':scope > div'),
      );
      expect(empty.map((d) => d.querySelector('h4')?.textContent)).toEqual([]);
      expect(await screen.findByRole('region', { name: planningEn.tornado.table })).not.toBeNull();
      act(() => void window.dispatchEvent(new Event('afterprint')));
      expect(tornadoTable()).toBeNull();
    },
  );
});
