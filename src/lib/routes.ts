/**
 * The route registry: the one source of truth for live pages, retired pages, redirects, sitemap
 * priorities and change frequencies. sitemap.xml, the /sitemap page, navigation checks and the
 * retired-page handler all read it. Blog posts and case studies come from content collections;
 * their sitemap defaults live in `collectionRoutes`.
 */

import { defaultLocale, localeOfPath, locales, type Locale } from './locales.ts';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type SitemapGroup = 'main' | 'services' | 'ai-tools' | 'free-resources' | 'portfolio' | 'blog' | 'legal';

export interface LiveRoute {
  kind: 'live';
  path: string;
  /** Links the languages of one page: the English path, which never changes. */
  key: string;
  locale: Locale;
  /** false adds robots "noindex, nofollow" and keeps the page out of sitemap.xml. */
  indexable: boolean;
  priority: number;
  changefreq: ChangeFrequency;
  group: SitemapGroup;
}

/** A retired page's facts; its notice's words are in src/content/site/retired/<its path>.yaml. */
export interface RetiredRoute {
  kind: 'retired';
  path: string;
  redirectTo: string;
  /** The section of the target page that took the retired page's place, when there is one. */
  redirectSection?: string;
}

/** Where a retired page sends its visitors: the live page, at the matching section when known. */
export function retiredTarget(route: RetiredRoute): string {
  return route.redirectSection ? `${route.redirectTo}#${route.redirectSection}` : route.redirectTo;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
  status: 301;
}

export type RegistryRoute = LiveRoute | RetiredRoute | RedirectRoute;

const live = (
  path: string,
  group: SitemapGroup,
  priority: number,
  changefreq: ChangeFrequency,
  indexable = true,
): LiveRoute => ({ kind: 'live', path, key: path, locale: defaultLocale, indexable, priority, changefreq, group });

/** The live pages' facts; their words are in src/content/site/pages/<id>.yaml (see pageIdOf). */
export const liveRoutes: readonly LiveRoute[] = [
  live('/', 'main', 1.0, 'weekly'),
  live('/services', 'services', 0.9, 'monthly'),
  live('/portfolio', 'main', 0.9, 'monthly'),
  live('/blog', 'main', 0.8, 'daily'),
  live('/about', 'main', 0.8, 'monthly'),
  live('/contact', 'main', 0.8, 'monthly'),
  live('/faq', 'main', 0.6, 'monthly'),
  live('/solutions', 'main', 0.9, 'weekly'),
  live('/solutions/ai-tools', 'ai-tools', 0.8, 'weekly'),
  live('/solutions/marketing-tools', 'ai-tools', 0.7, 'monthly'),
  live('/solutions/ai-tools/marketing-budget-planner', 'ai-tools', 0.8, 'monthly', false),
  live('/solutions/free-resources', 'free-resources', 0.8, 'weekly'),
  live('/solutions/free-resources/roi-calculator', 'free-resources', 0.8, 'monthly'),
  live('/solutions/free-resources/on-page-seo-checklist', 'free-resources', 0.7, 'monthly'),
  live('/solutions/free-resources/seo-optimization-checklist', 'free-resources', 0.7, 'monthly'),
  live('/solutions/free-resources/social-media-growth-tools', 'free-resources', 0.7, 'monthly'),
  live('/solutions/free-resources/marketing-with-canva', 'free-resources', 0.7, 'monthly'),
  live('/sitemap', 'main', 0.3, 'monthly'),
  live('/privacy-policy', 'legal', 0.3, 'yearly'),
  live('/terms-of-service', 'legal', 0.3, 'yearly'),
];

const retired = (path: string, redirectTo: string): RetiredRoute => ({ kind: 'retired', path, redirectTo });

/** A retired service page: the service is still offered, now as a section of the services page. */
const retiredService = (path: string, redirectSection: string): RetiredRoute => ({
  ...retired(path, '/services'),
  redirectSection,
});

