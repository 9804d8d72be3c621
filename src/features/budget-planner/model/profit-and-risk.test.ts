import { describe, expect, it } from 'vitest';
import { flexiblePlan } from './goal-science.ts';
import { atMargin, breakEvenAtMargin, contribution, marginOf, modelPlan, withPlanning } from './planning-settings.ts';
import { simulateRanges, type InputRanges } from './ranges.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { channelSpends, SATURATION_OFF } from './saturation.ts';

const spends = channelSpends(EXAMPLE_STATE);
const e9: Record<string, InputRanges> = Object.fromEntries(EXAMPLE_STATE.channels.map((c) => [c.id, { cpc: 0.2, cvr: 0.3, valuePerLead: 0 }]));
const at40 = withPlanning(EXAMPLE_STATE, { marginPercent: 40 });

describe('profit, not revenue: a 40 % gross margin on the running example', () => {
  it('revenue 20,958.33 × 0.4 − spend 10,000 = a loss of 1,616.67 a month (ROI as SPEC’s, 109.6 %)', () => {
    const { summary } = modelPlan(at40);
    expect(marginOf(at40)).toBe(0.4);
    expect(contribution(summary.totalEstimatedRevenue, summary.totalBudget, marginOf(at40))).toBeCloseTo(-1616.67, 2);
    expect(summary.overallROI).toBeCloseTo(1.09583, 4);
    // No margin: revenue counts as profit.
    expect(contribution(summary.totalEstimatedRevenue, summary.totalBudget, marginOf(EXAMPLE_STATE))).toBeCloseTo(10958.33, 2);
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
