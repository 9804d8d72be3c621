/**
 * Money, number and percentage formatting: the one written rounding rule. Calculations keep full
 * precision; only display and export round.
 */

export const CURRENCIES = ['USD', 'AUD', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const currencyLabels: Record<Currency, string> = {
  USD: 'US dollar (USD)',
  AUD: 'Australian dollar (AUD)',
  VND: 'Vietnamese dong (VND)',
};

// AUD is written with the en-US locale on purpose: en-AU shows a bare "$", which cannot be told
// apart from US dollars on a page that offers both; en-US writes "A$5,800".
const locales: Record<Currency, string> = { USD: 'en-US', AUD: 'en-US', VND: 'vi-VN' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Any non-finite number is shown as 0: the product never displays NaN or Infinity. */
export function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Division that never yields Infinity or NaN: a zero, missing or non-finite input or result gives 0. */
export function safeDivide(numerator: number, denominator: number): number {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return 0;
  const result = numerator / denominator;
  return Number.isFinite(result) ? result : 0;
}

const cache = new Map<string, Intl.NumberFormat>();
function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** Whole currency units (amounts are shown without decimals), e.g. "$4,000", "A$4,000", "4.000 ₫". */
export function formatMoney(value: number, currency: Currency = DEFAULT_CURRENCY, decimals = 0): string {
  const f = formatter(`m:${currency}:${decimals}`, () => moneyFormat(currency, decimals));
  return f.format(normaliseZero(round(finite(value), currency === 'VND' ? 0 : decimals)));
}

// The dong has no minor unit in use, so VND always shows whole amounts.
function moneyFormat(currency: Currency, decimals: number): Intl.NumberFormat {
  const digits = currency === 'VND' ? 0 : decimals;
  return new Intl.NumberFormat(locales[currency], { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export interface CurrencyAffix {
  prefix: string;
  suffix: string;
}

const affixCache = new Map<Currency, CurrencyAffix>();
/**
 * The sign an input box shows beside an amount, taken from the same formatter as the results, so
 * a field and its result always agree ("A$" before AUD, "₫" after VND).
 */
export function currencyAffix(currency: Currency): CurrencyAffix {
  let affix = affixCache.get(currency);
  if (!affix) {
    const parts = formatter(`m:${currency}:0`, () => moneyFormat(currency, 0)).formatToParts(1);
    const sign = parts.findIndex((part) => part.type === 'currency');
    const number = parts.findIndex((part) => part.type === 'integer');
    const symbol = parts[sign]?.value ?? currency;
    affix = sign < number ? { prefix: symbol, suffix: '' } : { prefix: '', suffix: symbol };
    affixCache.set(currency, affix);
  }
  return affix;
}

/** Compact money for chart axes, e.g. "$12K". */
export function formatMoneyCompact(value: number, currency: Currency = DEFAULT_CURRENCY): string {
  const f = formatter(
    `c:${currency}`,
    () => new Intl.NumberFormat(locales[currency], { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }),
  );
  return f.format(normaliseZero(finite(value)));
}

/**
 * A count, rate or multiple. Given the currency on screen, it follows that currency's locale, so a
 * VND plan writes "1.750,0" leads beside "50.000.000 ₫" rather than mixing the two conventions.
 */
export function formatNumber(value: number, decimals = 0, currency?: Currency): string {
  const locale = currency ? locales[currency] : 'en-US';
  const f = formatter(`n:${locale}:${decimals}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  return f.format(normaliseZero(round(finite(value), decimals)));
}

/** A ratio or percentage value shown with a % sign; pass percent values (e.g. 492.4). */
export function formatPercent(percentValue: number, decimals = 1, currency?: Currency): string {
  return `${formatNumber(percentValue, decimals, currency)}%`;
}

/** ROAS shown as "2.10x". */
export function formatMultiple(value: number, decimals = 2, currency?: Currency): string {
  return `${formatNumber(value, decimals, currency)}x`;
}

/**
 * Half away from zero, at the given number of decimals, as the number is written: 1.005 becomes
 * 1.01 although its binary value is a hair below. Never returns -0.
 */
export function round(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.sign(value) * shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return normaliseZero(finite(rounded));
}

// Moves the decimal point in the number's shortest written form, so no binary error creeps in.
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Fixed decimals for exports ("4000.00"); non-finite becomes 0. */
export function toFixed(value: number, decimals: number): string {
  return round(finite(value), decimals).toFixed(decimals);
}

function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

/** Chart axis labels: names longer than 10 characters are cut to 10 plus '...'. */
export function truncateLabel(label: string, max = 10): string {
  return label.length > max ? `${label.slice(0, max)}...` : label;
}
