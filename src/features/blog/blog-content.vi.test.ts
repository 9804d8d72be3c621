/**
 * The Vietnamese blog posts against their English originals: linked by translationKey, same artwork,
 * dates and numbers, same sections, tables, images and callouts, and no English sentence left.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { markdownProblems, missingNumbers, splitFrontMatter } from '../../lib/i18n/translation-parity.test-helper.ts';
import { matchCallout } from '../../lib/markdown/callouts.ts';
import { blogSchema } from './blog-schema.ts';

const read = (dir: string) =>
  readdirSync(join(process.cwd(), dir))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(join(process.cwd(), dir, file), 'utf8');
      const { frontMatter, body } = splitFrontMatter(source);
      const raw = parse(frontMatter) as Record<string, unknown>;
      return { id: file.replace(/\.mdx?$/, ''), source, body, raw, data: blogSchema.parse(raw) };
    });

const english = read('src/content/blog');
const vietnamese = read('src/content/blog-vi');
const original = (key: unknown) => english.find((entry) => entry.id === key)!;
const cases = vietnamese.map((entry) => [entry.id, entry] as const);

const callouts = (body: string) => body.split(/\n\s*\n/).flatMap((paragraph) => matchCallout(paragraph)?.kind ?? []);
const images = (body: string) => [...body.matchAll(/!\[[^\]]*\]\(([^ )]+)/g)].map((match) => match[1]);

describe('Vietnamese blog posts', () => {
  it('translate at least the translated articles, each English article at most once', () => {
    const keys = vietnamese.map((entry) => entry.raw.translationKey);
    expect(keys).toEqual(expect.arrayContaining(['ai-marketing-complete-guide-2024', 'free-ai-tools-marketing-2025']));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(original(key), String(key)).toBeDefined();
  });

  it.each(cases)('%s: Vietnamese slug, file name and no locale prefix', (id, entry) => {
    expect(entry.data.slug).toBe(id);
    expect(id).not.toMatch(/^(vi|en)/);
    expect(english.map((e) => e.id)).not.toContain(id);
  });

  it.each(cases)('%s: same artwork, dates, tag count and numbers as the English post', (_id, entry) => {
    const en = original(entry.raw.translationKey).data;
    const vi = entry.data;
    expect([vi.featuredImage, vi.ogImage, vi.date, vi.updated]).toEqual([
      en.featuredImage,
      en.ogImage,
      en.date,
      en.updated,
    ]);
    expect(vi.tags).toHaveLength(en.tags.length);
    for (const field of ['title', 'description', 'seoTitle', 'seoDescription', 'featuredImageAlt'] as const) {
      expect(missingNumbers(en[field], vi[field]), field).toEqual([]);
      expect(vi[field], field).not.toBe(en[field]);
    }
  });

  it.each(cases)('%s: same sections, tables, images, callouts and numbers, all in Vietnamese', (_id, entry) => {
    const en = original(entry.raw.translationKey);
    expect(markdownProblems(en.body, entry.body)).toEqual([]);
    expect(images(entry.body)).toEqual(images(en.body));
    expect(callouts(entry.body)).toEqual(callouts(en.body));
  });

  it('carry no placeholder text', () => {
    for (const entry of vietnamese) expect(entry.source).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
