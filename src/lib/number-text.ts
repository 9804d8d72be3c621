/**
 * Numbers written exactly as Intl.NumberFormat writes them for the site's two number locales
 * (en-US, vi-VN) and three currencies, without asking Intl. A page's first Intl number or date
 * formatter loads the browser's locale data: 40–90 ms of main thread on a desktop, four times that on
 * a phone, inside the tools' hydration. money.ts writes every figure through here.
 * number-text.test.ts holds every pattern to Intl's own output.
 */
/** The currencies a plan can be written in; money.ts exports them to the rest of the site. */
export const CURRENCIES = ['USD', 'AUD', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

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

/** The locales the site writes figures in (money.ts picks one by page and currency). */
export type NumberLocale = 'en-US' | 'vi-VN';

const STYLES: Record<NumberLocale, Style> = {
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

/**
 * The shortest decimal that reads back as this number (what Intl rounds, not the binary value: 5.55
 * rounds to 5.6), rounded half away from zero at `places` (0 or more) fraction digits: [integer,
 * fraction]. The one rounding rule: money.ts round() reads its figures back from it.
 */
export function digits(abs: number, places: number): [string, string] {
  const written = String(abs);
  const e = written.indexOf('e');
  const mantissa = e < 0 ? written : written.slice(0, e);
  const exponent = e < 0 ? 0 : Number(written.slice(e + 1));
  const dot = mantissa.indexOf('.');
  const whole = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const fraction = dot < 0 ? '' : mantissa.slice(dot + 1);
  // The digits as a whole number of 10^-places, moved by the exponent, then rounded on the next
  // digit by a carry up the string (no BigInt: a planner redraw writes thousands of figures).
  const shift = exponent + places;
  const all = whole + fraction + '0'.repeat(Math.max(0, shift - fraction.length));
  const cut = whole.length + shift;
  const kept = all.slice(0, Math.max(0, cut)) || '0';
  const text = (cut >= 0 && all.charCodeAt(cut) >= 53 ? carried(kept) : kept).padStart(places + 1, '0');
  return [text.slice(0, text.length - places), text.slice(text.length - places)];
}

/** A string of digits plus one in its last place ("0199" → "0200", "99" → "100"). */
function carried(figure: string): string {
  let at = figure.length - 1;
  while (at >= 0 && figure[at] === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(figure.length)}`;
  return `${figure.slice(0, at)}${String.fromCharCode(figure.charCodeAt(at) + 1)}${'0'.repeat(figure.length - at - 1)}`;
}

function written([int, frac]: [string, string], style: Style, minFraction: number, group = true): string {
  const trimmed = frac.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : int;
  return trimmed ? `${grouped}${style.decimal}${trimmed}` : grouped;
}

function withCurrency(figure: string, value: number, currency: Currency, style: Style): string {
  const sign = negative(value) ? '-' : '';
  const symbol = style.symbols[currency];
  return style.currencyAfter ? `${sign}${figure}${NBSP}${symbol}` : `${sign}${symbol}${figure}`;
}

/** A finite figure with exactly `decimals` fraction digits, grouped: Intl's decimal style. */
export function numberText(value: number, decimals: number, locale: NumberLocale): string {
  return `${negative(value) ? '-' : ''}${written(digits(Math.abs(value), decimals), STYLES[locale], decimals)}`;
}

/** Intl's currency style for a finite figure, with exactly `decimals` fraction digits. */
export function moneyText(value: number, currency: Currency, decimals: number, locale: NumberLocale): string {
  const style = STYLES[locale];
  return withCurrency(written(digits(Math.abs(value), decimals), style, decimals), value, currency, style);
}

/** Intl's compact currency style with at most one fraction digit ("$12.3K", "12,3 N ₫"). */
export function compactMoneyText(value: number, currency: Currency, locale: NumberLocale): string {
  const style = STYLES[locale];
  const abs = Math.abs(value);
  // The unit is picked by the figure's size, then again if rounding carried it to the next unit
  // (999,950 is "$1M", not "$1000K").
  const unitFor = (figure: number) => style.units.find(([power]) => figure >= 10 ** power);
  let unit = unitFor(abs);
  let rounded = digits(abs / 10 ** (unit?.[0] ?? 0), 1);
  const carried = unitFor(Number(rounded[0]) * 10 ** (unit?.[0] ?? 0));
  if (carried !== unit) {
    unit = carried;
    rounded = digits(abs / 10 ** (unit?.[0] ?? 0), 1);
  }
  // Compact figures are grouped from five digits on ("$3000T", "$30,000T").
  const figure = written(rounded, style, 0, rounded[0].length > 4);
  return withCurrency(`${figure}${unit ? `${style.unitGap}${unit[1]}` : ''}`, value, currency, style);
}

/** Where the currency sign sits beside an amount in this locale ("A$" before, "₫" after). */
export function currencySide(currency: Currency, locale: NumberLocale): { prefix: string; suffix: string } {
  const symbol = STYLES[locale].symbols[currency];
  return STYLES[locale].currencyAfter ? { prefix: '', suffix: symbol } : { prefix: symbol, suffix: '' };
}
