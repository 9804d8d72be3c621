/**
 * Money, number and percentage formatting: the one written rounding rule. Calculations keep full
 * precision; only display and export round.
 */
import type { Locale } from './locales.ts';
import {
  compactMoneyText,
  CURRENCIES,
  currencySide,
  digits,
  moneyText,
  numberText,
  type Currency,
  type NumberLocale,
} from './number-text.ts';

export { CURRENCIES, type Currency };
export const DEFAULT_CURRENCY: Currency = 'USD';

// AUD is written with the en-US locale on purpose: en-AU shows a bare "$", which cannot be told
// apart from US dollars on a page that offers both; en-US writes "A$5,800".
const locales: Record<Currency, NumberLocale> = { USD: 'en-US', AUD: 'en-US', VND: 'vi-VN' };

/**
 * The Intl locale figures are written in. A Vietnamese page writes every figure the Vietnamese way
 * ("1.234 US$", "12,5%"); an English page follows the currency on screen, so a VND plan does not
 * mix "50.000.000 ₫" with "1,750.0" leads.
 */
export function numberLocale(currency?: Currency, page?: Locale): NumberLocale {
  if (page === 'vi') return 'vi-VN';
  return currency ? locales[currency] : 'en-US';
}

/**
 * The tools' example figures are written in US dollars. A tool that opens in dong shows the same
 * plan at this many ₫ to the dollar (a round figure, not a live rate), so a Vietnamese page does not
 * open on a 10.000 ₫ budget with 2,5 ₫ clicks. Ratios (ROI, ROAS, leads per click) are unchanged.
 */
const EXAMPLE_SCALE: Record<Currency, number> = { USD: 1, AUD: 1, VND: 25_000 };

export function exampleScale(currency: Currency): number {
  return EXAMPLE_SCALE[currency];
}

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

// Figures are written by number-text.ts, which writes these two locales' patterns as Intl does:
// Intl's first formatter would cost the tools' hydration its locale data.

/** Whole currency units (amounts are shown without decimals), e.g. "$4,000", "A$4,000", "4.000 ₫". */
export function formatMoney(value: number, currency: Currency = DEFAULT_CURRENCY, decimals = 0, page?: Locale): string {
  const locale = numberLocale(currency, page);
  // The dong has no minor unit in use, so VND always shows whole amounts.
  const digits = currency === 'VND' ? 0 : decimals;
  const shown = normaliseZero(round(finite(value), digits));
  return moneyText(shown, currency, digits, locale);
}

export interface CurrencyAffix {
  prefix: string;
  suffix: string;
}

/**
 * The sign an input box shows beside an amount, where the results write it, so a field and its
 * result always agree ("A$" before AUD, "₫" after VND).
 */
export function currencyAffix(currency: Currency, page?: Locale): CurrencyAffix {
  return currencySide(currency, numberLocale(currency, page));
}

/** Compact money for chart axes, e.g. "$12K". */
export function formatMoneyCompact(value: number, currency: Currency = DEFAULT_CURRENCY, page?: Locale): string {
  const locale = numberLocale(currency, page);
  return compactMoneyText(normaliseZero(finite(value)), currency, locale);
}

/**
 * A count, rate or multiple. Given the currency on screen, it follows that currency's locale, so a
 * VND plan writes "1.750,0" leads beside "50.000.000 ₫" rather than mixing the two conventions.
 */
export function formatNumber(value: number, decimals = 0, currency?: Currency, page?: Locale): string {
  return numberText(normaliseZero(round(finite(value), decimals)), decimals, numberLocale(currency, page));
}

/** A ratio or percentage value shown with a % sign; pass percent values (e.g. 492.4). */
export function formatPercent(percentValue: number, decimals = 1, currency?: Currency, page?: Locale): string {
  return `${formatNumber(percentValue, decimals, currency, page)}%`;
}

/** ROAS shown as "2.10x". */
export function formatMultiple(value: number, decimals = 2, currency?: Currency, page?: Locale): string {
  return `${formatNumber(value, decimals, currency, page)}x`;
}

/**
 * The planning figures, one way each (the fixed SPEC figures keep their own decimals):
 * ROI is always a percentage with one decimal ("72.0%", never "0.72" or "101.05%").
 */
export function formatRoi(ratio: number, currency?: Currency, page?: Locale): string {
  return formatPercent(finite(ratio) * 100, 1, currency, page);
}

/** Leads are counts: at most one decimal ("628.1", never "628.05"). */
export function formatLeads(value: number, currency?: Currency, page?: Locale): string {
  return formatNumber(value, 1, currency, page);
}

/**
 * A probability (0..1) from simulated draws, to one decimal of a percent. A chance that would read
 * "0.0%" or "100.0%" is written "< 0.1%" or "> 99.9%": a few thousand draws cannot tell zero from
 * small, and a visitor must never read a small risk as none.
 */
export function formatChance(probability: number, currency?: Currency, page?: Locale): string {
  const p = finite(probability);
  if (p < 0.0005) return `< ${formatPercent(0.1, 1, currency, page)}`;
  if (p >= 0.9995) return `> ${formatPercent(99.9, 1, currency, page)}`;
  return formatPercent(p * 100, 1, currency, page);
}

/**
 * Money inside a sentence: whole units, and dong to the nearest thousand ("1.235.000 ₫", not
 * "1.234.567 ₫"), since the last digits of an estimate in dong carry no meaning. Tables, tiles and
 * exports keep formatMoney.
 */
export function formatMoneyProse(value: number, currency: Currency = DEFAULT_CURRENCY, page?: Locale): string {
  const v = finite(value);
  return formatMoney(currency === 'VND' ? round(v / 1000) * 1000 : v, currency, 0, page);
}

/**
 * Half away from zero, at the given number of decimals (0 or more), as the number is written: 1.005
 * becomes 1.01 although its binary value is a hair below. Never returns -0.
 */
export function round(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const [whole, fraction] = digits(Math.abs(value), decimals);
  return normaliseZero(Math.sign(value) * Number(fraction ? `${whole}.${fraction}` : whole));
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
