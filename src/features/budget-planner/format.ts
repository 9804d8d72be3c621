/** The planner's display rules in one place: whole currency units, ROAS as Nx, percentages with one decimal. */
import { formatMoney, formatMoneyCompact, formatMultiple, formatNumber, formatPercent, type Currency } from '../../lib/money.ts';

export const money = (value: number, currency: Currency): string => formatMoney(value, currency);
export const moneyAxis = (value: number, currency: Currency): string => formatMoneyCompact(value, currency);
// Counts and rates take the currency on screen so they follow its number conventions.
export const leads = (value: number, currency?: Currency): string => formatNumber(value, 1, currency);
export const clicks = (value: number, currency?: Currency): string => formatNumber(value, 0, currency);
export const roas = (value: number, currency?: Currency): string => formatMultiple(value, 2, currency);
/** ROI is kept as a ratio (4.924) and shown as a percentage (492.4%). */
export const ratioPercent = (ratio: number, currency?: Currency): string => formatPercent(ratio * 100, 1, currency);
export const percent = (value: number, currency?: Currency): string => formatPercent(value, 1, currency);
