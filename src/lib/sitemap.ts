/**
 * sitemap.xml and the /sitemap page both come from here: live, indexable registry routes plus the
 * pages generated from content collections.
 */
import {
  alternatesOf,
  collectionRoutes,
  liveRoutes,
  type Alternate,
  type ChangeFrequency,
  type LiveRoute,
  type SitemapGroup,
} from './routes.ts';
import { absoluteUrl } from './seo.ts';
import { isoDate } from './dates.ts';
import { defaultLocale, localeFacts } from './locales.ts';

export interface SitemapEntry {
  path: string;
  title: string;
  group: SitemapGroup;
  priority: number;
  changefreq: ChangeFrequency;
  /** ISO date (YYYY-MM-DD). */
  lastmod: string;
  /** Every language edition, itself included; empty for a page in one language only. */
  alternates: readonly Alternate[];
}

export interface CollectionPage {
  slug: string;
  title: string;
  date: Date;
  updated?: Date | undefined;
  /** The page's own path when it is not prefix + slug (a translation's path). */
  path?: string | undefined;
  alternates?: readonly Alternate[] | undefined;
}

/**
 * The sitemap's entries: `routes` (the English pages by default), each named from `names` (short
 * names by key, from the pages collection), then the collections' pages, newest first.
 */
export function sitemapEntries(
  options: {
    buildDate: Date;
    portfolio: readonly CollectionPage[];
    blog: readonly CollectionPage[];
    names: ReadonlyMap<string, string>;
  },
  routes: readonly LiveRoute[] = liveRoutes,
): SitemapEntry[] {
  const built = isoDate(options.buildDate);
  const fromRoutes = routes
    .filter((route) => route.indexable)
    .map((route) => ({
      path: route.path,
      title: options.names.get(route.key) ?? route.key,
      group: route.group,
      priority: route.priority,
      changefreq: route.changefreq,
      lastmod: built,
      alternates: alternatesOf(route),
    }));
  const fromCollection = (pages: readonly CollectionPage[], kind: keyof typeof collectionRoutes) => {
    const defaults = collectionRoutes[kind];
    return [...pages]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .map((page) => ({
        path: page.path ?? `${defaults.prefix}${page.slug}`,
        title: page.title,
        group: defaults.group,
        priority: defaults.priority,
        changefreq: defaults.changefreq,
        lastmod: isoDate(page.updated ?? page.date),
        alternates: page.alternates ?? [],
      }));
  };
  return [...fromRoutes, ...fromCollection(options.portfolio, 'portfolio'), ...fromCollection(options.blog, 'blog')];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** hreflang links of one <url>: every edition plus x-default naming the English one. */
function alternateLinks(alternates: readonly Alternate[], siteUrl: string): string[] {
  if (alternates.length === 0) return [];
  const english = alternates.find((alternate) => alternate.locale === defaultLocale);
  const links = [
    ...alternates.map((alternate) => ({ lang: localeFacts[alternate.locale].tag, path: alternate.path })),
    ...(english ? [{ lang: 'x-default', path: english.path }] : []),
  ];
  return links.map(
    (link) =>
      `    <xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(absoluteUrl(link.path, siteUrl))}"/>`,
  );
}

export function renderSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(entry.path, siteUrl))}</loc>`,
      ...alternateLinks(entry.alternates, siteUrl),
      `    <lastmod>${entry.lastmod}</lastmod>`,
      `    <changefreq>${entry.changefreq}</changefreq>`,
      `    <priority>${entry.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  const xhtml = entries.some((entry) => entry.alternates.length > 0)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** Robots rules: allow all, keep crawlers out of private paths, slow two named crawlers. */
const ROBOTS_DISALLOW = ['/admin/', '/private/', '/.well-known/'] as const;
const ROBOTS_CRAWL_DELAYS = [
  { agent: 'Bingbot', delay: 1 },
  { agent: 'YandexBot', delay: 2 },
] as const;

export function renderRobotsTxt(siteUrl: string): string {
  const rules = ['Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`)];
  // A crawler that matches a named group ignores the * group, so each group repeats the rules.
  const groups = [
    ['User-agent: *', ...rules],
    ...ROBOTS_CRAWL_DELAYS.map(({ agent, delay }) => [`User-agent: ${agent}`, ...rules, `Crawl-delay: ${delay}`]),
  ];
  return `${groups.map((group) => group.join('\n')).join('\n\n')}\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`;
}
