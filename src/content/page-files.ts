/**
 * The pages collection's files read straight from disk, for unit tests and scripts that run outside
 * Astro (the build reads the same files through the `pages` collection). Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locale } from '../lib/locales.ts';
import { liveRoutes } from '../lib/routes.ts';
import { pageIdOf, pageSchema, type PageWords } from './page-schema.ts';

const folder = new URL('./site/pages/', import.meta.url);

/** Every page file by id (its file name), parsed with the build's schema; a bad file throws. */
export function readPageFiles(): Map<string, { en: PageWords; vi: PageWords }> {
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [name.slice(0, -'.yaml'.length), pageSchema.parse(parse(readFileSync(new URL(name, folder), 'utf8')))]),
  );
}

/** The registry pages' short names (label, else title) in `locale`, by key: what page-texts.ts gives the build. */
export function pageNamesFromFiles(locale: Locale): Map<string, string> {
  const files = readPageFiles();
  return new Map(
    liveRoutes.map((route) => {
      const words = files.get(pageIdOf(route.key))?.[locale];
      return [route.key, words?.label ?? words?.title ?? route.key];
    }),
  );
}
