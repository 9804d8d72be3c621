/**
 * The Vietnamese case studies against the English ones: one translation per case, linked by
 * translationKey, with the same facts (categories, artwork, dates, order, figures) and the same
 * sections and components, and no English sentence left in the prose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  markdownProblems,
  missingNumbers,
  parityProblems,
  splitFrontMatter,
} from '../../lib/i18n/translation-parity.test-helper.ts';
import { caseStudySchema } from './case-study-schema.ts';

const read = (dir: string) =>
  readdirSync(join(process.cwd(), dir))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(join(process.cwd(), dir, file), 'utf8');
      const { frontMatter, body } = splitFrontMatter(source);
      const raw = parse(frontMatter) as Record<string, unknown>;
      return { id: file.replace(/\.mdx?$/, ''), source, body, raw, data: caseStudySchema.parse(raw) };
    });

const english = read('src/content/case-studies');
const vietnamese = read('src/content/case-studies-vi');
const original = (key: unknown) => english.find((entry) => entry.id === key);

describe('Vietnamese case studies', () => {
  it('translate each English case study exactly once', () => {
    expect(vietnamese.map((entry) => entry.raw.translationKey).sort()).toEqual(english.map((entry) => entry.id).sort());
  });

  it('live in files named after Vietnamese slugs that no locale prefix can be mistaken for', () => {
    for (const entry of vietnamese) {
      expect(entry.data.slug).toBe(entry.id);
      expect(entry.id).not.toMatch(/^(vi|en)/);
      expect(english.map((e) => e.id)).not.toContain(entry.id);
    }
  });

  it.each(vietnamese.map((entry) => [entry.id, entry] as const))(
    '%s keeps the facts of the English case',
    (_id, entry) => {
      const en = original(entry.raw.translationKey)!;
      const {
        translationKey: _key,
        slug: _slug,
        ...vi
      } = entry.data as typeof entry.data & { translationKey?: string };
      const { slug: _enSlug, ...enData } = en.data;
      // English relies on the schema's English defaults; the translation must write its own.
      for (const field of ['ctaLabel', 'ctaTitle', 'ctaText', 'format'] as const)
        expect(entry.raw[field], field).toBeTypeOf('string');
      expect(
        parityProblems({ ...enData, date: enData.date.toISOString() }, { ...vi, date: vi.date.toISOString() }),
      ).toEqual([]);
      expect(entry.data.highlights.flatMap((h, at) => missingNumbers(en.data.highlights[at]!.value, h.value))).toEqual(
        [],
      );
    },
  );

  it.each(vietnamese.map((entry) => [entry.id, entry] as const))(
    '%s has the sections, components and numbers of the English body',
    (_id, entry) => {
      const en = original(entry.raw.translationKey)!;
      expect(markdownProblems(en.body, entry.body)).toEqual([]);
      const imports = (body: string) => [...body.matchAll(/^import .* from '(.*)';$/gm)].map((match) => match[1]);
      expect(imports(entry.body)).toEqual(imports(en.body).map((path) => path!.replace(/\.ts$/, '.vi.ts')));
    },
  );

  it('carry no placeholder text', () => {
    for (const entry of vietnamese) expect(entry.source).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
