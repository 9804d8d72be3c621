import { describe, expect, it } from 'vitest';
import { flexiblePlan } from './goal-science.ts';
import { anyMargin, channelMarginOf, contribution, marginOf, marginsOf, withPlanning } from './planning-settings.ts';
import { fromPortable, toPortable } from './planning-codec.ts';
import { modelPlan } from './curves-plan.ts';
import { atMargin, breakEvenAtMargin, planContribution } from './margin-figures.ts';
import { suggestSplit } from './plan-optimiser.ts';
import { simulateRanges, type InputRanges } from './ranges.ts';
import { EXAMPLE_BOUNDS, EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { channelSpends, SATURATION_OFF } from './saturation.ts';

const spends = channelSpends(EXAMPLE_STATE);
const e9: Record<string, InputRanges> = Object.fromEntries(
  EXAMPLE_STATE.channels.map((c) => [c.id, { cpc: 0.2, cvr: 0.3, valuePerLead: 0 }]),
);
const at40 = withPlanning(EXAMPLE_STATE, { marginPercent: 40 });

describe('profit, not revenue: a 40 % gross margin on the running example', () => {
  it('revenue 20,958.33 × 0.4 − spend 10,000 = a loss of 1,616.67 a month (ROI as SPEC’s, 109.6 %)', () => {
    const { summary } = modelPlan(at40);
    expect(marginOf(at40)).toBe(0.4);
    expect(contribution(summary.totalEstimatedRevenue, summary.totalBudget, marginOf(at40))).toBeCloseTo(-1616.67, 2);
    expect(summary.overallROI).toBeCloseTo(1.09583, 4);
    // No margin: revenue counts as profit.
    expect(contribution(summary.totalEstimatedRevenue, summary.totalBudget, marginOf(EXAMPLE_STATE))).toBeCloseTo(
      10958.33,
      2,
    );
  });

  it('the chance of losing money counts contribution: 0 % on revenue, 83.6 % at a 40 % margin (same seed)', () => {
    expect(simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9 }).lossChance).toBe(0);
    const r = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9, margin: 0.4 });
    // Loss when revenue < 25,000 (= 10,000 ÷ 0.4): revenue's P90 is 26,162, so most draws lose.
    expect(r.lossChance).toBe(0.8364);
    // The figures themselves are unchanged by the margin.
    expect(r.revenue.p50).toBeCloseTo(21197.0963, 4);
  });

  it('break-even: Google Search’s CPC that contribution covers is 5% × 120 × 0.4 = 2.40; value per lead needed 2.5 ÷ (5% × 0.4) = 125', () => {
    const google = EXAMPLE_STATE.channels[0]!;
    const plain = breakEvenAtMargin(google, 20, undefined, undefined);
    expect(plain.breakEvenCpc).toBeCloseTo(6, 9);
    expect(plain.breakEvenValuePerLead).toBeCloseTo(50, 9);
    const b = breakEvenAtMargin(google, 20, undefined, 0.4);
    expect(b.breakEvenCpc).toBeCloseTo(2.4, 9);
    expect(b.breakEvenCvr).toBeCloseTo(5.2083, 4);
    expect(b.breakEvenValuePerLead).toBeCloseTo(125, 9);
  });

  it('the flexible budget stops where the next 1 returns 1 of contribution: less spend than on revenue', () => {
    const onRevenue = flexiblePlan(EXAMPLE_STATE, EXAMPLE_LAYER, 1);
    expect(onRevenue.total).toBeCloseTo(13957.9, 2);
    const onContribution = flexiblePlan(atMargin(at40), EXAMPLE_LAYER, 1);
    expect(onContribution.total).toBeLessThan(onRevenue.total);
    // Google at Medium: the next 1 returns Cmax·h/(s+h)² × CVR × VPL × margin; with
    // Cmax = 4,000 clicks, h = 5,000: 4,000 × 5,000 × 0.05 × 48 / (s + 5,000)² = 1 → s + 5,000 = √48,000,000 = 6,928.20.
    expect(onContribution.spend[0]).toBeCloseTo(1928.2, 1);
  });
});

describe('risk that is not understated: the shared market factor', () => {
  const independent = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9 });
  const shared = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9, shared: 0.2 });
  it('off, the published draws are untouched (E9: revenue P10 17,195.2256)', () => {
    expect(independent.revenue.p10).toBeCloseTo(17195.2256, 4);
  });
  it('a ±20 % shock shared by every channel widens the revenue range', () => {
    const width = (r: typeof independent) => r.revenue.p90 - r.revenue.p10;
    expect(width(shared)).toBeGreaterThan(width(independent) * 1.2);
    expect(shared.roi.p10).toBeLessThan(independent.roi.p10);
    expect(shared.roi.p90).toBeGreaterThan(independent.roi.p90);
  });
});

