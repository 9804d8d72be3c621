/**
 * Tax charged on top of ad spend, per market. It is shown as its own line beside the plan's figures
 * and never folded into SPEC's formulas: a USD plan has no default tax and its figures stay exactly
 * as SPEC computes them; an AUD or VND plan starts with its market's rate switched on.
 */
import { finite, safeDivide, type Currency } from '../../../lib/money.ts';

export interface AdTaxDefault {
  /** Which tax it is: the words for it live in the tools' dictionaries. */
  kind: 'gst' | 'vat';
  /** Percent added on top of ad spend. */
  rate: number;
  /** The rate changes by decree and by platform: the page asks the visitor to check it. */
  checkCurrentRate: boolean;
  /** Where the rate comes from, and when it was last checked. */
  source: string;
}

/**
 * Australia: GST 10 % (A New Tax System (Goods and Services Tax) Act 1999, s 9-70), charged by Google,
 * Meta and TikTok on ads bought by Australian customers. Vietnam: VAT on ad services bought from foreign
 * platforms; 10 % is the standard rate of the VAT Law (48/2024/QH15) and the agency's working assumption
 * (checked 2026-11-25): reductions and the foreign-supplier regime change it, so it is editable and marked.
 */
const DEFAULTS: Record<Currency, AdTaxDefault | undefined> = {
  USD: undefined,
  AUD: { kind: 'gst', rate: 10, checkCurrentRate: false, source: 'GST Act 1999 s 9-70; checked 2026-11-25' },
  VND: {
    kind: 'vat',
    rate: 10,
    checkCurrentRate: true,
    source: 'VAT Law 48/2024/QH15 standard rate; agency working assumption, 2026-11-25',
  },
};

export function adTaxDefault(currency: Currency): AdTaxDefault | undefined {
  return DEFAULTS[currency];
}

export interface AdTaxLine {
  /** Tax on the ad spend. */
  tax: number;
  /** Ad spend plus the tax: what leaves the bank account. */
  costWithTax: number;
  /** (revenue − spend − tax) / (spend + tax): ROI when the tax is a cost the business cannot reclaim. */
  roiAfterTax: number;
  /** revenue / (spend + tax). */
  roasAfterTax: number;
}

/** The tax line for a spend and its revenue at a rate in percent (negative or non-finite rates count as 0). */
export function adTaxLine(spend: number, revenue: number, ratePercent: number): AdTaxLine {
  const rate = Number.isFinite(ratePercent) && ratePercent > 0 ? ratePercent : 0;
  const tax = finite((finite(spend) * rate) / 100);
  const costWithTax = finite(spend) + tax;
  return {
    tax,
    costWithTax,
    roiAfterTax: safeDivide(finite(revenue) - costWithTax, costWithTax),
    roasAfterTax: safeDivide(finite(revenue), costWithTax),
  };
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
  if (typeof on !== 'boolean' || typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100) return undefined;
  return { currency: currency as Currency, on, rate };
}

/**
 * The tax in force for a plan in `currency`: the visitor's setting when it was made for this
 * currency, else the market's default (on, at its rate); undefined where the market has no tax (USD).
 */
export function adTaxInForce(currency: Currency, setting: AdTaxSetting | undefined): { on: boolean; rate: number } | undefined {
  const preset = adTaxDefault(currency);
  if (!preset) return undefined;
  if (setting && setting.currency === currency) return { on: setting.on, rate: setting.rate };
  return { on: true, rate: preset.rate };
}

/** The setting to keep: none while it equals the market's default, so unchanged plans carry nothing new. */
export function adTaxToKeep(currency: Currency, on: boolean, rate: number): AdTaxSetting | undefined {
  const preset = adTaxDefault(currency);
  if (!preset || (on && rate === preset.rate)) return undefined;
  return { currency, on, rate };
}
