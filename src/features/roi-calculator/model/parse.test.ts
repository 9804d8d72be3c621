import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, parseInteger } from './parse.ts';

describe('parsing numbers', () => {
  it.each([
    ['1000', 1000],
    ['1,000.50', 1000.5],
    [' 2500 ', 2500],
    ['$1,200', 1200],
    ['A$300', 300],
    ['0.75', 0.75],
    ['.5', 0.5],
    ['', 0],
  ])('decimal %j → %s', (text, value) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value, notANumber: false });
  });

  it('cuts decimals off whole-number fields', () => {
    expect(parseInteger('12.7', 'Clicks')).toEqual({ ok: true, value: 12, notANumber: false });
  });

  it('counts anything that is not a number as 0', () => {
    for (const text of ['abc', '12abc', 'NaN', 'Infinity', '--3', '1.2.3']) expect(parseDecimal(text)).toEqual({ ok: true, value: 0, notANumber: true });
  });

  it('refuses negative numbers with a message', () => {
    expect(parseDecimal('-5', 'Spend')).toEqual({ ok: false, error: 'Spend cannot be negative.' });
    expect(parseInteger('-1', 'Clicks')).toEqual({ ok: false, error: 'Clicks cannot be negative.' });
  });

  it('reads -0 and -0.4 (a whole-number field) as 0 rather than refusing them', () => {
    expect(parseDecimal('-0')).toEqual({ ok: true, value: 0, notANumber: false });
    expect(parseInteger('-0.4')).toEqual({ ok: true, value: 0, notANumber: false });
  });

  it('refuses numbers too large to be real', () => {
    expect(parseDecimal('1e400', 'Revenue')).toEqual({ ok: false, error: 'Revenue is too large to be a real figure.' });
  });

  it('always yields a finite, non-negative number or an error, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, integer) => {
        const result = integer ? parseInteger(text) : parseDecimal(text);
        if (result.ok) {
          expect(Number.isFinite(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
          if (integer) expect(Number.isInteger(result.value)).toBe(true);
        } else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
