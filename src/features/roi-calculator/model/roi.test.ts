import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  computeTotals,
  contribution,
  deriveMetrics,
  newRow,
  recommend,
  SAMPLE_ROWS,
  sampleRows,
  withMetrics,
  type RoiRow,
} from './roi.ts';
import { safeDivide } from '../../../lib/money.ts';

const row = (values: Partial<RoiRow>): RoiRow => ({ ...newRow('x'), ...values });

describe('derived metrics', () => {
  it('computes every formula on worked numbers', () => {
    const m = deriveMetrics(row({ spend: 1000, clicks: 1800, conversions: 72, revenue: 2700, customers: 18 }));
    expect(m.roi).toBeCloseTo(1.7, 10); // (2700 − 1000) / 1000
    expect(m.roas).toBeCloseTo(2.7, 10); // 2700 / 1000
    expect(m.cpl).toBeCloseTo(13.8889, 4); // 1000 / 72
    expect(m.arpc).toBe(150); // 2700 / 18
    expect(m.leadConversionRate).toBeCloseTo(0.04, 10); // 72 / 1800
    expect(m.customerConversionRate).toBeCloseTo(0.01, 10); // 18 / 1800
    expect(m.cpc).toBeCloseTo(0.5556, 4); // 1000 / 1800
    expect(m.cac).toBeCloseTo(55.5556, 4); // 1000 / 18
    expect(m.budgetRecommendation).toBe('Strongly Increase');
  });

  it('gives 0 for every metric whose denominator is zero', () => {
    const m = deriveMetrics(row({ revenue: 500 }));
    expect(m).toEqual({
      roi: 0,
      roas: 0,
      cpl: 0,
      arpc: 0,
      leadConversionRate: 0,
      customerConversionRate: 0,
      cpc: 0,
      cac: 0,
      budgetRecommendation: 'Maintain',
    });
  });

  it('treats a loss as negative ROI', () => {
    const m = deriveMetrics(row({ spend: 500, revenue: 290 }));
    expect(m.roi).toBeCloseTo(-0.42, 10);
    expect(m.budgetRecommendation).toBe('Decrease / Re-evaluate');
  });

  it('safeDivide never returns NaN or Infinity', () => {
    expect(safeDivide(1, 0)).toBe(0);
    expect(safeDivide(0, 0)).toBe(0);
    expect(safeDivide(Number.NaN, 2)).toBe(0);
    expect(safeDivide(1, Number.POSITIVE_INFINITY)).toBe(0);
    expect(safeDivide(Number.MAX_VALUE, Number.MIN_VALUE)).toBe(0);
    expect(safeDivide(6, 3)).toBe(2);
  });
});

describe('recommendation thresholds', () => {
  it.each([
    [1.51, 'Strongly Increase'],
    [1.5, 'Increase'],
    [1.49, 'Increase'],
    [0.51, 'Increase'],
    [0.5, 'Maintain'],
    [0.49, 'Maintain'],
    [0, 'Maintain'],
    [-0.01, 'Decrease / Re-evaluate'],
    [-1, 'Decrease / Re-evaluate'],
  ] as const)('ROI %s → %s', (roi, expected) => {
    expect(recommend(roi)).toBe(expected);
  });
});

describe('totals', () => {
  it('sums the samples and computes metrics over the sums', () => {
    const t = computeTotals(SAMPLE_ROWS);
    expect(t.spend).toBe(5800);
    expect(t.revenue).toBe(11600);
    expect(t.clicks).toBe(8500);
    expect(t.conversions).toBe(305);
    expect(t.customers).toBe(73);
    expect(t.profit).toBe(5800);
    expect(t.roi).toBe(1);
    expect(t.roas).toBe(2);
    expect(t.cpl).toBeCloseTo(5800 / 305, 10);
    expect(t.cac).toBeCloseTo(5800 / 73, 10);
    expect(t.leadConversionRate).toBeCloseTo(305 / 8500, 10);
    expect(t.budgetRecommendation).toBe('Increase');
  });

  it('is all zeros when spend and clicks are zero', () => {
    const t = computeTotals([row({ revenue: 100, conversions: 5, customers: 1 })]);
    expect(t.roi).toBe(0);
    expect(t.roas).toBe(0);
    expect(t.leadConversionRate).toBe(0);
    expect(t.customerConversionRate).toBe(0);
    expect(t.cpc).toBe(0);
  });

  it('handles an empty list', () => {
    expect(computeTotals([]).roi).toBe(0);
    expect(analyse([]).rows).toEqual([]);
  });
});

