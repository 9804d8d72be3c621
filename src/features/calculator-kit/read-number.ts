/**
 * The calculators' one rule for reading a typed or imported number. Pasted decoration (spaces,
 * thousands commas, currency signs) is ignored; anything else that is not a plain number, or that
 * falls outside the field's range, is refused with a sentence saying why, so the caller can keep
 * the previous value instead of guessing one.
 */
import { fill } from '../../i18n/fill.ts';

/** A ceiling well past any real campaign (even in VND) that keeps sums exact and finite. */
export const MAX_INPUT = 1e15;

export interface NumberRule {
  /** Names the field in messages, e.g. "Spend". */
  label: string;
  /** Whole numbers only: decimals are cut off (12.9 clicks count as 12). */
  integer?: boolean;
  min?: number;
  max?: number;
  /** Written after the limits in messages, e.g. "%". */
  unit?: string;
  /**
   * Vietnamese pages: a comma is the decimal mark and dots group thousands ("3,5", "1.500.000").
   * A lone dot still reads as a decimal point ("2.5"), unless it groups thousands ("1.500").
   */
  decimalComma?: boolean;
}

/** What was wrong, for a caller that words it in the page's language (`limit` with its unit). */
export type NumberProblem = 'empty' | 'not-a-number' | 'too-large' | 'negative' | 'below' | 'above';

export type ReadNumber =
  | { ok: true; value: number }
  | {
      ok: false;
      reason: 'empty' | 'not-a-number' | 'out-of-range';
      error: string;
      problem: NumberProblem;
      limit?: number;
    };

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Removes what people paste along with amounts: spaces, thousands commas, currency signs. */
function cleanNumberText(text: string, decimalComma = false): string {
  const bare = text.trim().replace(/^(US|AU|A)(?=\$)/i, '');
  if (!decimalComma) return bare.replace(/[\s,$₫%\u00a0]/g, '');
  // vi-VN writes "10.000 US$": the sign comes after the amount.
  const plain = bare.replace(/(US|AU|A)?\$$/i, '').replace(/[\s$₫%\u00a0]/g, '');
  if (plain.includes(',')) return plain.replace(/\./g, '').replace(',', '.');
  return /^[+-]?\d{1,3}(\.\d{3})+$/.test(plain) ? plain.replace(/\./g, '') : plain;
}

export function readNumber(
  text: string,
  { label, integer = false, min = 0, max = MAX_INPUT, unit = '', decimalComma = false }: NumberRule,
): ReadNumber {
  const cleaned = cleanNumberText(text, decimalComma);
  if (cleaned === '') return { ok: false, reason: 'empty', problem: 'empty', error: `Enter a number for ${label}.` };
  if (!NUMBER_PATTERN.test(cleaned))
    return { ok: false, reason: 'not-a-number', problem: 'not-a-number', error: `${label} must be a number.` };
  const raw = Number(cleaned);
  if (!Number.isFinite(raw) || Math.abs(raw) > MAX_INPUT)
    return {
      ok: false,
      reason: 'out-of-range',
      problem: 'too-large',
      error: `${label} is too large to be a real figure.`,
    };
  const value = integer ? Math.trunc(raw) : raw;
  if (value < min) {
    const error = min === 0 ? `${label} cannot be negative.` : `${label} cannot be less than ${min}${unit}.`;
    return {
      ok: false,
      reason: 'out-of-range',
      error,
      ...(min === 0 ? { problem: 'negative' as const } : { problem: 'below' as const, limit: min }),
    };
  }
  if (value > max)
    return {
      ok: false,
      reason: 'out-of-range',
      problem: 'above',
      limit: max,
      error: `${label} cannot be more than ${max}${unit}.`,
    };
  // -0 would print as "-0" in a field.
  return { ok: true, value: value === 0 ? 0 : value };
}

/** The kit dictionary's number messages (kitEn / kitVi), each with {label} and, for limits, {limit}. */
export interface NumberWords {
  numberEmpty: string;
  numberNotNumber: string;
  numberTooLarge: string;
  numberNegative: string;
  numberBelow: string;
  numberAbove: string;
}

/** A refused number in the page's language: the words come from the caller, so this module stays language-free. */
export function numberProblemWords(
  words: NumberWords,
  label: string,
  problem: NumberProblem,
  limit: number | undefined,
  unit = '',
): string {
  const template = {
    empty: words.numberEmpty,
    'not-a-number': words.numberNotNumber,
    'too-large': words.numberTooLarge,
    negative: words.numberNegative,
    below: words.numberBelow,
    above: words.numberAbove,
  }[problem];
  return fill(template, { label, limit: `${limit ?? ''}${unit}` });
}
