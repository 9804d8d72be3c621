import { describe, expect, it } from 'vitest';
import { liveRoutes, retiredRoutes } from './routes.ts';
import { renderRobotsTxt, renderSitemapXml, sitemapEntries } from './sitemap.ts';

const buildDate = new Date('2026-11-21T10:00:00Z');

describe('sitemap entries', () => {
  const entries = sitemapEntries({
    buildDate,
    portfolio: [{ slug: 'koto-club', title: 'Koto Club', date: new Date('2025-03-01') }],
    blog: [
      { slug: 'older', title: 'Older', date: new Date('2025-01-01') },
      { slug: 'newer', title: 'Newer', date: new Date('2025-01-03'), updated: new Date('2025-02-10') },
    ],
  });
  const paths = entries.map((entry) => entry.path);

  it('lists every live indexable route and no retired or noindex page', () => {
    for (const route of liveRoutes.filter((r) => r.indexable)) expect(paths).toContain(route.path);
    expect(paths).not.toContain('/solutions/ai-tools/marketing-budget-planner');
    for (const route of retiredRoutes) expect(paths).not.toContain(route.path);
  });

  it('adds collection pages, newest first, with their own lastmod', () => {
    expect(paths.filter((p) => p.startsWith('/blog/'))).toEqual(['/blog/newer', '/blog/older']);
    expect(entries.find((e) => e.path === '/blog/newer')?.lastmod).toBe('2025-02-10');
    expect(entries.find((e) => e.path === '/portfolio/koto-club')).toMatchObject({ group: 'portfolio', lastmod: '2025-03-01' });
    expect(entries.find((e) => e.path === '/')?.lastmod).toBe('2026-11-21');
  });

  it('renders valid sitemaps.org XML with absolute URLs', () => {
    const xml = renderSitemapXml(entries, 'https://example.com');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url>\n    <loc>https://example.com/</loc>\n    <lastmod>2026-11-21</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>\n  </url>',
    );
    expect(xml.match(/<url>/g)?.length).toBe(entries.length);
  });
});

describe('robots.txt', () => {
  it('allows all, disallows the private paths, slows two crawlers and names the sitemap', () => {
    const text = renderRobotsTxt('https://example.com');
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /private/\nDisallow: /.well-known/');
    expect(text).toContain('User-agent: Bingbot');
    expect(text).toContain('Crawl-delay: 1');
    expect(text).toContain('User-agent: YandexBot');
    expect(text).toContain('Crawl-delay: 2');
    expect(text.trim().endsWith('Sitemap: https://example.com/sitemap.xml')).toBe(true);
  });
});
