/** The dated plan's words, figures and dates in the page's language, shared by its sections. */
import { createContext, use } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import type { Shape } from '../../../i18n/dictionary.ts';
import { formattersFor, type Formatters } from '../../calculator-kit/use-format.ts';
import type { Currency } from '../../../lib/money.ts';
import { datedEn } from './i18n/en.ts';
import { datedVi } from './i18n/vi.ts';

export type DatedText = Shape<typeof datedEn>;

export interface DatedWords {
  t: DatedText;
  fmt: Formatters;
  locale: Locale;
  /** "2026-06-01" as the page writes a day. */
  day: (iso: string) => string;
  /** "2026-06" as the page writes a month. */
  month: (iso: string) => string;
}

export function datedWords(locale: Locale, currency: Currency): DatedWords {
  const tag = locale === 'vi' ? 'vi-VN' : 'en-AU';
  const dayFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    t: locale === 'vi' ? datedVi : datedEn,
    fmt: formattersFor(currency, locale),
    locale,
    day: (iso) => dayFormat.format(new Date(`${iso}T00:00:00Z`)),
    month: (iso) => monthFormat.format(new Date(`${iso}-01T00:00:00Z`)),
  };
}

export const DatedWordsContext = createContext<DatedWords | null>(null);

export function useDated(): DatedWords {
  const words = use(DatedWordsContext);
  if (!words) throw new Error('useDated needs DatedWordsContext');
  return words;
}
