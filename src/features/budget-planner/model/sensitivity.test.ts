import { describe, expect, it } from 'vitest';
import { calculatePlan } from './planner.ts';
import { EXAMPLE_STATE } from './running-example.ts';
import { tornado } from './sensitivity.ts';

describe('tornado, ±20 % (E8)', () => {
  const { base, bars } = tornado(EXAMPLE_STATE, calculatePlan);
  it('base ROI 1.0958', () => expect(base).toBeCloseTo(1.0958, 4));
  it('order and values as worked out by hand', () => {
    const expected = [
      ['Google Search CPC', 0.8958, 1.3958, 0.5],
      // CVR and value per lead scale a channel's revenue alike: one bar each, both inputs named.
      ['Google Search CVR / Google Search VPL', 0.8558, 1.3358, 0.48],
      ['Meta CPC', 1.0021, 1.2365, 0.2344],
      ['Meta CVR / Meta VPL', 0.9833, 1.2083, 0.225],
      ['LinkedIn CPC', 1.0403, 1.1792, 0.1389],
      ['LinkedIn CVR / LinkedIn VPL', 1.0292, 1.1625, 0.1333],
    ] as const;
    expect(bars.map((b) => b.label)).toEqual(expected.map((e) => e[0]));
    bars.forEach((b, i) => {
      const [, min, max, swing] = expected[i] ?? ['', 0, 0, 0];
      expect(b.min).toBeCloseTo(min, 4);
      expect(b.max).toBeCloseTo(max, 4);
      expect(b.swing).toBeCloseTo(swing, 4);
    });
  });
  it('a CPC bar is asymmetric: −20 % CPC adds 25 % revenue, +20 % removes 16.7 %', () => {
    const cpc = bars[0];
    expect(cpc?.atLow).toBeCloseTo(1.3958, 4);
    expect(cpc?.atHigh).toBeCloseTo(0.8958, 4);
  });
});

describe('tornado merges only inputs that move ROI identically', () => {
  it('keeps CPC apart from CVR, lists both inputs of a merged bar and keeps both directions', () => {
    const { bars } = tornado(EXAMPLE_STATE, calculatePlan);
    expect(bars).toHaveLength(6);
    const google = bars.find((b) => b.label === 'Google Search CVR / Google Search VPL');
    expect(google?.inputs).toEqual([
      { channelId: 'g', field: 'cvr' },
      { channelId: 'g', field: 'valuePerLead' },
    ]);
    // −20 % CVR lowers ROI, +20 % raises it: 85.58 % and 133.58 %.
    expect(google?.atLow).toBeCloseTo(0.8558, 4);
    expect(google?.atHigh).toBeCloseTo(1.3358, 4);
  });

  it('merges every input that leaves ROI where it is into one flat bar', () => {
    const state = {
      ...EXAMPLE_STATE,
      channels: EXAMPLE_STATE.channels.map((c) => (c.id === 'm' ? { ...c, valuePerLead: 0 } : c)),
    };
    const { bars } = tornado(state, calculatePlan);
    // Meta's CVR and VPL both leave ROI where it is: one flat bar, still both inputs named.
    const flat = bars.filter((b) => b.swing === 0);
    expect(flat).toHaveLength(1);
    expect(flat[0]?.inputs.map((i) => i.field)).toEqual(['cpc', 'cvr', 'valuePerLead']);
  });
});
