/**
 * Checks the published case studies as a whole: what the build's schema cannot see on its own
 * (file names, how many are featured, that every category has at least one case).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { caseStudySchema } from './case-study-schema.ts';
import { PORTFOLIO_CATEGORIES } from '../../data/portfolio-categories.ts';

const dir = join(process.cwd(), 'src/content/case-studies');
const entries = readdirSync(dir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    return { file, source, data: caseStudySchema.parse(parse(frontMatter)) };
  });

describe('published case studies', () => {
  it('are the six published case studies, each in a file named after its slug', () => {
    expect(entries.map((e) => e.data.slug).sort()).toEqual([
      'fmcg-dao-strategy',
      'i-choose-the-sun',
      'koto-club',
      'lua-hong-buffet',
      'microlino-strategy',
      'nha-ca-cafe',
    ]);
    for (const entry of entries) expect(entry.file.replace(/\.mdx?$/, '')).toBe(entry.data.slug);
  });

  it('feature exactly three on the home page, including i-choose-the-sun', () => {
    const featured = entries.filter((e) => e.data.featured).map((e) => e.data.slug);
    expect(featured).toHaveLength(3);
    expect(featured).toContain('i-choose-the-sun');
  });

  it('have distinct list positions and cover every category', () => {
    expect(new Set(entries.map((e) => e.data.order)).size).toBe(entries.length);
    const carried = new Set(entries.flatMap((e) => e.data.categories));
    for (const category of PORTFOLIO_CATEGORIES) expect(carried.has(category), category).toBe(true);
    expect(entries.find((e) => e.data.slug === 'koto-club')?.data.categories).toContain('Nightlife');
  });

  it('use Get Started on the cafe and the default call to action elsewhere', () => {
    for (const entry of entries)
      expect(entry.data.ctaLabel).toBe(entry.data.slug === 'nha-ca-cafe' ? 'Get Started' : 'Start Your Project');
  });

  it('carry no placeholder text', () => {
    for (const entry of entries) expect(entry.source).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
