import { describe, expect, it } from 'vitest';
import { pageNamesFromFiles } from '../content/page-files.ts';
import { readRetiredFiles } from '../content/retired-files.ts';
import {
  breadcrumbTrail,
  findRoute,
  liveRoutes,
  normalizePath,
  redirectRoutes,
  registry,
  retiredRoutes,
  retiredTarget,
} from './routes.ts';

const retiredNotices = readRetiredFiles;

describe('route registry', () => {
  it('has no duplicate paths', () => {
    const paths = registry.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends every retired page and redirect to a live, indexable page', () => {
    const live = new Map(liveRoutes.map((route) => [route.path, route]));
    for (const route of retiredRoutes) expect(live.get(route.redirectTo)?.kind, route.path).toBe('live');
    for (const route of redirectRoutes) expect(live.get(route.to)?.kind, route.path).toBe('live');
  });

  it('gives every live route a sitemap priority from the fixed scale, and no words (those are in the pages collection)', () => {
    for (const route of liveRoutes) {
      expect(Object.keys(route).sort(), route.path).toEqual(
        ['changefreq', 'group', 'indexable', 'key', 'kind', 'locale', 'path', 'priority'].sort(),
      );
      expect([1.0, 0.9, 0.8, 0.7, 0.6, 0.3], route.path).toContain(route.priority);
    }
  });

  it('follows the fixed change frequencies: home weekly, blog daily, legal yearly, services monthly', () => {
    expect(findRoute('/')).toMatchObject({ priority: 1.0, changefreq: 'weekly' });
    expect(findRoute('/blog')).toMatchObject({ changefreq: 'daily' });
    expect(findRoute('/services')).toMatchObject({ changefreq: 'monthly' });
    expect(findRoute('/privacy-policy')).toMatchObject({ priority: 0.3, changefreq: 'yearly' });
    expect(findRoute('/terms-of-service')).toMatchObject({ priority: 0.3, changefreq: 'yearly' });
  });

  it('lists every route of the product route list', () => {
    const expected = [
      '/',
      '/about',
      '/services',
      '/solutions',
      '/solutions/ai-tools',
      '/solutions/free-resources',
      '/solutions/marketing-tools',
      '/solutions/ai-tools/marketing-budget-planner',
      '/solutions/free-resources/roi-calculator',
      '/solutions/free-resources/on-page-seo-checklist',
      '/solutions/free-resources/seo-optimization-checklist',
      '/solutions/free-resources/social-media-growth-tools',
      '/solutions/free-resources/marketing-with-canva',
      '/portfolio',
      '/blog',
      '/contact',
      '/faq',
      '/sitemap',
      '/privacy-policy',
      '/terms-of-service',
    ];
    for (const path of expected) expect(findRoute(path)?.kind, path).toBe('live');
  });

  it('retires the six service pages to /services with their fixed titles', () => {
    const services = ['social-media', 'content-creation', 'seo', 'branding', 'digital-ads', 'ai-marketing'];
    for (const slug of services) {
      const route = findRoute(`/services/${slug}`);
      expect(route?.kind).toBe('retired');
      expect(route && route.kind === 'retired' ? route.redirectTo : '').toBe('/services');
    }
    const seo = findRoute('/services/seo');
    expect(seo?.kind === 'retired' && retiredTarget(seo)).toBe('/services#seo-optimization');
    const notices = retiredNotices();
    expect(notices.get('/services/seo')?.text).toBe(
      'We still offer this service. It now has its own section, “SEO Optimization”, on our services page, so this separate page was removed. We are taking you to that section.',
    );
    expect(notices.get('/services/social-media')?.title).toBe('Social Media Marketing Service No Longer Available');
  });

  it('retires the discontinued solution pages to their fixed targets', () => {
    const targets: Record<string, string> = {
      '/solutions/ai-tools/content-generator': '/solutions/ai-tools',
      '/solutions/ai-tools/seo-article-generator': '/solutions/ai-tools',
      '/solutions/ai-tools/market-trend-analyzer': '/solutions/ai-tools',
      '/solutions/ai-tools/multilingual-content-generator': '/solutions/ai-tools',
      '/solutions/ai-tools/content-calendar-generator': '/solutions/ai-tools',
      '/solutions/ai-tools/seo-assistant': '/solutions/free-resources',
      '/solutions/free-resources/seo-guide': '/solutions/free-resources/seo-optimization-checklist',
      '/solutions/free-resources/local-seo-checklist': '/solutions/free-resources/seo-optimization-checklist',
      '/solutions/free-resources/content-calendar': '/solutions/free-resources',
      '/solutions/free-resources/email-guide': '/solutions/free-resources',
      '/solutions/free-resources/cro-guide': '/solutions/free-resources',
      '/solutions/free-resources/ai-playbook': '/solutions/free-resources',
      '/solutions/free-resources/content-templates': '/solutions/free-resources/marketing-with-canva',
      '/solutions/free-resources/social-toolkit': '/solutions/free-resources/social-media-growth-tools',
      '/solutions/tools/content-generator': '/solutions/ai-tools',
      '/solutions/tools/seo-assistant': '/solutions/ai-tools',
    };
    for (const [path, target] of Object.entries(targets)) {
      const route = findRoute(path);
      expect(route?.kind, path).toBe('retired');
      expect(route?.kind === 'retired' && route.redirectTo, path).toBe(target);
    }
    expect(retiredNotices().get('/solutions/ai-tools/content-generator')?.title).toBe(
      'Content Generator No Longer Available',
    );
  });

  it('gives every retired page exactly one notice file, and the registry entry no words', () => {
    const notices = retiredNotices();
    expect([...notices.keys()].sort()).toEqual(retiredRoutes.map((route) => route.path).sort());
    for (const route of retiredRoutes)
      for (const key of Object.keys(route)) expect(['kind', 'path', 'redirectTo', 'redirectSection']).toContain(key);
  });

  it('redirects the old ROI calculator path permanently', () => {
    expect(findRoute('/solutions/tools/roi-calculator')).toEqual({
      kind: 'redirect',
      path: '/solutions/tools/roi-calculator',
      to: '/solutions/free-resources/roi-calculator',
      status: 301,
    });
  });

  it('normalises trailing slashes, queries and fragments', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about?x=1#y')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/services/seo/')?.kind).toBe('retired');
  });

  it('keeps the budget planner out of search engines', () => {
    expect(findRoute('/solutions/ai-tools/marketing-budget-planner')).toMatchObject({ indexable: false });
  });
});

describe('breadcrumbTrail', () => {
  const names = pageNamesFromFiles('en');

  it('walks the registry down a path by short names', () => {
    expect(breadcrumbTrail('/solutions/free-resources/roi-calculator', names)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Solution Hub', path: '/solutions' },
      { name: 'Free Marketing Resources', path: '/solutions/free-resources' },
      { name: 'Digital Marketing ROI Calculator', path: '/solutions/free-resources/roi-calculator' },
    ]);
    expect(breadcrumbTrail('/faq/', names)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'FAQ', path: '/faq' },
    ]);
  });

  it('ends a collection page with its own name, skipping paths that are not pages', () => {
    expect(breadcrumbTrail('/portfolio/koto-club', names, 'KOTO Club')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: 'KOTO Club', path: '/portfolio/koto-club' },
    ]);
    expect(breadcrumbTrail('/blog/category/seo', names).map((crumb) => crumb.path)).toEqual(['/', '/blog']);
  });
});
