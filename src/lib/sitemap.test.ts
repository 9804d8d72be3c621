import { describe, expect, it } from 'vitest';
import { pageNamesFromFiles } from '../content/page-files.ts';
import { liveRoutes, retiredRoutes, viLiveRoutes } from './routes.ts';
import { renderRobotsTxt, renderSitemapXml, sitemapEntries } from './sitemap.ts';

const buildDate = new Date('2026-11-21T10:00:00Z');

describe('sitemap entries', () => {
  const entries = sitemapEntries({
    buildDate,
    names: pageNamesFromFiles('en'),
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
    expect(entries.find((e) => e.path === '/portfolio/koto-club')).toMatchObject({
      group: 'portfolio',
      lastmod: '2025-03-01',
    });
    expect(entries.find((e) => e.path === '/')?.lastmod).toBe('2026-11-21');
  });

  it('renders valid sitemaps.org XML with absolute URLs', () => {
    const xml = renderSitemapXml(entries, 'https://example.com');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      [
        '<url>',
        '    <loc>https://example.com/</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/"/>',
        '    <xhtml:link rel="alternate" hreflang="vi" href="https://example.com/vi"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/"/>',
        '    <lastmod>2026-11-21</lastmod>',
        '    <changefreq>weekly</changefreq>',
        '    <priority>1.0</priority>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml.match(/<url>/g)?.length).toBe(entries.length);
  });
});

describe('sitemap entries in both languages', () => {
  const english = sitemapEntries({
    buildDate,
    names: pageNamesFromFiles('en'),
    portfolio: [],
    blog: [
      {
        slug: 'linkedin-personal-branding',
        title: 'LinkedIn',
        date: new Date('2025-01-01'),
        alternates: [
          { locale: 'en', path: '/blog/linkedin-personal-branding' },
          { locale: 'vi', path: '/vi/blog/thuong-hieu-ca-nhan-linkedin' },
        ],
      },
    ],
  });
  const vietnamese = sitemapEntries(
    {
      buildDate,
      names: pageNamesFromFiles('vi'),
      portfolio: [],
      blog: [
        {
          slug: 'thuong-hieu-ca-nhan-linkedin',
          path: '/vi/blog/thuong-hieu-ca-nhan-linkedin',
          title: 'LinkedIn',
          date: new Date('2025-01-01'),
          alternates: [
            { locale: 'en', path: '/blog/linkedin-personal-branding' },
            { locale: 'vi', path: '/vi/blog/thuong-hieu-ca-nhan-linkedin' },
          ],
        },
      ],
    },
    viLiveRoutes,
  );
  const all = [...english, ...vietnamese];

  it('lists each translated page once per language, with a translation’s own slug', () => {
    expect(vietnamese.map((entry) => entry.path)).toContain('/vi/blog/thuong-hieu-ca-nhan-linkedin');
    expect(vietnamese.map((entry) => entry.path)).toContain('/vi/privacy-policy');
    expect(vietnamese.map((entry) => entry.path)).toContain('/vi/solutions/free-resources/roi-calculator');
    // The planner is noindex in both languages, so neither sitemap lists it.
    expect(vietnamese.map((entry) => entry.path)).not.toContain('/vi/solutions/ai-tools/marketing-budget-planner');
  });

  it('is reciprocal: every alternate a page names is listed and names the page back', () => {
    const byPath = new Map(all.map((entry) => [entry.path, entry]));
    for (const entry of all.filter((e) => e.alternates.length > 0)) {
      expect(
        entry.alternates.map((a) => a.path),
        entry.path,
      ).toContain(entry.path);
      for (const alternate of entry.alternates)
        expect(byPath.get(alternate.path)?.alternates, `${entry.path} → ${alternate.path}`).toEqual(entry.alternates);
    }
  });

  it('gives a page in one language no hreflang links', () => {
    // Every registry page has both editions now; an English-only article is such a page.
    const about = english.find((entry) => entry.path === '/about')!;
    const xml = renderSitemapXml([{ ...about, path: '/blog/english-only', alternates: [] }], 'https://example.com');
    expect(xml).not.toContain('xhtml');
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
