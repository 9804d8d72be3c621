import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSchema } from './blog-schema.ts';

const valid = {
  slug: 'linkedin-personal-branding',
  title: 'LinkedIn personal branding mistakes and how to fix them',
  description: 'The profile and posting mistakes we see most often on LinkedIn, and the fix for each one.',
  featuredImage: '/images/blog/linkedin-personal-branding.svg',
  featuredImageAlt: 'A LinkedIn profile card with a headline and banner',
  date: '2025-01-02',
  category: 'LinkedIn Marketing',
  tags: ['LinkedIn', 'Personal branding'],
  seoTitle: 'LinkedIn Personal Branding Mistakes (and Fixes)',
  seoDescription: 'Twelve LinkedIn personal branding mistakes we see every week, with a practical fix for each one.',
};

describe('blog front matter schema', () => {
  it('accepts a complete post, coerces dates and defaults the author', () => {
    const post = blogSchema.parse(valid);
    expect(post.date).toBeInstanceOf(Date);
    expect(post.date.toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(post.author).toBe('Brightlane Digital Team');
  });

  it.each([
    ['slug with capitals', { slug: 'LinkedIn-Branding' }],
    ['slug with spaces', { slug: 'linkedin branding' }],
    ['short title', { title: 'Too short' }],
    ['short description', { description: 'Too short to be useful.' }],
    ['external image', { featuredImage: 'https://cdn.example.com/a.png' }],
    ['missing alt text', { featuredImageAlt: '' }],
    ['bad date', { date: 'next tuesday' }],
    ['no tags', { tags: [] }],
    ['long SEO title', { seoTitle: 'x'.repeat(71) }],
    ['long SEO description', { seoDescription: 'x'.repeat(171) }],
  ])('rejects a %s', (_name, override) => {
    expect(blogSchema.safeParse({ ...valid, ...override }).success).toBe(false);
  });

  it('rejects a post without a category', () => {
    const { category: _category, ...rest } = valid;
    expect(blogSchema.safeParse(rest).success).toBe(false);
  });
});

describe('the published posts', () => {
  const dir = join(process.cwd(), 'src/content/blog');
  const files = readdirSync(dir).filter((file) => /\.mdx?$/.test(file));

  it('include the four articles other pages link to', () => {
    expect(files.map((file) => file.replace(/\.mdx?$/, '')).sort()).toEqual(
      expect.arrayContaining([
        'ai-marketing-complete-guide-2024',
        'canva-infographics-guide',
        'free-ai-tools-marketing-2025',
        'linkedin-personal-branding',
      ]),
    );
  });

  it.each(files)('%s: its slug matches its file name', (file) => {
    const slug = /^slug:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
    expect(slug).toBe(file.replace(/\.mdx?$/, ''));
  });
});
