/**
 * The one place that picks a data module by language. Each Vietnamese module exports the same
 * names and shapes as its English twin (checked here), and every `href` inside is turned into the
 * page's own language through the route registry, so data files may name English paths.
 */
import * as enGuides from '../data/guides/index.ts';
import * as viGuides from '../data/guides/vi/index.ts';
import { localizeHref } from '../lib/routes.ts';
import type { Locale } from '../lib/locales.ts';

/** The data a module exports; its rules (functions) stay in the English module, shared by both. */
type DataOf<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] };

/** Modules typed by their own interfaces (no `as const`) are used as they are: their unions stay. */
interface SiteData {
  guides: DataOf<typeof enGuides>;
}

const modules = {
  en: {
    guides: enGuides,
  },
  vi: {
    guides: viGuides,
  },
} as const satisfies Record<Locale, SiteData>;

/** Deep copy with every `href` string localized; functions and other values pass through. */
export function localizeLinks<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, locale)) as T;
  // Plain records only: icon components (objects carrying $$typeof) are passed through untouched.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value)) {
    const entries = Object.entries(value).map(([key, item]) => [
      key,
      key === 'href' && typeof item === 'string' ? localizeHref(item, locale) : localizeLinks(item, locale),
    ]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

export function siteData<K extends keyof SiteData>(locale: Locale, name: K): SiteData[K] {
  const chosen: SiteData = modules[locale];
  return locale === 'en' ? chosen[name] : localizeLinks({ ...chosen[name] }, locale);
}
