import { describe, expect, it } from 'vitest';
import { drawLogRange, mulberry32, quantile, Z90 } from './random.ts';

describe('draw contract', () => {
  it('an input with no range consumes no random numbers', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect(drawLogRange(a, 5, 0)).toBe(5);
    expect(a()).toBe(b());
  });
  it('a range draw uses two uniforms and stays positive', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const v = drawLogRange(a, 5, 0.3);
    b();
    b();
    expect(a()).toBe(b());
    expect(v).toBeGreaterThan(0);
    // The 80 % range is v/(1+u) … v(1+u): z = ±Z90 maps exactly onto its ends.
    expect(5 * Math.exp((Math.log(1.3) / Z90) * Z90)).toBeCloseTo(6.5, 12);
  });
  it('interpolates quantiles at (N − 1)·p', () => {
    const sorted = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([quantile(sorted, 0.1), quantile(sorted, 0.5), quantile(sorted, 0.9)]).toEqual([
      expect.closeTo(1.9, 12),
      5.5,
      expect.closeTo(9.1, 12),
    ]);
    expect(quantile(new Float64Array(0), 0.5)).toBe(0);
  });
});
