import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32, uncertaintyFromCounts } from '../../calculator-kit/model/random.ts';
import { calculatePlan } from './planner.ts';
import { cornerBand, RANGE_METRICS, simulateRanges, type InputRanges } from './ranges.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { channelSpends, SATURATION_OFF } from './saturation.ts';

const spends = channelSpends(EXAMPLE_STATE);
const e9: Record<string, InputRanges> = Object.fromEntries(
  EXAMPLE_STATE.channels.map((c) => [c.id, { cpc: 0.2, cvr: 0.3, valuePerLead: 0 }]),
);

describe('PRNG contract', () => {
  it('seed 20250601 starts 0.365718343994, 0.781762944767, 0.935390623054', () => {
    const rng = mulberry32(20250601);
    expect([rng(), rng(), rng()].map((v) => v.toFixed(12))).toEqual([
      '0.365718343994',
      '0.781762944767',
      '0.935390623054',
    ]);
  });
});

describe('Monte Carlo, linear plan, CPC ÷×1.2, CVR ÷×1.3 (E9)', () => {
  const r = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9 });
  it.each([
    ['leads', 143.1517, 177.4342, 221.552],
    ['revenue', 17195.2256, 21197.0963, 26162.4256],
    ['roas', 1.7195, 2.1197, 2.6162],
    ['cpl', 45.1361, 56.3589, 69.856],
    ['cac', 225.6806, 281.7946, 349.2799],
    ['roi', 0.7195, 1.1197, 1.6162],
  ] as const)('%s P10 %s P50 %s P90 %s', (metric, p10, p50, p90) => {
    expect(r[metric].p10).toBeCloseTo(p10, 4);
    expect(r[metric].p50).toBeCloseTo(p50, 4);
    expect(r[metric].p90).toBeCloseTo(p90, 4);
  });
  it('never loses money in these draws', () => expect(r.lossChance).toBe(0));
  it('the all-corners band is far wider: ROI 0.3435 .. 2.2695, revenue 13,434.83 .. 32,695.00', () => {
    const band = cornerBand(EXAMPLE_STATE, spends, e9);
    expect(band.roi[0]).toBeCloseTo(0.3435, 4);
    expect(band.roi[1]).toBeCloseTo(2.2695, 4);
    expect(band.revenue[0]).toBeCloseTo(13434.83, 2);
    expect(band.revenue[1]).toBeCloseTo(32695, 2);
  });
});

describe('"I know my counts"', () => {
  it.each([
    [100, 2000, 0.133, 4.41, 5.67],
    [20, 400, 0.322, 3.78, 6.61],
    [5, 100, 0.748, 2.86, 8.74],
  ])('%s conversions from %s clicks: u %s, range %s%% .. %s%%', (x, n, u, low, high) => {
    const got = uncertaintyFromCounts(x, n) ?? NaN;
    expect(got).toBeCloseTo(u, 3);
    expect(5 / (1 + got)).toBeCloseTo(low, 2);
    expect(5 * (1 + got)).toBeCloseTo(high, 2);
  });
  it('refuses counts that say nothing', () => {
    expect([uncertaintyFromCounts(0, 100), uncertaintyFromCounts(5, 0), uncertaintyFromCounts(100, 100)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('range properties', () => {
  const uArb = fc.record({
    cpc: fc.double({ min: 0, max: 1, noNaN: true }),
    cvr: fc.double({ min: 0, max: 1, noNaN: true }),
    valuePerLead: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const rangesArb = fc.record({ g: uArb, m: uArb, l: uArb });
  it('the same seed gives identical ranges; P10 ≤ P50 ≤ P90', () => {
    fc.assert(
      fc.property(rangesArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.boolean(), (ranges, seed, saturated) => {
        const layer = saturated ? EXAMPLE_LAYER : SATURATION_OFF;
        const a = simulateRanges(EXAMPLE_STATE, layer, { spends, ranges, seed, draws: 200 });
        const b = simulateRanges(EXAMPLE_STATE, layer, { spends, ranges, seed, draws: 200 });
        expect(a).toStrictEqual(b);
        for (const m of RANGE_METRICS) {
          expect(a[m].p10).toBeLessThanOrEqual(a[m].p50);
          expect(a[m].p50).toBeLessThanOrEqual(a[m].p90);
        }
      }),
      { numRuns: 40 },
    );
  });
  it('no uncertainty ⇒ P10 = P50 = P90 = the deterministic plan', () => {
    const zero = {
      g: { cpc: 0, cvr: 0, valuePerLead: 0 },
      m: { cpc: 0, cvr: 0, valuePerLead: 0 },
      l: { cpc: 0, cvr: 0, valuePerLead: 0 },
    };
    const r = simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: zero, draws: 50 });
    const plan = calculatePlan(EXAMPLE_STATE).summary;
    for (const p of [r.revenue.p10, r.revenue.p50, r.revenue.p90]) expect(p).toBeCloseTo(plan.totalEstimatedRevenue, 9);
    expect(r.roi.p50).toBeCloseTo(plan.overallROI, 12);
  });
});
