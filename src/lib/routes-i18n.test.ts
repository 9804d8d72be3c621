import { describe, expect, it } from 'vitest';
import { localeOfPath } from './locales.ts';
import {
  alternatesOf,
  counterpart,
  editionPath,
  findRoute,
  liveRoutes,
  localeOf,
  localizeHref,
  registry,
  untranslatedKeys,
  viLiveRoutes,
} from './routes.ts';
import { readPageFiles } from '../content/page-files.ts';

describe('registry editions', () => {
  it('gives every English page its Vietnamese edition, except the pages marked untranslated', () => {
    for (const route of liveRoutes) {
      const vi = counterpart(route, 'vi');
      if (untranslatedKeys.has(route.key)) expect(vi, route.path).toBeUndefined();
      else expect(vi?.path, route.path).toMatch(/^\/vi(\/|$)/);
    }
    // Derived from the English pages, in their order: no second list to keep.
    expect(viLiveRoutes.map((route) => route.key)).toEqual(
      liveRoutes.filter((route) => !untranslatedKeys.has(route.key)).map((route) => route.key),
    );
    // Both calculators have their Vietnamese pages now: nothing waits for a later phase.
    expect([...untranslatedKeys]).toEqual([]);
  });

  it('gives both calculators their Vietnamese pages, linked both ways', () => {
    for (const [key, vi] of [
      ['/solutions/ai-tools/marketing-budget-planner', '/vi/solutions/ai-tools/marketing-budget-planner'],
      ['/solutions/free-resources/roi-calculator', '/vi/solutions/free-resources/roi-calculator'],
    ] as const) {
      expect(viLiveRoutes.find((route) => route.key === key)?.path).toBe(vi);
      expect(alternatesOf(liveRoutes.find((route) => route.path === key)!)).toEqual([
        { locale: 'en', path: key },
        { locale: 'vi', path: vi },
      ]);
      expect(localizeHref(key, 'vi')).toBe(vi);
    }
  });

  it('links the two editions of a page both ways, with the same alternates seen from either side', () => {
    for (const vi of viLiveRoutes) {
      const en = counterpart(vi, 'en');
      expect(en, vi.path).toBeDefined();
      expect(counterpart(en!, 'vi')).toBe(vi);
      expect(alternatesOf(vi)).toEqual(alternatesOf(en!));
      expect(alternatesOf(vi)).toEqual([
        { locale: 'en', path: en!.path },
        { locale: 'vi', path: vi.path },
      ]);
    }
  });

  it('takes group, priority and change frequency from the English page', () => {
    const vi = findRoute('/vi/privacy-policy');
    expect(vi).toMatchObject({
      kind: 'live',
      locale: 'vi',
      key: '/privacy-policy',
      group: 'legal',
      priority: 0.3,
      changefreq: 'yearly',
    });
    expect(findRoute('/vi')).toMatchObject({ key: '/', priority: 1.0 });
  });

  it('has no duplicate path across both languages and every Vietnamese text in NFC', () => {
    const paths = registry.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [id, { vi }] of readPageFiles()) {
      for (const value of [vi.title, vi.description, vi.label ?? '', ...vi.keywords])
        expect(value, id).toBe(value.normalize('NFC'));
    }
  });
});

describe('editionPath', () => {
  it('derives a page’s path in each language from its key, so no Vietnamese path is written twice', () => {
    expect(editionPath('/', 'vi')).toBe('/vi');
    expect(editionPath('/solutions/free-resources/roi-calculator', 'vi')).toBe(
      '/vi/solutions/free-resources/roi-calculator',
    );
    expect(editionPath('/about', 'en')).toBe('/about');
    for (const route of viLiveRoutes) expect(route.path).toBe(editionPath(route.key, 'vi'));
  });
});

describe('localizeHref', () => {
  it('turns a registry page into its edition in the target language, keeping the fragment and query', () => {
    expect(localizeHref('/services#seo-optimization', 'vi')).toBe('/vi/services#seo-optimization');
    expect(localizeHref('/contact?topic=seo', 'vi')).toBe('/vi/contact?topic=seo');
    expect(localizeHref('/', 'vi')).toBe('/vi');
    expect(localizeHref('/vi/about', 'en')).toBe('/about');
    expect(localizeHref('/about', 'en')).toBe('/about');
  });

  it('leaves untranslated pages, articles, files and other sites as they are', () => {
    expect(localizeHref('/blog/linkedin-personal-branding', 'vi')).toBe('/blog/linkedin-personal-branding');
    expect(localizeHref('/rss.xml', 'vi')).toBe('/rss.xml');
    expect(localizeHref('https://example.com/about', 'vi')).toBe('https://example.com/about');
    expect(localizeHref('//example.com/about', 'vi')).toBe('//example.com/about');
    expect(localizeHref('mailto:hello@brightlane.digital', 'vi')).toBe('mailto:hello@brightlane.digital');
  });
});

/*
 * Astro has mangled paths whose first segment merely starts with a locale code (a slug such as
 * "vi-tri" or "envato" read as the "vi" or "en" locale). The site decides a path's language by
 * whole segments only, and these cases pin that down.
 */
describe('locale-prefix guard', () => {
  it.each([
    ['/vi', 'vi'],
    ['/vi/', 'vi'],
    ['/vi/about', 'vi'],
    ['/vi/blog/vi-du-ve-seo', 'vi'],
    ['/vi/envato', 'vi'],
    ['/vietnam', 'en'],
    ['/vi-tri-van-phong', 'en'],
    ['/video', 'en'],
    ['/blog/vi-du-ve-seo', 'en'],
    ['/en', 'en'],
    ['/en-route', 'en'],
    ['/envato/vi', 'en'],
    ['/', 'en'],
    ['/vi?x=1', 'vi'],
    ['/vix#vi', 'en'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(localeOf(path)).toBe(locale);
  });

  it('never registers an English path whose first segment is a locale code, nor a Vietnamese one outside /vi', () => {
    for (const route of liveRoutes) expect(route.path.split('/')[1], route.path).not.toMatch(/^(vi|en)$/);
    for (const route of viLiveRoutes) expect(route.path.split('/')[1], route.path).toBe('vi');
  });

  it('keeps a slug that starts with a locale code intact when localizing', () => {
    expect(localizeHref('/vietnam-guide', 'vi')).toBe('/vietnam-guide');
    expect(localizeHref('/en-route', 'vi')).toBe('/en-route');
  });
});
