/**
 * Reading numbers typed or imported into the ROI calculator. Spend and revenue are decimals;
 * clicks, leads and customers are whole numbers. Anything that is not a number counts as 0;
 * negative numbers are refused with a message, and so are numbers too large to be real.
 */

/** A ceiling well past any real campaign (even in VND) that keeps sums exact and finite. */
export const MAX_INPUT = 1e15;

export type ParsedNumber =
  { ok: true; value: number; /** true when the text was not a number and counted as 0 */ notANumber: boolean } | { ok: false; error: string };

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Removes what people paste along with amounts: spaces, thousands commas, currency signs. */
function clean(text: string): string {
  return text
    .trim()
    .replace(/^(US|AU|A)(?=\$)/i, '')
    .replace(/[\s,$₫\u00a0]/g, '');
}

export function parseAmount(text: string, label: string, integer: boolean): ParsedNumber {
  const cleaned = clean(text);
  if (cleaned === '') return { ok: true, value: 0, notANumber: false };
  if (!NUMBER_PATTERN.test(cleaned)) return { ok: true, value: 0, notANumber: true };
  const raw = Number(cleaned);
  if (!Number.isFinite(raw) || Math.abs(raw) > MAX_INPUT) return { ok: false, error: `${label} is too large to be a real figure.` };
  const value = integer ? Math.trunc(raw) : raw;
  if (value < 0) return { ok: false, error: `${label} cannot be negative.` };
  return { ok: true, value: value === 0 ? 0 : value, notANumber: false };
}

/** Spend or revenue: a decimal. */
export function parseDecimal(text: string, label = 'Value'): ParsedNumber {
  return parseAmount(text, label, false);
}

/** Clicks, leads or customers: a whole number (decimals are cut off). */
export function parseInteger(text: string, label = 'Value'): ParsedNumber {
  return parseAmount(text, label, true);
}
