import { describe, expect, it } from 'vitest';
import { buildMeta, canonicalUrl, fullTitle } from './seo.ts';

const base = { siteUrl: 'https://example.com', siteName: 'Brightlane Digital' };

describe('buildMeta', () => {
  it('always returns the full set of tags with index, follow by default', () => {
    const meta = buildMeta({
      ...base,
      title: 'About',
      description: 'Who we are.',
      path: '/about',
      keywords: ['a', 'b'],
    });
    expect(meta.title).toBe('About | Brightlane Digital');
    expect(meta.canonical).toBe('https://example.com/about');
    expect(meta.robots).toBe('index, follow');
    const byKey = Object.fromEntries(meta.tags.map((tag) => [tag.name ?? tag.property, tag.content]));
    expect(byKey).toMatchObject({
      description: 'Who we are.',
      keywords: 'a, b',
      robots: 'index, follow',
      'og:title': 'About | Brightlane Digital',
      'og:description': 'Who we are.',
      'og:url': 'https://example.com/about',
      'og:type': 'website',
      'og:site_name': 'Brightlane Digital',
      'og:image': 'https://example.com/og/default.png',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'About | Brightlane Digital',
      'twitter:image': 'https://example.com/og/default.png',
    });
  });

  it('passes robots through and adds article tags for articles', () => {
    const meta = buildMeta({
      ...base,
      title: 'Post',
      description: 'd',
      path: '/blog/post/',
      robots: 'noindex, nofollow',
      type: 'article',
      publishedTime: '2025-01-02',
      section: 'SEO',
      tags: ['one', 'two'],
      image: '/images/post.png',
    });
    expect(meta.robots).toBe('noindex, nofollow');
    expect(meta.canonical).toBe('https://example.com/blog/post');
    const properties = meta.tags
      .filter((tag) => tag.property?.startsWith('article:'))
      .map((tag) => `${tag.property}=${tag.content}`);
    expect(properties).toEqual([
      'article:published_time=2025-01-02',
      'article:section=SEO',
      'article:tag=one',
      'article:tag=two',
    ]);
    expect(meta.tags.find((tag) => tag.property === 'og:image')?.content).toBe('https://example.com/images/post.png');
    expect(meta.tags.some((tag) => tag.name === 'keywords')).toBe(false);
  });

  it('does not repeat the site name and builds clean canonicals', () => {
    expect(fullTitle('Brightlane Digital', 'Brightlane Digital')).toBe('Brightlane Digital');
    expect(canonicalUrl('/', 'https://example.com/')).toBe('https://example.com/');
    expect(canonicalUrl('/faq/?q=1#top', 'https://example.com')).toBe('https://example.com/faq');
  });
});
