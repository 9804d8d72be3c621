/**
 * The short site content as the e2e specs expect to find it, read from the collection files
 * themselves (src/content/site/<folder>/<id>.yaml), so that adding a service, a resource or a case
 * study never needs a test edit: counts and names come from the files, not from today's inventory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface SiteEntry {
  id: string;
  en: Record<string, unknown>;
  vi: Record<string, unknown>;
}

/** Every entry of a site collection folder, in the order the entries name (then by id). */
export function siteEntries(folder: string): SiteEntry[] {
  const dir = join(process.cwd(), 'src', 'content', 'site', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      id: name.slice(0, -'.yaml'.length),
      ...(parse(readFileSync(join(dir, name), 'utf8')) as object),
    }))
    .map((entry) => entry as SiteEntry)
    .sort((a, b) => Number(a.en.order ?? 0) - Number(b.en.order ?? 0) || a.id.localeCompare(b.id));
}

/** One English text of a registry page's section copy (src/content/site/pages/<id>.yaml). */
export function pageCopyText(id: string, field: string): string {
  const copy = siteEntries('pages').find((candidate) => candidate.id === id)?.en.copy as Record<string, unknown>;
  const text = copy?.[field];
  if (typeof text !== 'string') throw new Error(`src/content/site/pages/${id}.yaml has no en.copy.${field}`);
  return text;
}

/** How many English case studies the portfolio lists. */
export function caseStudyCount(): number {
  return readdirSync(join(process.cwd(), 'src', 'content', 'case-studies')).filter((name) => /\.mdx?$/.test(name))
    .length;
}
