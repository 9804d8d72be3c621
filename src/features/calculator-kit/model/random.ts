/**
 * Reproducible randomness for the ranges: mulberry32 (32-bit state, fast, same stream in every
 * JavaScript engine) and Box–Muller normals, two uniforms per normal, u1 = 1 − rng() so the log
 * never sees zero. The draw order is part of the contract: the same seed must give the same ranges.
 */

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normal(rng: () => number): number {
  const u1 = 1 - rng();
  const u2 = rng();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** z for the 90th percentile: an 80 % range spans z from −1.2816 to +1.2816. */
export const Z90 = 1.2815515655446004;

/** A lognormal draw with median v whose 80 % range is v/(1+u) … v·(1+u). u = 0 consumes nothing. */
export function drawLogRange(rng: () => number, v: number, u: number): number {
  return u > 0 ? v * Math.exp((Math.log(1 + u) / Z90) * normal(rng)) : v;
}

/** Quantile with linear interpolation between order statistics (position (N − 1)·p). */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const pos = (n - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.min(n - 1, lo + 1);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? 0;
  return a + (b - a) * (pos - lo);
}

/**
 * "I know my counts": x conversions from n clicks give a rate p whose log has standard error
 * about sqrt(p(1−p)/n)/p; the 80 % half-width is u = e^(z·sigma) − 1. Null when the counts can't say.
 */
export function uncertaintyFromCounts(conversions: number, trials: number): number | null {
  if (!(trials > 0) || !(conversions > 0) || conversions >= trials || !Number.isFinite(trials)) return null;
  const p = conversions / trials;
  const sigma = Math.sqrt((p * (1 - p)) / trials) / p;
  return Math.exp(Z90 * sigma) - 1;
}

// The seed lives apart (seed.ts) so that the settings' defaults, which load with the page, do not
// bring the draws with them.
export { DEFAULT_SEED } from './seed.ts';
export const DEFAULT_DRAWS = 5000;
