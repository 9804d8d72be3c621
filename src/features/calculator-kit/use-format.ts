/**
 * The calculators' figures in the page's language and the currency on screen: one set of bound
 * formatters, so a component writes fmt.money(x) and never picks a locale itself. The rounding
 * rules stay in lib/money.ts.
 */
import { useMemo } from 'react';
import type { Locale } from '../../lib/locales.ts';
import {
  currencyAffix,
  formatChance,
  formatLeads,
  formatMoney,
  formatMoneyProse,
  formatMoneyCompact,
  formatMultiple,
  formatNumber,
  formatPercent,
  formatRoi,
  type Currency,
  type CurrencyAffix,
} from '../../lib/money.ts';
import { useToolLanguage } from './text-context.tsx';

export interface Formatters {
  currency: Currency;
  locale: Locale;
  /** Whole currency units unless decimals are asked for; VND never shows decimals. */
  money: (value: number, decimals?: number) => string;
  /** Compact money for chart axes ("$12K", "12 Tr ₫"). */
  moneyAxis: (value: number) => string;
  number: (value: number, decimals?: number) => string;
  /** Pass percent values (12.5 → "12.5%"). */
  percent: (value: number, decimals?: number) => string;
  /** ROAS and other multiples ("2.10x"). */
  multiple: (value: number, decimals?: number) => string;
  /** Money inside a sentence: whole units; dong to the nearest thousand. */
  moneyProse: (value: number) => string;
  /** ROI from a ratio (0.72 → "72.0%"): every planning surface writes ROI this way. */
  roi: (ratio: number) => string;
  /** Leads, at most one decimal. */
  leads: (value: number) => string;
  /** A probability 0..1; never "0.0%" ("< 0.1%"). */
  chance: (probability: number) => string;
  affix: CurrencyAffix;
}

export function formattersFor(currency: Currency, locale: Locale): Formatters {
  return {
    currency,
    locale,
    money: (value, decimals = 0) => formatMoney(value, currency, decimals, locale),
    moneyAxis: (value) => formatMoneyCompact(value, currency, locale),
    number: (value, decimals = 0) => formatNumber(value, decimals, currency, locale),
    percent: (value, decimals = 1) => formatPercent(value, decimals, currency, locale),
    multiple: (value, decimals = 2) => formatMultiple(value, decimals, currency, locale),
    moneyProse: (value) => formatMoneyProse(value, currency, locale),
    roi: (ratio) => formatRoi(ratio, currency, locale),
    leads: (value) => formatLeads(value, currency, locale),
    chance: (probability) => formatChance(probability, currency, locale),
    affix: currencyAffix(currency, locale),
  };
}

/** Formatters for the currency on screen in the page's language. */
export function useFormat(currency: Currency): Formatters {
  const { locale } = useToolLanguage();
  return useMemo(() => formattersFor(currency, locale), [currency, locale]);
}
