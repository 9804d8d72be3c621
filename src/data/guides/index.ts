import { canvaGuide } from './canva.ts';
import { onPageSeoGuide } from './on-page-seo.ts';
import { seoOptimizationGuide } from './seo-optimization.ts';
import { socialMediaGuide } from './social-media.ts';
import type { Locale } from '../../lib/locales.ts';
import type { Guide } from './types.ts';

export type { Guide } from './types.ts';

export const guides: readonly Guide[] = [onPageSeoGuide, seoOptimizationGuide, socialMediaGuide, canvaGuide];

/** Each language's guides download their own files: the Vietnamese pages, Vietnamese files. */
const downloadPrefixes: Readonly<Record<Locale, string>> = { en: '/downloads/', vi: '/vi/downloads/' };

export function downloadPath(slug: string, format: 'md' | 'csv', locale: Locale = 'en'): string {
  return `${downloadPrefixes[locale]}${slug}.${format}`;
}
