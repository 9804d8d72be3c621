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
