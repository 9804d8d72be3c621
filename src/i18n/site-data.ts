/**
 * The one place that picks a data module by language. Each Vietnamese module exports the same
 * names and types as its English twin (checked here), and every `href` inside is turned into the
 * page's own language through the route registry, so data files may name English paths.
 */
import * as enNavigation from '../data/navigation.ts';
import * as viNavigation from '../data/vi/navigation.ts';
import { localizeHref } from '../lib/routes.ts';
import type { Locale } from './locales.ts';

interface SiteData {
  navigation: typeof enNavigation;
}

const modules = {
  en: { navigation: enNavigation },
  vi: { navigation: viNavigation },
} as const satisfies Record<Locale, SiteData>;

/** Deep copy with every `href` string localized; functions and other values pass through. */
export function localizeLinks<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, locale)) as T;
  // Plain records only: icon components (objects carrying $$typeof) are passed through untouched.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, key === 'href' && typeof item === 'string' ? localizeHref(item, locale) : localizeLinks(item, locale)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

export function siteData<K extends keyof SiteData>(locale: Locale, name: K): SiteData[K] {
  const chosen: SiteData = modules[locale];
  return locale === 'en' ? chosen[name] : localizeLinks({ ...chosen[name] }, locale);
}
