import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { siteFolders, siteSchemas } from '../../content/site-schemas.ts';
import { cmsConfig } from './cms-config.ts';

const config = cmsConfig({ repo: 'agency/website', branch: 'main' });

describe('the content editor configuration', () => {
  it.each(Object.entries(siteFolders))('edits every field of %s, translating exactly the Vietnamese block', (collection, folder) => {
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
  });

  it('writes to the Git host with drafts, and keeps uploads in the repository', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'agency/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.media_folder.startsWith('public/')).toBe(true);
    expect(cmsConfig({ repo: 'a/b', branch: 'main', authUrl: 'https://auth.example.com' }).backend).toMatchObject({ base_url: 'https://auth.example.com' });
  });
});
