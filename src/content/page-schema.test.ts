/**
 * The pages collection's rules: one file per registry page and one page per file, both languages in
 * it, and a missing or misspelt field named with its file and path, as the build reports it.
 */
import { describe, expect, it } from 'vitest';
import { liveRoutes } from '../lib/routes.ts';
import { readPageFiles } from './page-files.ts';
import { copyProblems, pageCopySchemas, pageIdOf, pageSchema } from './page-schema.ts';

const files = readPageFiles();
const issuesOf = (data: unknown) => {
  const result = pageSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('pages collection', () => {
  it('has exactly one file per registry page, named by the page id', () => {
    expect([...files.keys()].sort()).toEqual(liveRoutes.map((route) => pageIdOf(route.key)).sort());
  });

  it.each([...files.keys()])('%s.yaml has the copy its page expects, in both languages', (id) => {
    expect(copyProblems(id, files.get(id)!)).toEqual([]);
  });

  it('names a page by the last segment of its path, the home page `home`', () => {
    expect(pageIdOf('/')).toBe('home');
    expect(pageIdOf('/solutions/free-resources/roi-calculator')).toBe('roi-calculator');
    const ids = liveRoutes.map((route) => pageIdOf(route.key));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fails a missing translation, naming the field', () => {
    const services = structuredClone(files.get('services')!);
    const { title: _title, ...viWithoutTitle } = services.vi;
    expect(issuesOf({ ...services, vi: viWithoutTitle })).toEqual([expect.stringMatching(/^vi\.title: /)]);

    const copy = { ...services.vi.copy };
    delete copy.ctaTitle;
    expect(issuesOf({ ...services, vi: { ...services.vi, copy } })).toEqual([
      'vi.copy.ctaTitle: missing: the other language has it',
    ]);

    const shortList = { ...services.vi.copy, pricingPoints: ['Một mục'] };
    expect(issuesOf({ ...services, vi: { ...services.vi, copy: shortList } })).toEqual([
      expect.stringMatching(/^vi\.copy\.pricingPoints: 1 items where the other language has \d+$/),
    ]);
  });

  it('fails a field the page does not have, or one it lacks, in both languages, naming file and field', () => {
    const faq = structuredClone(files.get('faq')!);
    const misspelt = (copy: Record<string, unknown>) => {
      const { ctaTitle, ...rest } = copy;
      return { ...rest, ctaTitel: ctaTitle };
    };
    const data = { en: { ...faq.en, copy: misspelt(faq.en.copy!) }, vi: { ...faq.vi, copy: misspelt(faq.vi.copy!) } };
    expect(issuesOf(data)).toEqual([]);
    const parsed = pageSchema.parse(data);
    const problems = copyProblems('faq', parsed);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^src\/content\/site\/pages\/faq\.yaml: en\.copy\.ctaTitle: /),
        expect.stringMatching(/^src\/content\/site\/pages\/faq\.yaml: vi\.copy: .*ctaTitel/),
      ]),
    );
    expect(copyProblems('sitemap', parsed)).toEqual([
      'src/content/site/pages/sitemap.yaml: en.copy: not expected: this page has no sections',
      'src/content/site/pages/sitemap.yaml: vi.copy: not expected: this page has no sections',
    ]);
  });

  it('keeps every page with sections in the registry', () => {
    const ids = new Set(liveRoutes.map((route) => pageIdOf(route.key)));
    for (const id of Object.keys(pageCopySchemas)) expect(ids.has(id), id).toBe(true);
  });
});
