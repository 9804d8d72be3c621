/**
 * The built site in both languages: no page shows a UI string from the other language's
 * dictionary, and hreflang links in the head are reciprocal and match <html lang>.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import type { Locale } from '../../src/lib/locales.ts';
import { viLiveRoutes } from '../../src/lib/routes.ts';
import { clientDir, htmlFiles, requireBuild } from './support/built-site.ts';

const prerenderedVi = viLiveRoutes.map((route) => route.path).filter((path) => path !== '/vi/contact');

interface Page {
  path: string;
  html: string;
  lang: string;
}

/**
 * The calculators' dictionaries (decision 057), found by path so a new one is checked without a
 * hand list: every `i18n/en.ts` and `i18n/vi.ts` under src/features, grouped by language.
 */
const featureModules = import.meta.glob<Record<string, unknown>>('../../src/features/**/i18n/{en,vi}.ts', {
  eager: true,
});
const toolDictionaries: Record<Locale, Record<string, unknown>> = { en: {}, vi: {} };
for (const [path, module] of Object.entries(featureModules)) {
  const locale: Locale = path.endsWith('/vi.ts') ? 'vi' : 'en';
  for (const [name, value] of Object.entries(module))
    toolDictionaries[locale][`${path.split('/src/features/')[1]}:${name}`] = value;
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, prefix ? `${prefix}.${key}` : key),
  );
}

/** Decoded text nodes and the attributes people read, without scripts, styles and JSON-LD. */
function visibleTexts(html: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&nbsp;/g, '\u00a0');
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) =>
    decode(match[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const attributes = [
    ...body.matchAll(
      /\s(?:alt|aria-label|placeholder|title|data-open-label|data-close-label|data-gone-unit-one|data-gone-unit-many)="([^"]*)"/g,
    ),
  ].map((match) => decode(match[1] ?? '').trim());
  // Meta tags people (or previews) read; machine values such as og:type "article" are left out.
  const readable =
    /<meta (?:name|property)="(?:description|keywords|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt|article:section|article:tag)" content="([^"]*)"/g;
  const metas = [...html.matchAll(readable)].map((match) => decode(match[1] ?? '').trim());
  // A calculator island's props carry the words it shows later (dialogs, toasts, tabs): every
  // string value in them, not the keys that name them. (Other islands' props hold machine values
  // such as category keys.)
  const values = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value.trim()]
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(values)
        : [];
  const props = [...body.matchAll(/<astro-island\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /component-url="[^"]*(?:budget-planner|roi-calculator)/.test(attributes))
    .flatMap((attributes) => values(JSON.parse(decode(/\sprops="([^"]*)"/.exec(attributes)?.[1] ?? '{}'))));
  return [...texts, ...attributes, ...metas, ...props].filter(Boolean);
}

/**
 * The other language's strings worth looking for: not the language switch (it is meant to be in
 * the other language), not strings both languages share, and for templates their longest fixed part.
 */
function foreignStrings(locale: Locale): [string, string][] {
  const own = new Set([...leaves(dictionaries[locale]), ...leaves(toolDictionaries[locale])].map(([, value]) => value));
  const other: Locale = locale === 'en' ? 'vi' : 'en';
  return [...leaves(dictionaries[other]), ...leaves(toolDictionaries[other])]
    .filter(([key, value]) => !key.startsWith('language.') && !own.has(value))
    .map(([key, value]): [string, string] => [
      key,
      value
        .split(/\{\w+\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    ])
    .filter(([, value]) => value.length >= 4);
}

function found(needle: string, texts: readonly string[]): boolean {
  // Short strings must match a whole text; long ones may sit inside a longer sentence.
  return texts.some((text) => text === needle || (needle.length >= 20 && text.includes(needle)));
}

let pages: Page[] = [];
beforeAll(() => {
  requireBuild();
  pages = htmlFiles().map((file) => {
    const html = readFileSync(file, 'utf8');
    const path =
      `/${relative(clientDir, file).split(sep).join('/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/';
    return { path, html, lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '' };
  });
});

describe('built pages in two languages', () => {
  it('builds the Vietnamese pages under /vi with <html lang="vi">, and keeps English at the root', () => {
    const vi = pages.filter((page) => page.path === '/vi' || page.path.startsWith('/vi/'));
    const built = new Set(vi.map((page) => page.path));
    // Every Vietnamese registry page is prerendered (contact renders on demand), and nothing else
    // appears under /vi but translated articles, case studies and the not-found template.
    for (const path of prerenderedVi) expect(built.has(path), path).toBe(true);
    for (const path of built)
      expect(
        prerenderedVi.includes(path) ||
          path === '/vi/404' ||
          /^\/vi\/(blog|portfolio)(\/category\/[a-z0-9-]+)?(\/page\/\d+)?(\/[a-z0-9-]+)?$/.test(path),
        path,
      ).toBe(true);
    for (const page of vi) expect(page.lang, page.path).toBe('vi');
    for (const page of pages.filter((p) => !vi.includes(p))) expect(page.lang, page.path).toBe('en');
  });

  it('shows no English UI string on a Vietnamese page, and no Vietnamese one on an English page', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const texts = visibleTexts(page.html);
      const locale: Locale = page.lang === 'vi' ? 'vi' : 'en';
      for (const [key, value] of foreignStrings(locale))
        if (found(value, texts)) problems.push(`${page.path}: ${key} "${value}"`);
    }
    expect(problems).toEqual([]);
  });

  it('links each translated page to its counterpart and back, with x-default on the English page', () => {
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (match) => `${match[1]} ${new URL(match[2]!).pathname}`,
      );
    const byPath = new Map(pages.map((page) => [page.path, page]));
    let linked = 0;
    for (const page of pages) {
      const links = alternates(page.html);
      if (links.length === 0) continue;
      linked += 1;
      expect(links, page.path).toContain(`${page.lang} ${page.path}`);
      expect(
        links.filter((link) => link.startsWith('x-default ')),
        page.path,
      ).toHaveLength(1);
      for (const link of links.filter((l) => !l.startsWith('x-default '))) {
        const target = byPath.get(link.split(' ')[1]!);
        expect(target, `${page.path} names ${link}`).toBeDefined();
        expect(alternates(target!.html), `${target!.path} back to ${page.path}`).toEqual(links);
      }
    }
    // Each prerendered Vietnamese page and its English counterpart, at the least.
    expect(linked).toBeGreaterThanOrEqual(2 * prerenderedVi.length);
  });

  it('sets og:locale and JSON-LD inLanguage from the page language', () => {
    const home = pages.find((page) => page.path === '/vi')!;
    expect(home.html).toContain('<meta property="og:locale" content="vi_VN">');
    expect(home.html).toContain('<meta property="og:locale:alternate" content="en_AU">');
    expect(home.html).toContain('"@type":"WebSite"');
    expect(home.html).toMatch(/"@type":"WebSite"[^<]*"inLanguage":"vi"/);
    const faq = pages.find((page) => page.path === '/vi/faq')!;
    expect(faq.html).toMatch(/"@type":"FAQPage"[^<]*"inLanguage":"vi"/);
  });
});
