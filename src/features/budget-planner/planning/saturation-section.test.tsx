// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from '../../calculator-kit/held-away.tsx';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { channelSpends, type SaturationLayer } from '../model/saturation.ts';
import { planningEn } from './i18n/en.ts';
import { phiWords, SaturationSection } from './saturation-section.tsx';

describe('saturation presets in words (E15)', () => {
  it.each([
    [0, 'No diminishing returns: +10% spend gives +10% clicks.'],
    [
      0.25,
      "+10% spend gives +7.3% clicks; 2× spend gives ×1.60; the next click costs 1.33× the average; ceiling 4.00× today's clicks.",
    ],
    [
      0.5,
      "+10% spend gives +4.8% clicks; 2× spend gives ×1.33; the next click costs 2.00× the average; ceiling 2.00× today's clicks.",
    ],
    [
      0.7,
      "+10% spend gives +2.8% clicks; 2× spend gives ×1.18; the next click costs 3.33× the average; ceiling 1.43× today's clicks.",
    ],
  ])('φ %s', (phi, words) => {
    expect(phiWords(phi, planningEn.saturation, formattersFor('USD', 'en'))).toBe(words);
  });
});

describe('the curves block while a setting is typed (decision 186)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  // Google Search's reference spend typed on from 5,000 to 50,005: its planned 5,000 is then far
  // below the spends the curve was set from.
  const typed: SaturationLayer = {
    ...EXAMPLE_LAYER,
    channels: { ...EXAMPLE_LAYER.channels, g: { phi: 0.5, sRef: 50005 } },
  };
  const section = (layer: SaturationLayer, drawn: SaturationLayer) => (
    <SaturationSection
      state={EXAMPLE_STATE}
      currency="USD"
      layer={layer}
      drawn={drawn}
      onLayerChange={() => undefined}
      spends={channelSpends(EXAMPLE_STATE)}
    />
  );
  const summary = () => screen.getByTestId('saturated-summary').textContent;
  const curve = () => document.querySelector('[data-curve]')?.getAttribute('d');
  const warning = () => screen.queryByText(/is outside the spend range your numbers describe/);

  it('the field shows the setting typed; the figures and the curve, the setting drawn', () => {
    const { unmount } = renderPlanner(section(typed, typed));
    const typedFigures = [summary(), curve()];
    unmount();
    renderPlanner(section(typed, EXAMPLE_LAYER));
    expect((screen.getByLabelText('Reference spend, Google Search') as HTMLInputElement).value).toBe('50005');
    expect([summary(), curve()]).not.toEqual(typedFigures);
    cleanup();
    renderPlanner(section(EXAMPLE_LAYER, EXAMPLE_LAYER));
    const drawnFigures = [summary(), curve()];
    cleanup();
    renderPlanner(section(typed, EXAMPLE_LAYER));
    expect([summary(), curve()]).toEqual(drawnFigures);
  });

  it('warns that a curve is read outside its spends once typing pauses, with the figures it was worked out from', async () => {
    vi.useFakeTimers();
    const { rerender } = renderPlanner(section(EXAMPLE_LAYER, EXAMPLE_LAYER));
    expect(warning()).toBeNull();
    rerender(section(typed, typed));
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS - 50));
    expect(warning()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(warning()?.textContent).toBe(
      'Planned spend $5,000 is outside the spend range your numbers describe ($25,003–$100,010).',
    );
  });

  it('a plan that opens with a curve read outside its spends warns at once', () => {
    renderPlanner(section(typed, typed));
    expect(warning()).not.toBeNull();
  });
});
