/**
 * Diminishing returns for one channel: a Hill curve in spend, calibrated so that the user's own
 * linear figure (spend / CPC clicks) is reproduced exactly at the reference spend. The curve is
 * concave (0 < k ≤ 1), which keeps the water-filling optimiser exact.
 */

export interface HillCurve {
  /** Most clicks (or any result) the channel could ever deliver. */
  cmax: number;
  /** Spend at which half of cmax is reached. */
  h: number;
  /** Shape; 1 is the default and the only value the presets use. */
  k: number;
}

/** A channel's response: either a calibrated curve or a straight line (results per unit spent). */
export type Response = { kind: 'hill'; curve: HillCurve } | { kind: 'linear'; perUnit: number };

/**
 * phi is the share of the channel's ceiling already bought at the reference spend. Given the linear
 * results at sRef, Cmax = results/phi and h = sRef·((1−phi)/phi)^(1/k), so value(sRef) = results.
 */
export function calibrate(sRef: number, resultsAtRef: number, phi: number, k = 1): HillCurve {
  return { cmax: resultsAtRef / phi, h: sRef * Math.pow((1 - phi) / phi, 1 / k), k };
}

export function hillValue(curve: HillCurve, spend: number): number {
  if (spend <= 0 || curve.cmax <= 0) return 0;
  if (curve.h <= 0) return curve.cmax;
  const sk = Math.pow(spend, curve.k);
  return (curve.cmax * sk) / (sk + Math.pow(curve.h, curve.k));
}

/** d value / d spend: Cmax·k·s^(k−1)·h^k / (s^k + h^k)². */
export function hillSlope(curve: HillCurve, spend: number): number {
  if (curve.cmax <= 0 || curve.h <= 0) return 0;
  const s = Math.max(spend, 0);
  if (curve.k === 1) return (curve.cmax * curve.h) / ((s + curve.h) * (s + curve.h));
  if (s === 0) return Number.POSITIVE_INFINITY;
  const sk = Math.pow(s, curve.k);
  const hk = Math.pow(curve.h, curve.k);
  return (curve.cmax * curve.k * Math.pow(s, curve.k - 1) * hk) / ((sk + hk) * (sk + hk));
}

export function responseValue(response: Response, spend: number): number {
  return response.kind === 'linear' ? response.perUnit * Math.max(spend, 0) : hillValue(response.curve, spend);
}

export function responseSlope(response: Response, spend: number): number {
  return response.kind === 'linear' ? response.perUnit : hillSlope(response.curve, spend);
}

/** The most the response can ever deliver; Infinity for a straight line. */
export function responseCeiling(response: Response): number {
  if (response.kind === 'hill') return response.curve.cmax;
  return response.perUnit > 0 ? Number.POSITIVE_INFINITY : 0;
}

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
