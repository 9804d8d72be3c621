import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationsFromShares, calibrate } from './calibrate.ts';

describe('calibrate', () => {
  it('gives CPC, CVR and value per lead per channel from the summed rows', () => {
    const [google, meta] = calibrate([
      { channel: 'Google Ads – Search', spend: 1500.4, clicks: 1240, leads: 87, revenue: 9800 },
      { channel: 'Google Ads – Search', spend: 844.2, clicks: 402, leads: 12, revenue: 2400 },
      { channel: 'Meta Ads', spend: 900, clicks: 610, leads: 120, revenue: 0 },
    ]);
    expect(google?.cpc).toBeCloseTo(2344.6 / 1642, 10);
    expect(google?.cvr).toBeCloseTo((99 / 1642) * 100, 10);
    expect(google?.valuePerLead).toBeCloseTo(12200 / 99, 10);
    expect(google?.share).toBeCloseTo((2344.6 / 3244.6) * 100, 10);
    // No revenue in the file: value per lead is not known, not 0.
    expect(meta).toMatchObject({ name: 'Meta Ads', cpc: 900 / 610, valuePerLead: null });
  });

  it('leaves every figure unknown that the file cannot give', () => {
    expect(calibrate([{ channel: 'Video', spend: 610, clicks: 0, leads: 0, revenue: 0 }])[0]).toMatchObject({
      cpc: null,
      cvr: null,
      valuePerLead: null,
      share: 100,
    });
  });
});

describe('allocationsFromShares', () => {
  it('rounds to tenths that total exactly 100', () => {
    expect(allocationsFromShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(allocationsFromShares([0, 0])).toEqual([100, 0]);
  });

  it('always totals 100 in 0.1 steps', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 20 }), (shares) => {
        const allocations = allocationsFromShares(shares);
        const tenths = allocations.map((value) => Math.round(value * 10));
        expect(tenths.reduce((a, b) => a + b, 0)).toBe(1000);
        for (const [index, value] of allocations.entries()) expect(Math.abs(value * 10 - (tenths[index] ?? 0))).toBeLessThan(1e-9);
      }),
    );
  });
});
