import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { readPageFiles } from '../../content/page-files.ts';
import { pageIdOf } from '../../content/page-schema.ts';
import { siteFolders, siteSchemas } from '../../content/site-schemas.ts';
import { retiredSchema } from '../../content/retired-schema.ts';
import { liveRoutes, retiredRoutes } from '../../lib/routes.ts';
import { cmsConfig } from './cms-config.ts';

const config = cmsConfig({ repo: 'agency/website', branch: 'main' });

describe('the content editor configuration', () => {
  it.each(Object.entries(siteFolders))(
    'edits every field of %s, translating exactly the Vietnamese block',
    (collection, folder) => {
      const schema = siteSchemas[collection as keyof typeof siteSchemas] as unknown as z.ZodObject<{
        en: z.ZodObject<z.ZodRawShape>;
        vi: z.ZodObject<z.ZodRawShape>;
      }>;
      const entry = config.collections.find((candidate) => candidate.name === folder) as
        { folder?: string; fields?: unknown[] } | undefined;
      expect(entry?.folder).toBe(`src/content/site/${folder}`);
      const fields = (entry?.fields ?? []) as { name: string; i18n?: boolean }[];
      expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(schema.shape.en.shape).sort());
      expect(
        fields
          .filter((field) => field.i18n)
          .map((field) => field.name)
          .sort(),
      ).toEqual(Object.keys(schema.shape.vi.shape).sort());
    },
  );

  it('writes to the Git host with drafts, and keeps uploads in the repository', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'agency/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.media_folder.startsWith('public/')).toBe(true);
    expect(cmsConfig({ repo: 'a/b', branch: 'main', authUrl: 'https://auth.example.com' }).backend).toMatchObject({
      base_url: 'https://auth.example.com',
    });
  });
});

describe('the guides in the content editor', () => {
  type Nested = { name: string; i18n?: boolean; fields?: Nested[] };
  const guides = config.collections.find((candidate) => candidate.name === 'guides') as
    { fields?: unknown[] } | undefined;
  const walk = (fields: Nested[], path: string): [string, boolean | undefined][] =>
    fields.flatMap((field) =>
      field.fields
        ? walk(field.fields, `${path}${field.name}.`)
        : [[`${path}${field.name}`, field.i18n] as [string, boolean | undefined]],
    );

  it('write each id, link and tool name once, in English, and translate the words beside them', () => {
    // Leaves inside a list or group; a list itself takes its language from the field around it.
    const nested = walk((guides?.fields ?? []) as Nested[], '').filter(([path]) => path.includes('.'));
    const facts = nested.filter(([path]) => /\.(id|href|name)$/.test(path) && !path.startsWith('steps.'));
    expect(facts.map(([path]) => path)).toEqual([
      'tools.items.name',
      'tools.items.href',
      'checklist.sections.id',
      'checklist.sections.items.id',
      'related.href',
    ]);
    for (const [path, i18n] of facts) expect(i18n, path).toBe(false);
    for (const [path, i18n] of nested.filter(
      (pair) => !facts.includes(pair) && !['image.src', 'image.width', 'image.height'].includes(pair[0]),
    )) {
      expect(i18n, path).toBe(true);
    }
  });
});

describe('the pages in the content editor', () => {
  type Nested = { name: string; i18n?: boolean; required?: boolean; fields?: Nested[] };
  const pages = config.collections.find((candidate) => candidate.name === 'pages') as
    { files: { name: string; file: string; fields: Nested[] }[] } | undefined;
  const files = readPageFiles();

  it('edits one file per registry page, the files the build reads', () => {
    expect(pages?.files.map((file) => file.file)).toEqual(
      liveRoutes.map((route) => `src/content/site/pages/${pageIdOf(route.key)}.yaml`),
    );
  });

  it.each([...files.keys()])('offers every word of pages/%s.yaml, in both languages', (id) => {
    const page = pages?.files.find((file) => file.name === id);
    const data = files.get(id)!;
    const fields = page?.fields ?? [];
    for (const field of fields) expect(field.i18n, field.name).toBe(true);
    const names = fields.map((field) => field.name);
    for (const key of Object.keys(data.en)) expect(names, key).toContain(key);
    const copy = fields.find((field) => field.name === 'copy');
    expect(copy?.fields?.map((field) => field.name).sort()).toEqual(
      data.en.copy ? Object.keys(data.en.copy).sort() : undefined,
    );
  });
});

describe('the retired pages in the content editor', () => {
  const retired = config.collections.find((candidate) => candidate.name === 'retired') as
    { files: { file: string; fields: { name: string }[] }[] } | undefined;

  it('edits one notice per retired page, every field of the notice schema', () => {
    expect(retired?.files.map((file) => file.file)).toEqual(
      retiredRoutes.map((route) => `src/content/site/retired${route.path}.yaml`),
    );
    for (const file of retired?.files ?? [])
      expect(file.fields.map((field) => field.name).sort()).toEqual(Object.keys(retiredSchema.shape).sort());
  });
});
