/**
 * The rules every site content file keeps: it passes its collection's schema (the same one the build
 * applies), and its Vietnamese block carries words only — no id, link or number written twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteFolders, siteSchemas, serviceSchema } from './site-schemas.ts';

const root = new URL('./site/', import.meta.url);
const files = Object.entries(siteFolders).flatMap(([collection, folder]) =>
  readdirSync(new URL(`${folder}/`, root))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ collection: collection as keyof typeof siteSchemas, path: `${folder}/${name}` })),
);

/** Values that are facts, not words: numbers, booleans, links and anchors. */
function factsIn(value: unknown, path: string): string[] {
  if (typeof value === 'number' || typeof value === 'boolean') return [`${path} = ${value}`];
  if (typeof value === 'string') return /^(\/|#|https?:|mailto:|tel:)/.test(value.trim()) ? [`${path} = ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => factsIn(item, `${path}.${key}`));
  return [];
}

const read = (path: string): unknown => parse(readFileSync(new URL(path, root), 'utf8'));

describe('site content files', () => {
  it('finds content in every collection folder', () => {
    for (const collection of Object.keys(siteFolders)) expect(files.some((file) => file.collection === collection), collection).toBe(true);
  });

  it.each(files)('$path passes the build schema', ({ collection, path }) => {
    const result = siteSchemas[collection].safeParse(read(path));
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it.each(files)('$path writes its facts once: the Vietnamese block holds words only', ({ path }) => {
    const { vi } = read(path) as { vi?: unknown };
    expect(factsIn(vi, 'vi')).toEqual([]);
  });
});

describe('the bilingual schema', () => {
  const service = {
    en: { order: 7, icon: 'Search', title: 'Email Marketing', summary: 'S', description: 'D', features: ['F'], price: 'P' },
    vi: { title: 'Email marketing', summary: 'T', description: 'M', features: ['Đ'], price: 'G' },
  };

  it('accepts a new entry written once with the words of both languages', () => {
    expect(serviceSchema.safeParse(service).success).toBe(true);
  });

  it('names the field of a missing or empty translation', () => {
    const { description: _dropped, ...untranslated } = service.vi;
    const missing = serviceSchema.safeParse({ ...service, vi: untranslated });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi.description']);
    const empty = serviceSchema.safeParse({ ...service, vi: { ...service.vi, title: '  ' } });
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi.title']);
  });

  it('refuses a fact copied into the Vietnamese block', () => {
    const copied = serviceSchema.safeParse({ ...service, vi: { ...service.vi, icon: 'Search' } });
    expect(copied.success).toBe(false);
    expect(factsIn({ order: 7, href: '/services#seo' }, 'vi')).toEqual(['vi.order = 7', 'vi.href = /services#seo']);
  });
});