describe('samples', () => {
  it('show every recommendation tier at least once', () => {
    const tiers = new Set(sampleRows().map((r) => withMetrics(r).budgetRecommendation));
    expect([...tiers].sort()).toEqual(['Decrease / Re-evaluate', 'Increase', 'Maintain', 'Strongly Increase']);
  });

  it('have the fixed sample spends and fresh copies', () => {
    expect(SAMPLE_ROWS.map((r) => [r.channel, r.spend])).toEqual([
      ['SEO', 1000],
      ['PPC', 2000],
      ['Social Media', 1500],
      ['Email', 800],
      ['Display', 500],
    ]);
    const copy = sampleRows();
    copy[0]!.spend = 1;
    expect(SAMPLE_ROWS[0]!.spend).toBe(1000);
  });

  it('new rows start as New Channel / New Campaign with zeros', () => {
    expect(newRow('42')).toEqual({
      id: '42',
      channel: 'New Channel',
      campaignName: 'New Campaign',
      spend: 0,
      clicks: 0,
      conversions: 0,
      revenue: 0,
      customers: 0,
    });
  });
});

describe('properties', () => {
  const amount = fc.oneof(
    fc.double({ min: 0, max: 1e15, noNaN: true }),
    fc.constant(0),
    fc.integer({ min: 0, max: 1_000_000 }),
  );
  const anyNumber = fc.oneof(amount, fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));
  const rowOf = (n: fc.Arbitrary<number>) =>
    fc.record({ spend: n, clicks: n, conversions: n, revenue: n, customers: n }).map((values) => row(values));

  it('never produces NaN or Infinity, for any input', () => {
    fc.assert(
      fc.property(fc.array(rowOf(anyNumber), { maxLength: 8 }), (rows) => {
        const { rows: results, totals } = analyse(rows);
        for (const metrics of [...results.map((r) => deriveMetrics(r)), totals]) {
          for (const value of Object.values(metrics))
            if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  it('ROI = ROAS − 1 whenever spend > 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (spend, revenue) => {
          const m = deriveMetrics(row({ spend, revenue }));
          // Relative tolerance: both sides are exact up to floating-point rounding.
          expect(Math.abs(m.roi - (m.roas - 1))).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(m.roas)));
        },
      ),
    );
  });
});

describe('the samples in dong', () => {
  it('scale spend and revenue only, so every ratio and recommendation is the same (decision 075)', () => {
    const usd = analyse(sampleRows());
    const vnd = analyse(sampleRows(undefined, 25_000));
    expect(sampleRows(undefined, 25_000)[0]).toMatchObject({
      spend: 25_000_000,
      revenue: 67_500_000,
      clicks: 1800,
      conversions: 72,
      customers: 18,
    });
    expect(vnd.rows.map((r) => [r.roi, recommend(r.roi)])).toEqual(usd.rows.map((r) => [r.roi, recommend(r.roi)]));
  });
});

describe('contribution: profit, not revenue', () => {
  it('is revenue − spend without a margin, and revenue × margin − spend with one', () => {
    // PPC sample: revenue 3,300 on spend 2,000. ROI 65 % on revenue, but at a 40 % margin it loses 680.
    expect(contribution(3300, 2000, null)).toBe(1300);
    expect(contribution(3300, 2000, 0.4)).toBeCloseTo(-680, 9);
    expect(contribution(2700, 1000, 0.4)).toBeCloseTo(80, 9);
    expect(contribution(Number.POSITIVE_INFINITY, 1, 0.5)).toBe(0);
  });
});
