/**
 * The currency a calculator shows. The visitor's own choice is kept in browser storage and shared
 * by both tools. A plan that arrives with its own currency (a share link, a saved plan) is shown in
 * it for as long as the visitor works on that plan, without overwriting their choice: someone
 * else's link must not change how the tools open next time. Picking a currency ends that.
 */
import { useState, useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../../lib/money.ts';
import { storedValue } from '../../lib/storage.ts';
import type { Locale } from '../../lib/locales.ts';

export const CURRENCY_KEY = 'brightlane:currency';
// A one-value check needs no schema library, which keeps zod out of the tools' first JavaScript.
// null: the visitor has not picked one, so the page's default applies.
const preference = storedValue<Currency | null>(
  CURRENCY_KEY,
  (data) => (isCurrency(data) ? { ok: true, value: data } : { ok: false, message: 'Not a supported currency.' }),
  null,
);

function usePreferredCurrency(fallback: Currency): Currency {
  return useSyncExternalStore(
    preference.subscribe,
    () => preference.read().value ?? fallback,
    () => fallback,
  );
}

/** The currency a tool opens in when the visitor has not chosen one: VND on Vietnamese pages. */
export function defaultCurrencyFor(locale: Locale): Currency {
  return locale === 'vi' ? 'VND' : DEFAULT_CURRENCY;
}

export interface CalculatorCurrency {
  currency: Currency;
  /** The visitor picked a currency: remembered for both tools. */
  choose: (currency: Currency) => void;
  /** A plan brought its own currency: shown until the visitor picks one. */
  showPlanCurrency: (currency: Currency) => void;
  /** The plan's currency on screen, or null when the visitor's own choice (or the default) is. */
  planCurrency: Currency | null;
  /** Puts back a plan currency read earlier from planCurrency (an Undo). */
  restorePlanCurrency: (currency: Currency | null) => void;
}

/** The page's default (see defaultCurrencyFor) applies until the visitor picks a currency; their stored choice wins. */
export function useCalculatorCurrency(fallback: Currency = DEFAULT_CURRENCY): CalculatorCurrency {
  const preferred = usePreferredCurrency(fallback);
  const [planCurrency, setPlanCurrency] = useState<Currency | null>(null);
  return {
    currency: planCurrency ?? preferred,
    choose: (currency) => {
      setPlanCurrency(null);
      preference.write(currency);
    },
    showPlanCurrency: setPlanCurrency,
    planCurrency,
    restorePlanCurrency: setPlanCurrency,
  };
}
