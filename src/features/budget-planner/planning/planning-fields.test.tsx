// @vitest-environment happy-dom
/**
 * The planning blocks' fields pass their numbers on in a transition (decision 175), so a change
 * lands after the events that follow it. Each change is worked out from the settings in force when
 * it lands (decision 179): two fields edited back to back, the first still on its way, both count.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { renderPanel } from './panel-harness.tsx';

afterEach(cleanup);

async function openBlock(title: string) {
  const details = (await screen.findByText(title)).closest('details') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types into each field in turn within one task, before React has rendered the first change. */
async function typeBackToBack(entries: [label: string, text: string][]) {
  await act(async () => {
    for (const [label, text] of entries) fireEvent.change(field(label), { target: { value: text } });
  });
}

const SATURATED = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });

describe('planning fields edited back to back', () => {
  it('keep both channels’ margins', async () => {
    const panel = renderPanel(SATURATED);
    await openBlock('Profit: gross margin');
    await typeBackToBack([
      ['Gross margin, Google Search (%)', '40'],
      ['Gross margin, Meta (%)', '30'],
    ]);
    expect(panel.settings().channelMargins).toEqual({ g: 40, m: 30 });
  });

  it('keep both channels’ reference spends, and every other curve setting', async () => {
    const panel = renderPanel(SATURATED);
    await openBlock('Diminishing returns (saturation)');
    await typeBackToBack([
      ['Reference spend, Google Search', '7000'],
      ['Reference spend, Meta', '3500'],
    ]);
    const { saturation } = panel.settings();
    expect(saturation.enabled).toBe(true);
    expect(saturation.channels).toEqual({
      ...EXAMPLE_LAYER.channels,
      g: { ...EXAMPLE_LAYER.channels.g, sRef: 7000 },
      m: { ...EXAMPLE_LAYER.channels.m, sRef: 3500 },
    });
  });

  it('keep both channels’ bounds in the best split', async () => {
    const panel = renderPanel(SATURATED);
    await openBlock('Best split of this budget');
    await typeBackToBack([
      ['Minimum, Google Search', '1500'],
      ['Maximum, Meta', '4000'],
    ]);
    const { bounds } = panel.settings().split;
    expect(bounds.g?.min).toBe(1500);
    expect(bounds.m?.max).toBe(4000);
  });

  it('keep both channels’ spreads in the 80% ranges', async () => {
    const panel = renderPanel(SATURATED);
    await openBlock('80% ranges (assumption-based)');
    await act(async () => fireEvent.click(screen.getByLabelText('Show ranges')));
    await typeBackToBack([
      ['CPC range ±%, Google Search', '25'],
      ['CVR range ±%, Meta', '35'],
    ]);
    const { perChannel } = panel.settings().ranges;
    expect(perChannel.g?.cpc).toBe(0.25);
    expect(perChannel.m?.cvr).toBe(0.35);
  });

  it('keep a field’s number when a switch of the same layer is used before it lands', async () => {
    const panel = renderPanel(SATURATED);
    await openBlock('Diminishing returns (saturation)');
    await act(async () => {
      fireEvent.change(field('Reference spend, LinkedIn'), { target: { value: '9000' } });
      fireEvent.click(screen.getByLabelText('Model diminishing returns'));
    });
    const { saturation } = panel.settings();
    expect(saturation.enabled).toBe(false);
    expect(saturation.channels.l?.sRef).toBe(9000);
  });
});
