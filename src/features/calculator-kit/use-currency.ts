/**
 * The visitor's currency choice, shared by both calculators and kept in browser storage. Plans and
 * share links also carry their own currency; this is the default for a fresh start.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '../../lib/money.ts';
import { browserStorage, readJson, writeJson, type SafeParser } from '../../lib/storage.ts';

export const CURRENCY_KEY = 'brightlane:currency';
// A one-value schema needs no zod: this keeps zod out of the calculators' first JavaScript.
const schema: SafeParser<Currency> = {
  safeParse: (data) => (isCurrency(data) ? { success: true, data } : { success: false, error: { issues: [{ message: 'Not a supported currency.' }] } }),
};
const listeners = new Set<() => void>();

function read(): Currency {
  return readJson(browserStorage(), CURRENCY_KEY, schema, DEFAULT_CURRENCY).value;
}

export function setPreferredCurrency(currency: Currency): void {
  writeJson(browserStorage(), CURRENCY_KEY, currency);
  for (const listener of listeners) listener();
}

export function usePreferredCurrency(): Currency {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => DEFAULT_CURRENCY,
  );
}
