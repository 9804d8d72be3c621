/**
 * A fact is written once. Wherever a language still has a file of its own beside the English one
 * (the UI dictionaries), no link, anchor, id or number in code may appear in both: those belong in
 * the English file or in shared code, and only words differ. Content entries keep both languages in
 * one file (src/content/site/**, checked by site-schemas.test.ts; the pages' words below); the route
 * registry holds each page's facts once and derives its Vietnamese path. Long prose (posts, case
 * studies, legal pages) is one file per language by design and may quote the same figures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// FACTS_ONCE_ROOT points the check at another checkout (e.g. an older tree, to see it fail).
const root = process.env.FACTS_ONCE_ROOT ?? new URL('../../', import.meta.url).pathname;

/** Every Vietnamese TypeScript file with an English twin: vi.ts beside en.ts, x-vi.ts or x.vi.ts beside x-en.ts or x.ts, vi/x.ts beside x.ts. */
function languagePairs(dir: string): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : languagePairs(path);
    if (entry.name.endsWith('.test.ts') || !entry.name.endsWith('.ts')) return [];
    // A vi/ folder of twins: vi/<name>.ts beside ../<name>.ts.
    if (dir.endsWith(`${sep}vi`) && existsSync(join(dir, '..', entry.name)))
      return [[join(dir, '..', entry.name), path]];
    const match = /^(.*?)(?:^|[-.])vi\.ts$/.exec(entry.name);
    if (!match) return [];
    const stem = match[1] ?? '';
    const twins = stem ? [`${stem}-en.ts`, `${stem}.ts`] : ['en.ts'];
    const twin = twins.map((name) => join(dir, name)).find((candidate) => existsSync(candidate));
    return twin ? [[twin, path]] : [];
  });
}

const strings = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g;

/** Links, anchors, ids and numbers written in a TypeScript file, outside comments and words. */
function factsOf(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const facts = new Set<string>();
  for (const match of code.matchAll(strings)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    if (/^(\/[a-z0-9/#-]+|https?:\/\/\S+|#[a-z0-9-]+|mailto:\S+|tel:\S+)$/.test(value)) facts.add(`link ${value}`);
  }
  for (const match of code.matchAll(/\bid:\s*['"]([^'"]+)['"]/g)) facts.add(`id ${match[1]}`);
  const withoutStrings = code.replace(strings, "''");
  for (const match of withoutStrings.matchAll(/(?<![\w.$])(\d[\d_]*(?:\.\d+)?)(?![\w$])/g))
    facts.add(`number ${match[1]}`);
  return facts;
}

const pairs = languagePairs(join(root, 'src'));

describe('facts written once', () => {
  it('finds the language files', () => {
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.some(([, vi]) => vi.endsWith(join('i18n', 'ui', 'vi.ts')))).toBe(true);
  });

  it.each(pairs.map(([en, vi]) => [relative(root, vi), en, vi]))(
    '%s repeats no link, id or number of its English twin',
    (_name, en, vi) => {
      const source = readFileSync(vi, 'utf8');
      const english = factsOf(readFileSync(en, 'utf8'));
      const repeated = [...factsOf(source)].filter((fact) => english.has(fact));
      expect(repeated).toEqual([]);
    },
  );

  it('sees a repeated link, id or number, and ignores words and comments', () => {
    const english = factsOf("export const a = { id: 'seo', href: '/services#seo', max: 12, label: 'Twelve' }; // 7");
    const vietnamese = factsOf("export const a = { id: 'seo', href: '/services#seo', max: 12, label: 'Mười hai 7' };");
    expect([...vietnamese].filter((fact) => english.has(fact))).toEqual(['link /services#seo', 'id seo', 'number 12']);
    expect(factsOf("const words = 'Trang 2 /services'; /* 3 */")).toEqual(new Set());
  });
});

/** Values in a page file that are facts, not words: numbers, booleans, site paths, anchors, addresses. */
function factsIn(value: unknown, path: string): string[] {
  if (typeof value === 'number' || typeof value === 'boolean') return [`${path} = ${value}`];
  if (typeof value === 'string') return /^(\/|#|https?:|mailto:|tel:)/.test(value.trim()) ? [`${path} = ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => factsIn(item, `${path}.${key}`));
  return [];
}

describe('page words written once, page facts in the registry', () => {
  const pagesDir = join(root, 'src', 'content', 'site', 'pages');
  const pageFiles = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.yaml')) : [];

  it('keeps each page’s words in one file with both languages, and no page texts in language twins', () => {
    expect(pageFiles.length).toBeGreaterThan(0);
    expect(pairs.map(([, vi]) => relative(root, vi)).filter((path) => /routes|pages/.test(path))).toEqual([]);
  });

  it.each(pageFiles)('pages/%s holds words only: no path, link, number or flag in either language', (name) => {
    const data = parse(readFileSync(join(pagesDir, name), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['en', 'vi']);
    expect([...factsIn(data.en, 'en'), ...factsIn(data.vi, 'vi')]).toEqual([]);
  });

  it('writes no Vietnamese path in the route registry: each is derived from the English one', () => {
    const registry = readFileSync(join(root, 'src', 'lib', 'routes.ts'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(registry.match(/['"`]\/vi\/[a-z]/g) ?? []).toEqual([]);
  });
});
