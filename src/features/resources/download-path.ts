/** Where a guide's checklist downloads live: each language's pages download their own files. */
import type { Locale } from '../../lib/locales.ts';

const downloadPrefixes: Readonly<Record<Locale, string>> = { en: '/downloads/', vi: '/vi/downloads/' };

export function downloadPath(slug: string, format: 'md' | 'csv', locale: Locale = 'en'): string {
  return `${downloadPrefixes[locale]}${slug}.${format}`;
}
