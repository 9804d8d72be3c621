/**
 * The site's two languages and what each one means for markup and formatting. Pure data: the
 * server, pages, islands and tests all read it, so nothing else spells a locale code by hand.
 */
export const locales = ['en', 'vi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

interface LocaleFacts {
  /** BCP 47 tag for <html lang>, hreflang and JSON-LD inLanguage. */
  tag: string;
  /** Open Graph wants language_TERRITORY. */
  ogLocale: string;
  /** The Intl locale for numbers, money and dates. */
  intl: string;
  /** The language's own name, as the switch shows it. */
  nativeName: string;
  /** The IANA zone whose office hours the page shows first. */
  timeZone: string;
}

export const localeFacts: Record<Locale, LocaleFacts> = {
  en: { tag: 'en', ogLocale: 'en_AU', intl: 'en-AU', nativeName: 'English', timeZone: 'Australia/Sydney' },
  vi: { tag: 'vi', ogLocale: 'vi_VN', intl: 'vi-VN', nativeName: 'Tiếng Việt', timeZone: 'Asia/Ho_Chi_Minh' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Astro.currentLocale may be undefined outside i18n routes; anything unknown is English. */
export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'vi' : 'en';
}

/**
 * The locale a path belongs to, judged on whole segments only: "/vi" and "/vi/…" are Vietnamese,
 * while "/vietnam-guide" or "/blog/vi-tri" stay English. Astro has mangled segments that merely
 * start with a locale code before, so the site never trusts a prefix test on the raw string.
 */
export function localeOfPath(path: string): Locale {
  const first = path.split(/[?#]/)[0]?.split('/').filter(Boolean)[0];
  return first !== undefined && first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}
