/** The planner's display rules in one place: whole currency units, ROAS as Nx, percentages with one decimal. */
import { formatMoney, formatMoneyCompact, formatMultiple, formatNumber, formatPercent, type Currency } from '../../lib/money.ts';

export const money = (value: number, currency: Currency): string => formatMoney(value, currency);
export const moneyAxis = (value: number, currency: Currency): string => formatMoneyCompact(value, currency);
export const leads = (value: number): string => formatNumber(value, 1);
export const clicks = (value: number): string => formatNumber(value, 0);
export const roas = (value: number): string => formatMultiple(value);
/** ROI is kept as a ratio (4.924) and shown as a percentage (492.4%). */
export const ratioPercent = (ratio: number): string => formatPercent(ratio * 100, 1);
export const percent = (value: number): string => formatPercent(value, 1);

/** SPEC colours for ROAS: 2 or more green, 1 or more yellow, otherwise red (AA text tones). */
export function roasTone(value: number): string {
  if (value >= 2) return 'text-success-700';
  if (value >= 1) return 'text-warning-700';
  return 'text-danger-700';
}

const symbolCache = new Map<Currency, string>();
/** The currency sign the formatted amounts use, e.g. "$" or "₫". */
export function currencySymbol(currency: Currency): string {
  let symbol = symbolCache.get(currency);
  if (!symbol) {
    const parts = new Intl.NumberFormat(currency === 'VND' ? 'vi-VN' : currency === 'AUD' ? 'en-AU' : 'en-US', { style: 'currency', currency }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    symbolCache.set(currency, symbol);
  }
  return symbol;
}
