/**
 * A percentage change means something only against a non-zero base of the same sign: from a plan
 * ROI of +40 % to an actual −10 % there is no "−125 %", only a difference. Both tools' variance
 * and what-if tables use this one rule.
 */
export function changeRatio(base: number, next: number): number | null {
  if (base === 0 || (base > 0 && next < 0) || (base < 0 && next > 0)) return null;
  return (next - base) / Math.abs(base);
}
