import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate, hillSlope, hillValue } from './hill.ts';
import { fitTwoPoints, isExtrapolated, translatePhi } from './hill-fit.ts';

describe('calibration reproduces the linear figure at the reference spend (E2)', () => {
  it.each([
    // name, sRef, CPC, CVR, φ, Cmax, h, average CPL, marginal CPL
    ['Google Search', 5000, 2.5, 5, 0.5, 4000, 5000, 50, 100],
    ['Meta', 3000, 1.2, 2.5, 0.3, 8333.333333, 7000, 48, 68.571429],
    ['LinkedIn', 2000, 6, 4, 0.2, 1666.666667, 8000, 150, 187.5],
  ])('%s', (_name, sRef, cpc, cvr, phi, cmax, h, avgCpl, marginalCpl) => {
    const curve = calibrate(sRef, sRef / cpc, phi);
    expect(curve.cmax).toBeCloseTo(cmax, 5);
    expect(curve.h).toBeCloseTo(h, 6);
    expect(Math.abs(hillValue(curve, sRef) - sRef / cpc)).toBeLessThan(1e-9);
    const leadsPerDollar = (hillSlope(curve, sRef) * cvr) / 100;
    expect(sRef / ((hillValue(curve, sRef) * cvr) / 100)).toBeCloseTo(avgCpl, 9);
    expect(1 / leadsPerDollar).toBeCloseTo(marginalCpl, 5);
  });

  it('doubling Google to 10,000 gives 133.33 leads instead of the linear 200 (cap 200)', () => {
    const curve = calibrate(5000, 2000, 0.5);
    expect((hillValue(curve, 10000) * 5) / 100).toBeCloseTo(133.333333, 5);
    expect((curve.cmax * 5) / 100).toBe(200);
  });

  it('reproduces the linear clicks at sRef for any φ and reference', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (sRef, cpc, phi) => {
          const clicks = hillValue(calibrate(sRef, sRef / cpc, phi), sRef);
          expect(Math.abs(clicks - sRef / cpc) / (sRef / cpc)).toBeLessThan(1e-12);
        },
      ),
    );
  });
});

describe('presets in words (E15)', () => {
  it.each([
    [0.25, 0.0732, 1.6, 1.333, 4],
    [0.5, 0.0476, 1.333, 2, 2],
    [0.7, 0.028, 1.176, 3.333, 1.43],
  ])('φ %s: +10 %% spend, 2× spend, next-unit cost and ceiling', (phi, plus10, doubled, costFactor, ceiling) => {
    const t = translatePhi(phi);
    expect(t.plusTenPercent).toBeCloseTo(plus10, 4);
    expect(t.doubleFactor).toBeCloseTo(doubled, 3);
    expect(t.marginalCostFactor).toBeCloseTo(costFactor, 3);
    expect(t.ceilingFactor).toBeCloseTo(ceiling, 2);
  });
});

describe('two-point fit (E16)', () => {
  it('fits (3000, 1400) and (5000, 2000): Cmax 5,600, h 9,000, φ 0.3571 at 5,000', () => {
    const fit = fitTwoPoints({ spend: 3000, results: 1400 }, { spend: 5000, results: 2000 });
    if (!fit.ok) throw new Error(fit.reason);
    expect(fit.cmax).toBeCloseTo(5600, 6);
    expect(fit.h).toBeCloseTo(9000, 6);
    expect(fit.phiAt(5000)).toBeCloseTo(0.3571, 4);
    const curve = { cmax: fit.cmax, h: fit.h, k: 1 };
    expect(hillValue(curve, 3000)).toBeCloseTo(1400, 6);
    expect(hillValue(curve, 5000)).toBeCloseTo(2000, 6);
  });

  it('refuses (3000, 1000) and (5000, 2000): returns grow faster than spend', () => {
    expect(fitTwoPoints({ spend: 3000, results: 1000 }, { spend: 5000, results: 2000 })).toEqual({
      ok: false,
      reason: 'no-saturation',
    });
  });

  it('refuses zero, negative and equal spends with a reason', () => {
    expect(fitTwoPoints({ spend: 0, results: 1 }, { spend: 5, results: 2 }).ok).toBe(false);
    expect(fitTwoPoints({ spend: 5, results: 1 }, { spend: 5, results: 2 })).toEqual({
      ok: false,
      reason: 'same-spend',
    });
  });
});

describe('extrapolation flag', () => {
  it('flags spends outside 0.5×–2× of the reference', () => {
    expect([2499, 2500, 10000, 10001].map((s) => isExtrapolated(s, 5000))).toEqual([true, false, false, true]);
    expect(isExtrapolated(100, 0)).toBe(false);
  });
});
