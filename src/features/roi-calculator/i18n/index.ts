/**
 * The words the RoiCalculator island receives from its page, per language. Only Astro pages import
 * this module (it holds every language); the island gets one language as a prop.
 */
import type { Locale } from '../../../lib/locales.ts';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import type { RoiCalculatorProps } from '../roi-calculator.tsx';
import { roiEn } from './en.ts';
import { roiVi } from './vi.ts';

const text: Readonly<Record<Locale, RoiCalculatorProps['text']>> = {
  en: { kit: kitEn, tool: roiEn },
  vi: { kit: kitVi, tool: roiVi },
};

export function roiTextFor(locale: Locale): RoiCalculatorProps['text'] {
  return text[locale];
}
