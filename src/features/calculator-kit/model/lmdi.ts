/**
 * Log-mean Divisia (LMDI-I) split of a change in a product of factors. With
 * L(a, b) = (a − b)/(ln a − ln b), each factor's effect is L(total1, total0)·ln(f1/f0); the
 * effects add up to total1 − total0 with no residual. Logs fail on zero, so any zero factor
 * makes the split unavailable and the caller shows the plain difference instead.
 */

export function logMean(a: number, b: number): number {
  const logGap = Math.log(a) - Math.log(b);
  // For (nearly) equal values the quotient is 0/0 in floating point; its limit is the value itself.
  if (a === b || logGap === 0 || Math.abs(a - b) <= 1e-12 * Math.max(a, b)) return (a + b) / 2;
  return (a - b) / logGap;
}

/** Effects per factor, or null when any factor or total is not strictly positive. */
export function lmdiSplit(before: readonly number[], after: readonly number[]): number[] | null {
  if (before.length !== after.length || before.length === 0) return null;
  const ok = [...before, ...after].every((v) => Number.isFinite(v) && v > 0);
  if (!ok) return null;
  const total0 = before.reduce((p, v) => p * v, 1);
  const total1 = after.reduce((p, v) => p * v, 1);
  const weight = logMean(total1, total0);
  return before.map((f0, i) => weight * Math.log((after[i] ?? f0) / f0));
}
