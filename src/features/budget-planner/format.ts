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
