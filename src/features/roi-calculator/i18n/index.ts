/**
 * The words the RoiCalculator island receives from its page, per language. Only Astro pages import
 * this module (it holds every language); the island gets one language as a prop.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import type { RoiCalculatorProps } from '../roi-calculator.tsx';
import { roiEn } from './en.ts';

const text = {
  en: { kit: kitEn, tool: roiEn },
} satisfies Partial<Record<Locale, RoiCalculatorProps['text']>>;

export function roiTextFor(locale: Locale): RoiCalculatorProps['text'] {
  const found = (text as Partial<Record<Locale, RoiCalculatorProps['text']>>)[locale];
  if (!found) throw new Error(`The RoiCalculator has no ${locale} dictionary yet.`);
  return found;
}
