/**
 * A fact is written once. Wherever a language still has a file of its own beside the English one
 * (the UI dictionaries, the pages' copy, the registry's Vietnamese texts), no link, anchor, id or
 * number in code may appear in both: those belong in the English file or in shared code, and only
 * words differ. Content entries keep both languages in one file (src/content/site/**, checked by
 * site-schemas.test.ts); long prose (posts, case studies, legal pages) is one file per language by
 * design and may quote the same figures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

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

/**
 * The one join the registry's Vietnamese texts still need: each names the English page it
 * translates by its path (`key:`), until the page texts move into a bilingual collection.
 */
function joinKeys(path: string, source: string): Set<string> {
  if (!path.endsWith('routes-vi.ts')) return new Set();
  return new Set([...source.matchAll(/\bkey:\s*'([^']+)'/g)].map((match) => `link ${match[1]}`));
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
      const allowed = joinKeys(vi, source);
      const repeated = [...factsOf(source)].filter((fact) => english.has(fact) && !allowed.has(fact));
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