export const retiredRoutes: readonly RetiredRoute[] = [
  retiredService('/services/social-media', 'social-media-management'),
  retiredService('/services/content-creation', 'content-creation-seo'),
  retiredService('/services/seo', 'seo-optimization'),
  retiredService('/services/branding', 'branding-design'),
  retiredService('/services/digital-ads', 'digital-advertising'),
  retiredService('/services/ai-marketing', 'ai-marketing-strategy'),
  retired('/solutions/ai-tools/content-generator', '/solutions/ai-tools'),
  retired('/solutions/ai-tools/seo-article-generator', '/solutions/ai-tools'),
  retired('/solutions/ai-tools/market-trend-analyzer', '/solutions/ai-tools'),
  retired('/solutions/ai-tools/multilingual-content-generator', '/solutions/ai-tools'),
  retired('/solutions/ai-tools/content-calendar-generator', '/solutions/ai-tools'),
  retired('/solutions/ai-tools/seo-assistant', '/solutions/free-resources'),
  retired('/solutions/free-resources/seo-guide', '/solutions/free-resources/seo-optimization-checklist'),
  retired('/solutions/free-resources/local-seo-checklist', '/solutions/free-resources/seo-optimization-checklist'),
  retired('/solutions/free-resources/content-calendar', '/solutions/free-resources'),
  retired('/solutions/free-resources/email-guide', '/solutions/free-resources'),
  retired('/solutions/free-resources/cro-guide', '/solutions/free-resources'),
  retired('/solutions/free-resources/ai-playbook', '/solutions/free-resources'),
  retired('/solutions/free-resources/content-templates', '/solutions/free-resources/marketing-with-canva'),
  retired('/solutions/free-resources/social-toolkit', '/solutions/free-resources/social-media-growth-tools'),
  retired('/solutions/tools/content-generator', '/solutions/ai-tools'),
  retired('/solutions/tools/seo-article-generator', '/solutions/ai-tools'),
  retired('/solutions/tools/multilingual-content-generator', '/solutions/ai-tools'),
  retired('/solutions/tools/seo-assistant', '/solutions/ai-tools'),
  retired('/solutions/tools/market-trend-analyzer', '/solutions/ai-tools'),
];

export const redirectRoutes: readonly RedirectRoute[] = [
  {
    kind: 'redirect',
    path: '/solutions/tools/roi-calculator',
    to: '/solutions/free-resources/roi-calculator',
    status: 301,
  },
];

/** Sitemap defaults for pages generated from content collections. */
export const collectionRoutes = {
  portfolio: { prefix: '/portfolio/', group: 'portfolio', priority: 0.7, changefreq: 'monthly' },
  blog: { prefix: '/blog/', group: 'blog', priority: 0.7, changefreq: 'monthly' },
} as const satisfies Record<
  string,
  { prefix: string; group: SitemapGroup; priority: number; changefreq: ChangeFrequency }
>;

/**
 * Pages whose Vietnamese edition is a later phase (none today: both calculators have theirs). The
 * language switch and hreflang skip them, and Vietnamese pages link to the English page instead,
 * so no link breaks.
 */
export const untranslatedKeys: ReadonlySet<string> = new Set<string>();

/** A page's path in `locale`: the English path (its key) under the language's prefix, `/vi` for the home page. */
export function editionPath(key: string, locale: Locale): string {
  if (locale === defaultLocale) return key;
  return key === '/' ? `/${locale}` : `/${locale}${key}`;
}

/**
 * The Vietnamese pages, derived: every English page not marked untranslated, at its edition path.
 * Their words are in the pages collection (src/content/site/pages/<id>.yaml, see pageIdOf).
 */
export const viLiveRoutes: readonly LiveRoute[] = liveRoutes
  .filter((route) => !untranslatedKeys.has(route.key))
  .map((route) => ({ ...route, path: editionPath(route.key, 'vi'), locale: 'vi' as const }));

export const liveRoutesByLocale: Readonly<Record<Locale, readonly LiveRoute[]>> = { en: liveRoutes, vi: viLiveRoutes };

/**
 * Pages built from collections: the prefix per language, derived from the English prefix like every
 * other edition path (an entry's own slug may differ per language).
 */
