/**
 * What the planning tools say about a curve: a preset in words, a curve fitted to two observed
 * points, and whether a spend is an extrapolation. Apart from hill.ts (the curve every figure goes
 * through) so that the first load does not carry them.
 */
import { calibrate, hillValue } from './hill.ts';

/** The preset translated into words: what +10 % and 2× spend give, next-unit cost and ceiling. */
export interface PhiTranslation {
  plusTenPercent: number;
  doubleFactor: number;
  marginalCostFactor: number;
  ceilingFactor: number;
  elasticity: number;
}

export function translatePhi(phi: number, k = 1): PhiTranslation {
  const curve = calibrate(1, 1, phi, k);
  return {
    plusTenPercent: hillValue(curve, 1.1) - 1,
    doubleFactor: hillValue(curve, 2),
    marginalCostFactor: 1 / (k * (1 - phi)),
    ceilingFactor: 1 / phi,
    elasticity: k * (1 - phi),
  };
}

/**
 * Why a fit was refused, as a code the UI words: a point at or below zero, two equal spends, or
 * returns growing as fast as spend (no diminishing returns visible, so the channel stays linear).
 */
export type TwoPointRefusal = 'not-positive' | 'same-spend' | 'no-saturation';
export type TwoPointFit =
  { ok: true; cmax: number; h: number; phiAt: (spend: number) => number } | { ok: false; reason: TwoPointRefusal };

/**
 * Two observed (spend, results) points fix a k = 1 curve: 1/results = 1/Cmax + (h/Cmax)·(1/spend)
 * is a straight line in 1/spend. A non-positive slope or intercept means the data show no
 * saturation, so the fit is refused rather than inventing a curve.
 */
export function fitTwoPoints(
  a: { spend: number; results: number },
  b: { spend: number; results: number },
): TwoPointFit {
  const valid = [a.spend, a.results, b.spend, b.results].every((v) => Number.isFinite(v) && v > 0);
  if (!valid) return { ok: false, reason: 'not-positive' };
  if (a.spend === b.spend) return { ok: false, reason: 'same-spend' };
  const x1 = 1 / a.spend;
  const x2 = 1 / b.spend;
  const y1 = 1 / a.results;
  const y2 = 1 / b.results;
  const slope = (y2 - y1) / (x2 - x1);
  const intercept = y1 - slope * x1;
  if (!(slope > 0) || !(intercept > 0)) return { ok: false, reason: 'no-saturation' };
  const cmax = 1 / intercept;
  const h = slope * cmax;
  return { ok: true, cmax, h, phiAt: (spend) => spend / (spend + h) };
}

/** Spends outside 0.5×–2× of the reference are extrapolations the user's numbers don't describe. */
export function isExtrapolated(spend: number, sRef: number): boolean {
  if (!(sRef > 0)) return false;
  return spend < 0.5 * sRef || spend > 2 * sRef;
}
