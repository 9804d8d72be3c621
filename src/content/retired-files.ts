/**
 * The retired pages' notice files read straight from disk, for tests that run outside Astro (the
 * build reads the same files through the `retired` collection). Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { retiredSchema, type RetiredWords } from './retired-schema.ts';

const folder = new URL('./site/retired/', import.meta.url);

/** Every notice by its old path ("/services/seo"), parsed with the build's schema; a bad file throws. */
export function readRetiredFiles(): Map<string, RetiredWords> {
  return new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [
        `/${name.slice(0, -'.yaml'.length)}`,
        retiredSchema.parse(parse(readFileSync(new URL(name, folder), 'utf8'))),
      ]),
  );
}
