import { describe, expect, it } from 'vitest';
import { countWords, neighbours, readingMinutes, relatedPosts } from './article-links.ts';
import type { PostSummary } from './blog-query.ts';

const post = (slug: string, category: string, tags: string[]): PostSummary => ({
  slug,
  title: slug,
  description: 'd',
  featuredImage: '/images/blog/x.svg',
  featuredImageAlt: 'x',
  date: '2025-01-01',
  author: 'Team',
  category,
  tags,
  readingMinutes: 1,
});

describe('reading time', () => {
  it('counts words but not image paths, link targets or HTML', () => {
    expect(
      countWords('## A heading\n\nTwo words. ![alt text](/images/x.svg) [a link](https://example.com/long/path) <br/>'),
    ).toBe(6);
  });
  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1320 }, () => 'word').join(' '))).toBe(6);
  });
});

describe('links between articles', () => {
  const sorted = [
    post('a', 'AI', ['x']),
    post('b', 'SEO', ['y']),
    post('c', 'AI', ['z']),
    post('d', 'Design', ['x', 'y']),
  ];

  it('finds the newer and older neighbours', () => {
    expect(neighbours(sorted, 'a')).toEqual({ newer: undefined, older: sorted[1] });
    expect(neighbours(sorted, 'b')).toEqual({ newer: sorted[0], older: sorted[2] });
    expect(neighbours(sorted, 'missing')).toEqual({ newer: undefined, older: undefined });
  });

  it('ranks related posts by category, then shared tags, then recency', () => {
    expect(relatedPosts(sorted, 'a').map((p) => p.slug)).toEqual(['c', 'd', 'b']);
    expect(relatedPosts(sorted, 'a', 1).map((p) => p.slug)).toEqual(['c']);
    expect(relatedPosts(sorted, 'missing')).toEqual([]);
  });
});
