import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimise } from './optimizer.ts';
import { bandDistance, marginalCheck, resplit } from './planning-checks.ts';
import { sampleRows } from './roi.ts';

describe('marginal check beside the optimizer (E10)', () => {
  it('ROI 2.00 at 10,000: ×1.5 with φ 0.5 returns 36,000, ROI 1.4, extra 5,000 returns 6,000 (incremental ROI 0.2)', () => {
    const c = marginalCheck({ spend: 10000, revenue: 30000 }, 0.5);
    expect(c.multiplier).toBe(1.5);
    expect(c.revenue).toBeCloseTo(36000, 9);
    expect(c.roi).toBeCloseTo(1.4, 12);
    expect(c.extraRevenue).toBeCloseTo(6000, 9);
    expect(c.incrementalRoi).toBeCloseTo(0.2, 12);
  });
  it('Maintain adds no money, so there is no incremental ROI', () => {
    expect(marginalCheck({ spend: 1000, revenue: 1200 }, 0.5).incrementalRoi).toBeNull();
  });
});

describe('distance to the next band (E10, second line)', () => {
  it('ROI 1.40 is Increase; 12,500 reaches Strongly Increase; spend under 8,000 (CPC 4.00) keeps it', () => {
    const d = bandDistance({ spend: 5000, revenue: 12000, clicks: 2000 });
    expect(d.band).toBe('Increase');
    expect(d.up).toEqual({ band: 'Strongly Increase', revenueNeeded: 12500, revenueGap: 500 });
    expect(d.keep).toEqual({ threshold: 0.5, spendCeiling: 8000, cpcCeiling: 4 });
    expect(d.breakEvenCpc).toBe(6);
  });
  it('the top band has nowhere to go up', () =>
    expect(bandDistance({ spend: 100, revenue: 400, clicks: 10 }).up).toBeNull());
});

describe('fixed-budget re-split', () => {
  it('keeps the same total, stays within 0.7×–1.5×, returns at least the current revenue, and leaves the fixed-multiplier optimizer unchanged', () => {
    const rows = sampleRows();
    const before = JSON.stringify(optimise(rows));
    const { allocation, channels, total } = resplit(rows, {});
    if (allocation.status === 'infeasible-min') throw new Error('feasible');
    expect(allocation.spend.reduce((s, v) => s + v, 0)).toBeCloseTo(total, 6);
    channels.forEach((c, i) => {
      expect(allocation.spend[i]).toBeGreaterThanOrEqual(c.lo - 1e-9);
      expect(allocation.spend[i]).toBeLessThanOrEqual(c.hi + 1e-9);
    });
    expect(allocation.objective).toBeGreaterThanOrEqual(rows.reduce((s, r) => s + r.revenue, 0) - 1e-6);
    expect(JSON.stringify(optimise(rows))).toBe(before);
  });
  it('with any saturation presets the re-split never returns less than today', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 0.25, 0.5, 0.7), { minLength: 5, maxLength: 5 }), (phis) => {
        const rows = sampleRows();
        const map = Object.fromEntries(rows.map((r, i) => [r.id, phis[i] ?? 0]));
        const { allocation } = resplit(rows, map);
        if (allocation.status === 'infeasible-min') throw new Error('feasible');
        expect(allocation.objective).toBeGreaterThanOrEqual(rows.reduce((s, r) => s + r.revenue, 0) * (1 - 1e-9));
      }),
    );
  });
});