const prefixesIn = (locale: Locale) => ({
  portfolio: `${editionPath(collectionRoutes.portfolio.prefix.slice(0, -1), locale)}/`,
  blog: `${editionPath(collectionRoutes.blog.prefix.slice(0, -1), locale)}/`,
});
export const collectionPrefixes: Readonly<Record<Locale, Record<keyof typeof collectionRoutes, string>>> = {
  en: prefixesIn('en'),
  vi: prefixesIn('vi'),
};

export const registry: readonly RegistryRoute[] = [...liveRoutes, ...viLiveRoutes, ...retiredRoutes, ...redirectRoutes];

/** Paths are compared without a trailing slash (except the root). */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : '/';
}

export function findRoute(path: string): RegistryRoute | undefined {
  const target = normalizePath(path);
  return registry.find((route) => route.path === target);
}

/** The same page in another language, or undefined when that edition does not exist (yet). */
export function counterpart(route: LiveRoute, locale: Locale): LiveRoute | undefined {
  if (route.locale === locale) return route;
  return liveRoutesByLocale[locale].find((other) => other.key === route.key);
}

export interface Alternate {
  locale: Locale;
  path: string;
}

/** Every language edition of a registry page, itself included; empty when it has only one. */
export function alternatesOf(route: LiveRoute): Alternate[] {
  const editions = locales.flatMap((locale) => {
    const other = counterpart(route, locale);
    return other ? [{ locale, path: other.path }] : [];
  });
  return editions.length > 1 ? editions : [];
}

/**
 * Rewrites a site link for a page in `locale`: a registry page becomes its edition in that language
 * (keeping any #fragment or ?query); anything else (articles, files, other sites, untranslated
 * pages) is returned as it is. Lookup by key, never by editing the path string.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const route = findRoute(path);
  if (!route || route.kind !== 'live') return href;
  const target = counterpart(route, locale);
  return target ? `${target.path}${rest}` : href;
}

/** The language of a path as the registry sees it; unknown paths by their first segment. */
export function localeOf(path: string): Locale {
  const route = findRoute(path);
  return route?.kind === 'live' ? route.locale : localeOfPath(path);
}

export function liveRoute(path: string): LiveRoute {
  const route = findRoute(path);
  if (!route || route.kind !== 'live') throw new Error(`No live route registered for ${path}`);
  return route;
}

/** A registry page by its key in one language; throws at build time if that edition is missing. */
export function pageRoute(key: string, locale: Locale): LiveRoute {
  const route = liveRoutesByLocale[locale].find((candidate) => candidate.key === key);
  if (!route) throw new Error(`No ${locale} page registered for ${key}`);
  return route;
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's breadcrumb trail: every live registry page on the way down its path, by short name,
 * ending with the page itself, starting from the home page of the page's own language. `names` gives
 * the registry pages' short names by key (the words live in the pages collection, read by
 * i18n/page-texts.ts). Pages that come from a collection (a post, a case study) are not in the
 * registry and pass their own name.
 */
export function breadcrumbTrail(path: string, names: ReadonlyMap<string, string>, ownName?: string): Crumb[] {
  const target = normalizePath(path);
  const home = pageRoute('/', localeOf(target)).path;
  const segments = target.split('/').filter(Boolean);
  const prefixes = [home, ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const crumbs: Crumb[] = [];
  for (const prefix of new Set(prefixes)) {
    const route = findRoute(prefix);
    if (route?.kind === 'live') crumbs.push({ name: names.get(route.key) ?? route.key, path: route.path });
  }
  if (ownName !== undefined && crumbs.at(-1)?.path !== target) crumbs.push({ name: ownName, path: target });
  return crumbs;
}

/** The sitemap's sections, in the order the /sitemap page lists them (their names are in the dictionaries). */
export const sitemapGroups: readonly { group: SitemapGroup }[] = [
  { group: 'main' },
  { group: 'services' },
  { group: 'ai-tools' },
  { group: 'free-resources' },
  { group: 'portfolio' },
  { group: 'blog' },
  { group: 'legal' },
];
