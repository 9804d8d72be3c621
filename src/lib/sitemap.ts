/**
 * sitemap.xml and the /sitemap page both come from here: live, indexable registry routes plus the
 * pages generated from content collections.
 */
import { collectionRoutes, liveRoutes, type ChangeFrequency, type LiveRoute, type SitemapGroup } from './routes.ts';
import { absoluteUrl } from './seo.ts';
import { isoDate } from './dates.ts';

export interface SitemapEntry {
  path: string;
  title: string;
  group: SitemapGroup;
  priority: number;
  changefreq: ChangeFrequency;
  /** ISO date (YYYY-MM-DD). */
  lastmod: string;
}

export interface CollectionPage {
  slug: string;
  title: string;
  date: Date;
  updated?: Date | undefined;
}

export function sitemapEntries(
  options: { buildDate: Date; portfolio: readonly CollectionPage[]; blog: readonly CollectionPage[] },
  routes: readonly LiveRoute[] = liveRoutes,
): SitemapEntry[] {
  const built = isoDate(options.buildDate);
  const fromRoutes = routes
    .filter((route) => route.indexable)
    .map((route) => ({
      path: route.path,
      title: route.label ?? route.title,
      group: route.group,
      priority: route.priority,
      changefreq: route.changefreq,
      lastmod: built,
    }));
  const fromCollection = (pages: readonly CollectionPage[], kind: keyof typeof collectionRoutes) => {
    const defaults = collectionRoutes[kind];
    return [...pages]
      .sort((a, b) => b.date.getTime() - a.date.getTime())
      .map((page) => ({
        path: `${defaults.prefix}${page.slug}`,
        title: page.title,
        group: defaults.group,
        priority: defaults.priority,
        changefreq: defaults.changefreq,
        lastmod: isoDate(page.updated ?? page.date),
      }));
  };
  return [...fromRoutes, ...fromCollection(options.portfolio, 'portfolio'), ...fromCollection(options.blog, 'blog')];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function renderSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path, siteUrl))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
  const groups = [['User-agent: *', ...rules], ...ROBOTS_CRAWL_DELAYS.map(({ agent, delay }) => [`User-agent: ${agent}`, ...rules, `Crawl-delay: ${delay}`])];
  return `${groups.map((group) => group.join('\n')).join('\n\n')}\n\nSitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}\n`;
}
