/**
 * The tax line's maths: the tax in force for a plan, the setting worth keeping, and what the tax
 * adds. Apart from ad-tax.ts so the tools' first load (which only asks whether a market has a tax,
 * and reads a stored setting) does not carry it: it loads with the line and with the CSV export.
 */
import { finite, safeDivide, type Currency } from '../../../lib/money.ts';
import { adTaxDefault, type AdTaxSetting } from './ad-tax.ts';

/**
 * Where each default comes from and when it was checked, shown under the tax line. Kept apart from
 * DEFAULTS so the tools' first load (which only asks whether a market has a tax) does not carry it.
 */
export const AD_TAX_SOURCES: Readonly<Record<'AUD' | 'VND', Readonly<Record<'en' | 'vi', string>>>> = {
  AUD: {
    en: 'GST Act 1999 s 9-70 (10 %), checked 25 November 2026',
    vi: 'Luật GST 1999 của Úc, mục 9-70 (10 %), kiểm tra ngày 25 tháng 11 năm 2026',
  },
  VND: {
    en: 'VAT Law 48/2024/QH15, standard rate 10 %: agency working assumption, 25 November 2026',
    vi: 'Luật Thuế giá trị gia tăng 48/2024/QH15, thuế suất phổ thông 10 %: giả định làm việc của agency, ngày 25 tháng 11 năm 2026',
  },
};

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
 * The tax in force for a plan in `currency`: the visitor's setting when it was made for this
 * currency, else the market's default (on, at its rate); undefined where the market has no tax (USD).
 */
export function adTaxInForce(
  currency: Currency,
  setting: AdTaxSetting | undefined,
): { on: boolean; rate: number } | undefined {
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
