import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyAffix,
  formatMoney,
  formatMultiple,
  formatNumber,
  formatPercent,
  round,
  safeDivide,
  toFixed,
  truncateLabel,
} from './money.ts';

// The one rounding rule: half away from zero at the shown precision, never "-0", and anything
// non-finite shown as 0. Each row is [value, decimals, rounded].
const ROUNDING: readonly [number, number, number][] = [
  [0.5, 0, 1],
  [1.5, 0, 2],
  [2.5, 0, 3],
  [-0.5, 0, -1],
  [-2.5, 0, -3],
  [1.005, 2, 1.01],
  [1.004999, 2, 1],
  [2.675, 2, 2.68],
  [-1.005, 2, -1.01],
  [71.428571, 2, 71.43],
  [437.25, 1, 437.3],
  [0.05, 1, 0.1],
  [-0.04, 1, 0],
  [1e15 + 0.4, 0, 1e15],
  // Written 14778516323.052849: the fifth decimal is 4, so it rounds down.
  [-14778516323.052849, 4, -14778516323.0528],
  [Number.NaN, 2, 0],
  [Number.POSITIVE_INFINITY, 0, 0],
  [Number.NEGATIVE_INFINITY, 2, 0],
];

describe('round', () => {
  it.each(ROUNDING)('round(%s, %s) is %s', (value, decimals, expected) => {
    expect(round(value, decimals)).toBe(expected);
    expect(Object.is(round(value, decimals), -0)).toBe(false);
  });

  // The reference: the written form's digits as an exact decimal (BigInt, which the page's code
  // avoids for speed), rounded half away from zero at `decimals`. round() reads the figure back from
  // the digits the page writes (number-text.ts); it must land on the same number. (Moving the point
  // with floating-point arithmetic instead is not exact: 14778516323.052849 at 4 decimals became
  // 147785163230528.5 and rounded up.)
  const viaWrittenForm = (value: number, decimals: number) => {
    const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
    const [whole = '0', fraction = ''] = mantissa.split('.');
    const units = BigInt(whole + fraction);
    const shift = Number(exponent) - fraction.length + decimals;
    const step = 10n ** BigInt(Math.max(0, -shift));
    const scaled = shift >= 0 ? units * 10n ** BigInt(shift) : (units + step / 2n) / step;
    const rounded = Math.sign(value) * Number(`${scaled}e-${decimals}`);
    return Object.is(rounded, -0) ? 0 : rounded;
  };
  it('agrees with rounding the written form, for any finite figure and 0–4 decimals', () => {
    const figures = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e11, max: 1e11, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
      fc.double({ min: -1, max: 1, noNaN: true }),
    );
    fc.assert(
      fc.property(figures, fc.integer({ min: 0, max: 4 }), (value, decimals) =>
        Object.is(round(value, decimals), viaWrittenForm(value, decimals)),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('formatting', () => {
  it.each([
    [4000, 'USD', '$4,000'],
    [5800, 'AUD', 'A$5,800'],
    [70_000_000, 'VND', '70.000.000 ₫'],
    [1499.5, 'USD', '$1,500'],
    [-0.4, 'USD', '$0'],
    [Number.NaN, 'AUD', 'A$0'],
  ] as const)('formatMoney(%s, %s) is %s', (value, currency, text) => {
    expect(formatMoney(value, currency).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('shows cents only when asked, and never for the dong', () => {
    expect(formatMoney(2.5, 'USD', 2)).toBe('$2.50');
    expect(formatMoney(2.5, 'VND', 2).replace(/\u00a0/g, ' ')).toBe('3 ₫');
  });

  it('writes counts, percentages and multiples with fixed decimals', () => {
    expect(formatNumber(437.25, 1)).toBe('437.3');
    expect(formatNumber(1600.4)).toBe('1,600');
    expect(formatPercent(492.44)).toBe('492.4%');
    expect(formatMultiple(2.1)).toBe('2.10x');
    expect(toFixed(71.428571, 2)).toBe('71.43');
    expect(toFixed(Number.POSITIVE_INFINITY, 2)).toBe('0.00');
  });

  it('puts the input sign where the formatted amount puts it', () => {
    expect(currencyAffix('USD')).toEqual({ prefix: '$', suffix: '' });
    expect(currencyAffix('AUD')).toEqual({ prefix: 'A$', suffix: '' });
    expect(currencyAffix('VND')).toEqual({ prefix: '', suffix: '₫' });
  });
});

describe('safeDivide', () => {
  it.each([
    [10, 4, 2.5],
    [10, 0, 0],
    [0, 0, 0],
    [Number.NaN, 2, 0],
    [1, Number.POSITIVE_INFINITY, 0],
    [Number.MAX_VALUE, 1e-300, 0],
  ])('%s / %s is %s', (numerator, denominator, expected) => {
    expect(safeDivide(numerator, denominator)).toBe(expected);
  });
});

describe('truncateLabel', () => {
  it('cuts names longer than 10 characters to 10 plus "..."', () => {
    expect(truncateLabel('Social Media')).toBe('Social Med...');
    expect(truncateLabel('Email')).toBe('Email');
    expect(truncateLabel('0123456789')).toBe('0123456789');
  });
});

describe('counts follow the currency on screen', () => {
  it('writes VND counts, rates and multiples with the same conventions as VND amounts', async () => {
    const { formatMoney, formatMultiple, formatNumber, formatPercent } = await import('./money.ts');
    expect(formatMoney(50_000_000, 'VND')).toBe('50.000.000\u00a0₫');
    expect(formatNumber(1750, 1, 'VND')).toBe('1.750,0');
    expect(formatPercent(492.4, 1, 'VND')).toBe('492,4%');
    expect(formatMultiple(2.1, 2, 'VND')).toBe('2,10x');
  });

  it('keeps the en-US conventions for USD, AUD and when no currency is given', async () => {
    const { formatNumber } = await import('./money.ts');
    expect(formatNumber(1750, 1, 'AUD')).toBe('1,750.0');
    expect(formatNumber(1750, 1, 'USD')).toBe('1,750.0');
    expect(formatNumber(1750, 1)).toBe('1,750.0');
  });
});

describe('planning figures: one way to write each kind', () => {
  it('writes ROI as a percentage with one decimal, in both languages', async () => {
    const { formatRoi } = await import('./money.ts');
    // The running example's P10 and P90 (0.72, 1.62) and the tornado's 101.05 %.
    expect(formatRoi(0.72)).toBe('72.0%');
    expect(formatRoi(1.6234)).toBe('162.3%');
    expect(formatRoi(1.0105)).toBe('101.1%');
    expect(formatRoi(-0.168, 'AUD')).toBe('-16.8%');
    expect(formatRoi(0.72, 'VND', 'vi')).toBe('72,0%');
    expect(formatRoi(Number.NaN)).toBe('0.0%');
  });

  it('writes leads with at most one decimal', async () => {
    const { formatLeads } = await import('./money.ts');
    expect(formatLeads(628.05)).toBe('628.1');
    expect(formatLeads(745)).toBe('745.0');
    expect(formatLeads(1234.56, 'VND', 'vi')).toBe('1.234,6');
  });

  it('never writes a small chance as 0.0%, nor a near-certain one as 100.0%', async () => {
    const { formatChance } = await import('./money.ts');
    // 2 losing draws of 5,000 = 0.04 %: the "0.0 %".
    expect(formatChance(2 / 5000)).toBe('< 0.1%');
    expect(formatChance(0)).toBe('< 0.1%');
    expect(formatChance(0, 'VND', 'vi')).toBe('< 0,1%');
    // 0.05 % rounds up to 0.1 %: shown as it is.
    expect(formatChance(0.0005)).toBe('0.1%');
    expect(formatChance(0.836)).toBe('83.6%');
    expect(formatChance(0.836, 'VND', 'vi')).toBe('83,6%');
    expect(formatChance(4999 / 5000)).toBe('> 99.9%');
    expect(formatChance(1)).toBe('> 99.9%');
  });

  it('rounds dong to the thousand in sentences, other currencies to whole units', async () => {
    const { formatMoneyProse } = await import('./money.ts');
    expect(formatMoneyProse(1_234_567, 'VND')).toBe('1.235.000\u00a0₫');
    expect(formatMoneyProse(811_911_765, 'VND', 'vi')).toBe('811.912.000\u00a0₫');
    expect(formatMoneyProse(499, 'VND')).toBe('0\u00a0₫');
    expect(formatMoneyProse(-1_616_670, 'VND')).toBe('-1.617.000\u00a0₫');
    expect(formatMoneyProse(104_791.67, 'AUD')).toBe('A$104,792');
    expect(formatMoneyProse(1616.67, 'USD')).toBe('$1,617');
  });
});
