import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { siteFolders, siteSchemas } from '../../content/site-schemas.ts';
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
      const entry = config.collections.find((candidate) => candidate.name === folder);
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
  const guides = config.collections.find((candidate) => candidate.name === 'guides');
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