describe('profit per channel: a margin for one channel, the plan’s for the rest', () => {
  const googleOnly = withPlanning(EXAMPLE_STATE, { channelMargins: { g: 40 } });
  const mixed = withPlanning(EXAMPLE_STATE, { marginPercent: 40, channelMargins: { l: 90 } });

  it('falls back to the plan’s margin, and to revenue when there is none anywhere', () => {
    expect(marginsOf(googleOnly)).toEqual([0.4, undefined, undefined]);
    expect(marginsOf(mixed)).toEqual([0.4, 0.4, 0.9]);
    expect(anyMargin(EXAMPLE_STATE)).toBe(false);
    expect(anyMargin(googleOnly)).toBe(true);
    expect(channelMarginOf(mixed, 'unknown')).toBe(0.4);
  });

  it('contribution: 12,000 × 40 % + 5,625 + 3,333.33 − 10,000 = 3,758.33; with LinkedIn at 90 %: 4,800 + 2,250 + 3,000 − 10,000 = 50.00', () => {
    expect(planContribution(googleOnly, modelPlan(googleOnly))).toBeCloseTo(3758.33, 2);
    expect(planContribution(mixed, modelPlan(mixed))).toBeCloseTo(50, 6);
    expect(planContribution(EXAMPLE_STATE, modelPlan(EXAMPLE_STATE))).toBeCloseTo(10958.33, 2);
  });

  it('the chance of loss adds each channel’s revenue × its own margin', () => {
    const uniform = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9, margins: [0.4, 0.4, 0.4] });
    expect(uniform.lossChance).toBe(0.8364);
    const mixedRisk = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9, margins: marginsOf(mixed) });
    // Median contribution is about +50 on 10,000 of spend: close to a coin toss, far below 83.6 %.
    expect(mixedRisk.lossChance).toBeGreaterThan(0.3);
    expect(mixedRisk.lossChance).toBeLessThan(0.7);
    // A channel without a margin counts its revenue: margins [1, 1, 1] is the published 0 %, and
    // Google alone at 40 % (median contribution about +3,758) loses in only a few draws.
    expect(simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9, margins: [1, 1, 1] }).lossChance).toBe(
      0,
    );
    const googleRisk = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, {
      spends,
      ranges: e9,
      margins: marginsOf(googleOnly),
    }).lossChance;
    expect(googleRisk).toBeGreaterThan(0);
    expect(googleRisk).toBeLessThan(0.05);
  });

  it('break-even uses the channel’s own margin: LinkedIn’s CPC covered at 90 % is 4 % × 250 × 0.9 = 9.00', () => {
    const linkedIn = mixed.channels[2]!;
    expect(breakEvenAtMargin(linkedIn, 20, undefined, channelMarginOf(mixed, 'l')).breakEvenCpc).toBeCloseTo(9, 9);
  });

  it('the flexible budget stops each channel at its own margin: Google at 40 % → 1,928.20, Meta on revenue stays at E5’s 4,456.44', () => {
    const flex = flexiblePlan(atMargin(googleOnly), EXAMPLE_LAYER, 1);
    expect(flex.spend[0]).toBeCloseTo(1928.2, 1);
    expect(flex.spend[1]).toBeCloseTo(4456.44, 2);
  });

  it('the optimiser maximises contribution: a uniform margin keeps E4’s split (λ × 0.4 = 0.5125); 40/40/90 % moves money to LinkedIn', () => {
    const opts = { goal: 'revenue' as const, bounds: EXAMPLE_BOUNDS, nextAmount: 1000 };
    const uniform = suggestSplit(atMargin(at40), EXAMPLE_LAYER, opts).allocation;
    if (uniform.status === 'infeasible-min') throw new Error('unexpected');
    expect(uniform.spend).toEqual([expect.closeTo(4677.68, 2), expect.closeTo(3121.16, 2), expect.closeTo(2201.17, 2)]);
    expect(uniform.lambda).toBeCloseTo(0.5125, 4);
    const s = suggestSplit(atMargin(mixed), EXAMPLE_LAYER, opts);
    if (s.allocation.status === 'infeasible-min') throw new Error('unexpected');
    expect(s.allocation.spend).toEqual([
      expect.closeTo(3271.38, 2),
      expect.closeTo(1650.42, 2),
      expect.closeTo(5078.2, 2),
    ]);
    expect(s.allocation.lambda).toBeCloseTo(0.7016, 4);
    // Gross profit 10,050 now → 11,052.21 with the split: contribution +50 → +1,052.21.
    expect(s.currentObjective).toBeCloseTo(10050, 6);
    expect(s.allocation.objective).toBeCloseTo(11052.21, 2);
  });

  it('old settings without per-channel margins still open; new ones round-trip by position', () => {
    expect(fromPortable({ s: 0, m: 40 }, ['g', 'm', 'l'])?.channelMargins).toEqual({});
    const back = fromPortable(toPortable(mixed), ['a', 'b', 'c']);
    expect(back?.channelMargins).toEqual({ c: 90 });
    expect(fromPortable({ cm: [-5, 'x', 250] }, ['a', 'b', 'c'])?.channelMargins).toEqual({ c: 100 });
  });
});
