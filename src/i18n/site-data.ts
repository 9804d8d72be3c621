/**
 * The one place that picks a data module by language. Each Vietnamese module exports the same
 * names and shapes as its English twin (checked here), and every `href` inside is turned into the
 * page's own language through the route registry, so data files may name English paths.
 */
import * as enAbout from '../data/about.ts';
import * as enFaq from '../data/faq.ts';
import * as enHighlights from '../data/highlights.ts';
import * as enNavigation from '../data/navigation.ts';
import * as enServices from '../data/services.ts';
import * as enTestimonials from '../data/testimonials.ts';
import * as viAbout from '../data/vi/about.ts';
import * as viFaq from '../data/vi/faq.ts';
import * as viHighlights from '../data/vi/highlights.ts';
import * as viNavigation from '../data/vi/navigation.ts';
import * as viServices from '../data/vi/services.ts';
import * as viTestimonials from '../data/vi/testimonials.ts';
import { localizeHref } from '../lib/routes.ts';
import type { Locale } from './locales.ts';

/** A module's shape with literal strings widened (English data may be `as const`). */
type Widen<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

interface SiteData {
  about: Widen<typeof enAbout>;
  faq: Widen<typeof enFaq>;
  highlights: Widen<typeof enHighlights>;
  navigation: Widen<typeof enNavigation>;
  services: Widen<typeof enServices>;
  testimonials: Widen<typeof enTestimonials>;
}

const modules = {
  en: { about: enAbout, faq: enFaq, highlights: enHighlights, navigation: enNavigation, services: enServices, testimonials: enTestimonials },
  vi: { about: viAbout, faq: viFaq, highlights: viHighlights, navigation: viNavigation, services: viServices, testimonials: viTestimonials },
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
