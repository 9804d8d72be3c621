/**
 * The registry pages' words, read from the `pages` content collection (decision 115): titles,
 * labels, descriptions and keywords for the <head>, breadcrumbs and the sitemap page, and each
 * page's section copy. The registry (lib/routes.ts) holds the facts and no words; this module joins
 * the two by page id. Build-time only (server-rendered pages read the same store).
 */
import { getCollection } from 'astro:content';
import type { z } from 'astro/zod';
import {
  copyProblems,
  pageIdOf,
  type pageSchema,
  type PageCopy,
  type PageWithCopy,
  type PageWords,
} from '../content/page-schema.ts';
import type { Locale } from '../lib/locales.ts';
import { liveRoutes, localeOf, type LiveRoute } from '../lib/routes.ts';
import { routeBreadcrumbLd } from '../lib/structured-data.ts';

type PageData = z.infer<typeof pageSchema>;

let loaded: Promise<ReadonlyMap<string, PageData>> | undefined;

/**
 * Every page entry by id, checked once: each registry page has its entry, each entry its page, and
 * each page's copy has exactly its fields in both languages. Anything else stops the build, naming
 * the file and the field.
 */
function pageEntries(): Promise<ReadonlyMap<string, PageData>> {
  loaded ??= getCollection('pages').then((entries) => {
    const byId = new Map(entries.map((entry) => [entry.id, entry.data as PageData]));
    const ids = new Set(liveRoutes.map((route) => pageIdOf(route.key)));
    const problems = [
      ...[...ids].filter((id) => !byId.has(id)).map((id) => `src/content/site/pages/${id}.yaml: missing`),
      ...[...byId.keys()]
        .filter((id) => !ids.has(id))
        .map((id) => `src/content/site/pages/${id}.yaml: no page of the route registry has this id`),
      ...[...byId].flatMap(([id, data]) => copyProblems(id, data)),
    ];
    if (problems.length) throw new Error(`Page words:\n${problems.join('\n')}`);
    return byId;
  });
  return loaded;
}

async function wordsOf(key: string, locale: Locale): Promise<PageWords> {
  const entry = (await pageEntries()).get(pageIdOf(key));
  if (!entry) throw new Error(`src/content/site/pages/${pageIdOf(key)}.yaml: missing`);
  return entry[locale];
}

export interface PageText {
  title: string;
  /** The short name: the label, else the title. */
  name: string;
  description: string;
  keywords: readonly string[];
}

/** A registry page's title, short name, description and keywords in its own language. */
export async function pageText(route: Pick<LiveRoute, 'key' | 'locale'>): Promise<PageText> {
  const { title, label, description, keywords } = await wordsOf(route.key, route.locale);
  return { title, name: label ?? title, description, keywords };
}

/** Every registry page's short name in `locale`, by key. */
export async function pageNames(locale: Locale): Promise<ReadonlyMap<string, string>> {
  const entries = await pageEntries();
  return new Map(
    liveRoutes.map((route) => {
      const words = entries.get(pageIdOf(route.key))?.[locale];
      return [route.key, words?.label ?? words?.title ?? route.key];
    }),
  );
}

/** A page's section copy (hero, headings, calls to action) in `locale`. */
export async function pageCopy<P extends PageWithCopy>(page: P, locale: Locale): Promise<PageCopy<P>> {
  const entry = (await pageEntries()).get(page);
  if (!entry?.[locale].copy) throw new Error(`src/content/site/pages/${page}.yaml: ${locale}.copy missing`);
  return entry[locale].copy as PageCopy<P>;
}

/** A page's breadcrumbs as structured data, named from the pages' words (see breadcrumbTrail). */
export async function pageBreadcrumbLd(path: string, siteUrl: string, ownName?: string) {
  return routeBreadcrumbLd(path, siteUrl, await pageNames(localeOf(path)), ownName);
}
