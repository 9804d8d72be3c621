import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lmdiSplit, logMean } from './lmdi.ts';

describe('LMDI-I', () => {
  it('log mean of equal values is the value', () => expect(logMean(3, 3)).toBe(3));
  it('effects sum exactly to the change of the product, with no residual', () => {
    const positive = fc.double({ min: 1e-3, max: 1e4, noNaN: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(positive, positive), { minLength: 1, maxLength: 5 }), (pairs) => {
        const before = pairs.map((p) => p[0]);
        const after = pairs.map((p) => p[1]);
        const effects = lmdiSplit(before, after) ?? [];
        const change = after.reduce((a, v) => a * v, 1) - before.reduce((a, v) => a * v, 1);
        const sum = effects.reduce((a, v) => a + v, 0);
        expect(Math.abs(sum - change)).toBeLessThanOrEqual(
          1e-9 *
            Math.max(
              1,
              Math.abs(change),
              before.reduce((a, v) => a * v, 1),
            ),
        );
      }),
    );
  });
  it('refuses zeros and mismatched lengths', () => {
    expect(lmdiSplit([1, 0], [1, 2])).toBeNull();
    expect(lmdiSplit([1], [1, 2])).toBeNull();
  });
});
