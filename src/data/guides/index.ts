import { canvaGuide } from './canva.ts';
import { onPageSeoGuide } from './on-page-seo.ts';
import { seoOptimizationGuide } from './seo-optimization.ts';
import { socialMediaGuide } from './social-media.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Guide } from './types.ts';

export type { Guide } from './types.ts';

export const guides: readonly Guide[] = [onPageSeoGuide, seoOptimizationGuide, socialMediaGuide, canvaGuide];

export function guideBySlug(slug: string): Guide {
  const guide = guides.find((candidate) => candidate.slug === slug);
  if (!guide) throw new Error(`No guide with slug ${slug}`);
  return guide;
}

/** Each language's guides download their own files: the Vietnamese pages, Vietnamese files. */
const downloadPrefixes: Readonly<Record<Locale, string>> = { en: '/downloads/', vi: '/vi/downloads/' };

export function downloadPath(slug: string, format: 'md' | 'csv', locale: Locale = 'en'): string {
  return `${downloadPrefixes[locale]}${slug}.${format}`;
}
