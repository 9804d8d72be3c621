import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './money.ts';
import { compactMoneyText, currencySide, moneyText, numberText } from './number-text.ts';

// Intl is the reference: every figure written here must be the one Intl writes, character for
// character (no-break spaces included), or a page would show one text on the server and another
// after its island hydrated.
const LOCALES = ['en-US', 'vi-VN'] as const;
const intl = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

const EDGES = [
  0, 0.04, 0.05, 0.5, 1, 1.005, 2.675, 5.55, 9.95, 12.345, 99.95, 999, 999.5, 999.95, 999.96, 1000, 1234, 9999.5,
  12_345, 12_350, 99_950, 999_949, 999_950, 1_234_567.891, 9_999_950, 1.5e9, 2.5e12, 999_949_999_999_999, 1e-7,
  123_456_789.5, 3e15, 2.5e16, 1e21, 1.5e21, 5e-324, 0.995, 0.0995, 9.995, 0.96, 99_999.995,
];
const values = [...EDGES, ...EDGES.map((value) => -value)];
const figures = fc.oneof(
  fc.double({ min: -1e22, max: 1e22, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
);

describe('numberText', () => {
  it.each(LOCALES)('writes %s decimals as Intl does', (locale) => {
    for (const decimals of [0, 1, 2]) {
      const reference = intl(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const value of values) expect(numberText(value, decimals, locale), `${value}`).toBe(reference.format(value));
      fc.assert(
        fc.property(figures, (value) => numberText(value, decimals, locale) === reference.format(value)),
        { numRuns: 300 },
      );
    }
  });
});

describe('moneyText', () => {
  it.each(LOCALES)('writes %s amounts in each currency as Intl does', (locale) => {
    for (const currency of CURRENCIES)
      for (const decimals of currency === 'VND' ? [0] : [0, 2]) {
        const reference = intl(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of values) expect(moneyText(value, currency, decimals, locale)).toBe(reference.format(value));
        fc.assert(
          fc.property(figures, (value) => moneyText(value, currency, decimals, locale) === reference.format(value)),
          { numRuns: 200 },
        );
      }
  });

  it('writes the worked figures', () => {
    expect(moneyText(5800, 'AUD', 0, 'en-US')).toBe('A$5,800');
    expect(moneyText(-1234567, 'VND', 0, 'vi-VN')).toBe('-1.234.567\u00a0₫');
    expect(moneyText(1234, 'USD', 2, 'vi-VN')).toBe('1.234,00\u00a0US$');
  });
});

describe('compactMoneyText', () => {
  it.each(LOCALES)('writes %s chart axes in each currency as Intl does', (locale) => {
    for (const currency of CURRENCIES) {
      const reference = intl(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
      for (const value of values)
        expect(compactMoneyText(value, currency, locale), `${value}`).toBe(reference.format(value));
      fc.assert(
        fc.property(figures, (value) => compactMoneyText(value, currency, locale) === reference.format(value)),
        { numRuns: 300 },
      );
    }
  });

  it('carries a rounded figure to the next unit', () => {
    expect(compactMoneyText(999_950, 'USD', 'en-US')).toBe('$1M');
    expect(compactMoneyText(12_345, 'VND', 'vi-VN')).toBe('12,3\u00a0N\u00a0₫');
  });
});

describe('currencySide', () => {
  it.each(LOCALES)('puts the sign where Intl puts it in %s', (locale) => {
    for (const currency of CURRENCIES) {
      const parts = intl(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(1);
      const symbol = parts.find((part) => part.type === 'currency')?.value;
      const before = parts.findIndex((part) => part.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
      expect(currencySide(currency, locale)).toEqual(
        before ? { prefix: symbol, suffix: '' } : { prefix: '', suffix: symbol },
      );
    }
  });
});
