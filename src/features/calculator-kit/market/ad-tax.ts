/**
 * Tax charged on top of ad spend, per market. It is shown as its own line beside the plan's figures
 * and never folded into SPEC's formulas: a USD plan has no default tax and its figures stay exactly
 * as SPEC computes them; an AUD or VND plan starts with its market's rate switched on.
 */
import type { Currency } from '../../../lib/money.ts';

export interface AdTaxDefault {
  /** Which tax it is: the words for it live in the tools' dictionaries. */
  kind: 'gst' | 'vat';
  /** Percent added on top of ad spend. */
  rate: number;
  /** The rate changes by decree and by platform: the page asks the visitor to check it. */
  checkCurrentRate: boolean;
}

/**
 * Australia: GST 10 % (A New Tax System (Goods and Services Tax) Act 1999, s 9-70), charged by Google,
 * Meta and TikTok on ads bought by Australian customers. Vietnam: VAT on ad services bought from foreign
 * platforms; 10 % is the standard rate of the VAT Law (48/2024/QH15) and the agency's working assumption
 * (checked 2026-11-25): reductions and the foreign-supplier regime change it, so it is editable and marked.
 */
const DEFAULTS: Record<Currency, AdTaxDefault | undefined> = {
  USD: undefined,
  AUD: { kind: 'gst', rate: 10, checkCurrentRate: false },
  VND: { kind: 'vat', rate: 10, checkCurrentRate: true },
};

export function adTaxDefault(currency: Currency): AdTaxDefault | undefined {
  return DEFAULTS[currency];
}

/**
 * The visitor's own tax setting, kept with the plan (draft, saved plan, link, file). It names the
 * currency it was set for: a plan switched to another market starts from that market's default.
 */
export interface AdTaxSetting {
  currency: Currency;
  on: boolean;
  /** Percent on top of ad spend, 0–100. */
  rate: number;
}

/** A stored setting, checked; anything unusable is none (the market's default applies). */
export function readAdTax(value: unknown): AdTaxSetting | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { currency, on, rate } = value as Record<string, unknown>;
  if (typeof currency !== 'string' || adTaxDefault(currency as Currency) === undefined) return undefined;
  if (typeof on !== 'boolean' || typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100)
    return undefined;
  return { currency: currency as Currency, on, rate };
}
