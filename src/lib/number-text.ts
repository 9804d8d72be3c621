/**
 * Numbers written exactly as Intl.NumberFormat writes them for the site's two number locales
 * (en-US, vi-VN) and three currencies, without asking Intl. A page's first Intl number or date
 * formatter loads the browser's locale data: 40–90 ms of main thread on a desktop, four times that on
 * a phone, inside the tools' hydration. money.ts writes every figure through here; anything outside
 * these patterns (another locale, a figure of 10^15 or more) returns undefined and money.ts asks Intl.
 * number-text.test.ts holds every pattern to Intl's own output.
 */
import type { Currency } from './money.ts';

interface Style {
  group: string;
  decimal: string;
  /** vi-VN writes the currency after the figure, after a no-break space; en-US before it. */
  currencyAfter: boolean;
  symbols: Record<Currency, string>;
  /** Compact notation's units, largest first: power of ten and its word. */
  units: readonly (readonly [number, string])[];
  /** Between the figure and a compact unit. */
  unitGap: string;
}

const NBSP = '\u00a0';

// Intl writes -0 with its sign, as it writes any negative figure that rounds to zero.
const negative = (value: number) => value < 0 || Object.is(value, -0);

const STYLES: Record<string, Style> = {
  'en-US': {
    group: ',',
    decimal: '.',
    currencyAfter: false,
    symbols: { USD: '$', AUD: 'A$', VND: '₫' },
    units: [
      [12, 'T'],
      [9, 'B'],
      [6, 'M'],
      [3, 'K'],
    ],
    unitGap: '',
  },
  'vi-VN': {
    group: '.',
    decimal: ',',
    currencyAfter: true,
    symbols: { USD: 'US$', AUD: 'AU$', VND: '₫' },
    units: [
      [12, 'NT'],
      [9, 'T'],
      [6, 'Tr'],
      [3, 'N'],
    ],
    unitGap: NBSP,
  },
};

// Compact notation has no unit above the trillions; from here on Intl writes it.
const LIMIT = 1e15;

interface Digits {
  int: string;
  frac: string;
}

/**
 * The shortest decimal that reads back as this number (what Intl rounds, not the binary value: 5.55
 * rounds to 5.6), as integer and fraction digits.
 */
function decimalDigits(abs: number): Digits {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + all };
  if (point >= all.length) return { int: all + '0'.repeat(point - all.length), frac: '' };
  return { int: all.slice(0, point), frac: all.slice(point) };
}

/** Half away from zero at `places` fraction digits, on the digits themselves. */
function roundDigits({ int, frac }: Digits, places: number): Digits {
  if (frac.length <= places) return { int, frac: frac.padEnd(places, '0') };
  const up = Number(frac[places]) >= 5;
  let kept = (int + frac.slice(0, places)).split('').map(Number);
  if (up) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i < 0) kept = [1, ...kept];
    else kept[i] = (kept[i] ?? 0) + 1;
  }
  const text = kept.join('');
  const cut = text.length - places;
  return { int: text.slice(0, cut).replace(/^0+(?=\d)/, ''), frac: text.slice(cut) };
}

function written({ int, frac }: Digits, style: Style, minFraction: number): string {
  const trimmed = frac.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return trimmed ? `${grouped}${style.decimal}${trimmed}` : grouped;
}

function withCurrency(figure: string, negative: boolean, currency: Currency, style: Style): string {
  const sign = negative ? '-' : '';
  const symbol = style.symbols[currency];
  return style.currencyAfter ? `${sign}${figure}${NBSP}${symbol}` : `${sign}${symbol}${figure}`;
}

/** A figure with exactly `decimals` fraction digits, grouped: Intl's decimal style. */
export function numberText(value: number, decimals: number, locale: string): string | undefined {
  const style = STYLES[locale];
  if (!style || !Number.isFinite(value) || Math.abs(value) >= LIMIT) return undefined;
  const digits = roundDigits(decimalDigits(Math.abs(value)), decimals);
  return `${negative(value) ? '-' : ''}${written(digits, style, decimals)}`;
}

/** Intl's currency style with exactly `decimals` fraction digits. */
export function moneyText(value: number, currency: Currency, decimals: number, locale: string): string | undefined {
  const style = STYLES[locale];
  if (!style || !Number.isFinite(value) || Math.abs(value) >= LIMIT) return undefined;
  const digits = roundDigits(decimalDigits(Math.abs(value)), decimals);
  return withCurrency(written(digits, style, decimals), negative(value), currency, style);
}

/** Intl's compact currency style with at most one fraction digit ("$12.3K", "12,3 N ₫"). */
export function compactMoneyText(value: number, currency: Currency, locale: string): string | undefined {
  const style = STYLES[locale];
  if (!style || !Number.isFinite(value) || Math.abs(value) >= LIMIT) return undefined;
  const exact = decimalDigits(Math.abs(value));
  // The unit is picked by the figure's size, then again if rounding carried it to the next unit
  // (999,950 is "$1M", not "$1000K").
  const unitFor = (int: string) => style.units.find(([power]) => int.length > power);
  let unit = unitFor(exact.int);
  for (;;) {
    const power = unit?.[0] ?? 0;
    const shifted: Digits = {
      int: exact.int.slice(0, exact.int.length - power) || '0',
      frac: exact.int.slice(exact.int.length - power) + exact.frac,
    };
    const rounded = roundDigits(shifted, 1);
    const next = unitFor(rounded.int + '0'.repeat(power));
    if (next && next !== unit) {
      unit = next;
      continue;
    }
    // A thousand of the largest unit is written without grouping ("$1000T"): left to Intl.
    if (rounded.int.length > 3) return undefined;
    const figure = `${written(rounded, style, 0)}${unit ? `${style.unitGap}${unit[1]}` : ''}`;
    return withCurrency(figure, negative(value), currency, style);
  }
}

/** Where the currency sign sits beside an amount in this locale ("A$" before, "₫" after). */
export function currencySide(currency: Currency, locale: string): { prefix: string; suffix: string } | undefined {
  const style = STYLES[locale];
  if (!style) return undefined;
  const symbol = style.symbols[currency];
  return style.currencyAfter ? { prefix: '', suffix: symbol } : { prefix: symbol, suffix: '' };
}
