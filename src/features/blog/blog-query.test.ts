import { describe, expect, it } from 'vitest';
import {
  categoriesInUse,
  categorySlug,
  filterPosts,
  formatPostDate,
  matchesQuery,
  paginate,
  parseListUrl,
  queryHref,
  showsFeatured,
  sortPosts,
  staticHref,
  type PostSummary,
} from './blog-query.ts';

const post = (over: Partial<PostSummary>): PostSummary => ({
  slug: 'a-post',
  title: 'A post about things',
  description: 'A description long enough to read like a real one.',
  featuredImage: '/images/blog/a.svg',
  featuredImageAlt: 'An illustration',
  date: '2025-01-01',
  author: 'Brightlane Digital Team',
  category: 'AI Marketing',
  tags: ['AI'],
  readingMinutes: 5,
  ...over,
});

const posts = [
  post({
    slug: 'canva',
    title: 'Creating infographics with Canva',
    category: 'Design & Content',
    tags: ['Canva', 'Infographics'],
    date: '2025-01-03',
  }),
  post({
    slug: 'linkedin',
    title: 'LinkedIn personal branding mistakes',
    category: 'LinkedIn Marketing',
    tags: ['LinkedIn'],
    date: '2025-01-02',
  }),
  post({
    slug: 'tools',
    title: 'Free AI tools for marketing in 2025',
    category: 'AI Marketing',
    tags: ['ChatGPT', 'Tiếng Việt'],
    date: '2025-01-01',
  }),
  post({
    slug: 'guide',
    title: 'The complete guide to AI marketing',
    category: 'AI Marketing',
    tags: ['Strategy'],
    date: '2024-11-18',
    description: 'Plan, tools and governance for search.',
  }),
];

describe('categories', () => {
  it('slugifies names, dropping ampersands and accents', () => {
    expect(categorySlug('Design & Content')).toBe('design-content');
    expect(categorySlug('AI Marketing')).toBe('ai-marketing');
    expect(categorySlug('Tiếp thị số')).toBe('tiep-thi-so');
  });

  it('lists categories in use, the fixed order first, then alphabetically, with counts', () => {
    expect(categoriesInUse(posts)).toEqual([
      { name: 'AI Marketing', slug: 'ai-marketing', count: 2 },
      { name: 'Design & Content', slug: 'design-content', count: 1 },
      { name: 'LinkedIn Marketing', slug: 'linkedin-marketing', count: 1 },
    ]);
    expect(categoriesInUse([])).toEqual([]);
  });
});

describe('search', () => {
  it('matches title, description and tags, case- and accent-insensitively', () => {
    expect(matchesQuery(posts[0]!, 'CANVA')).toBe(true);
    expect(matchesQuery(posts[3]!, 'governance')).toBe(true);
    expect(matchesQuery(posts[2]!, 'tieng viet')).toBe(true);
    expect(matchesQuery(posts[2]!, 'chatgpt free')).toBe(true);
  });

  it('needs every word to match and treats blank queries as no filter', () => {
    expect(matchesQuery(posts[2]!, 'chatgpt canva')).toBe(false);
    expect(matchesQuery(posts[2]!, '   ')).toBe(true);
  });

  it('combines the query with the category', () => {
    expect(filterPosts(posts, { q: 'ai', category: 'ai-marketing' }).map((p) => p.slug)).toEqual(['tools', 'guide']);
    expect(filterPosts(posts, { q: 'canva', category: 'ai-marketing' })).toEqual([]);
    expect(filterPosts(posts, { q: '', category: '' })).toHaveLength(4);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);
  it('splits into pages and reports the range shown', () => {
    expect(paginate(items, 1, 6)).toMatchObject({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 3,
      total: 13,
      from: 1,
      to: 6,
    });
    expect(paginate(items, 3, 6)).toMatchObject({ items: [13], page: 3, from: 13, to: 13 });
  });
  it('clamps out-of-range and nonsense pages', () => {
    expect(paginate(items, 99, 6).page).toBe(3);
    expect(paginate(items, -2, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });
  it('has one empty page when nothing matches', () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
  it('shows four posts on page 1 of the real blog', () => {
    expect(paginate(posts, 1).items).toHaveLength(4);
    expect(paginate(posts, 1).pageCount).toBe(1);
  });
});

describe('list URLs', () => {
  it('reads state from prerendered paths and from query parameters', () => {
    expect(parseListUrl('/blog', '')).toEqual({ q: '', category: '', page: 1 });
    expect(parseListUrl('/blog/page/2', '')).toEqual({ q: '', category: '', page: 2 });
    expect(parseListUrl('/blog/category/ai-marketing/page/3/', '')).toEqual({
      q: '',
      category: 'ai-marketing',
      page: 3,
    });
    expect(parseListUrl('/blog/search', '?q=canva+tips&category=design-content&page=2')).toEqual({
      q: 'canva tips',
      category: 'design-content',
      page: 2,
    });
    expect(parseListUrl('/blog/category/seo', '?category=ai-marketing')).toMatchObject({ category: 'ai-marketing' });
    expect(parseListUrl('/blog', '?page=abc')).toMatchObject({ page: 1 });
  });

  it('writes the island URL as ?q=&category=&page=', () => {
    expect(queryHref({ q: '', category: '', page: 1 })).toBe('/blog');
    expect(queryHref({ q: 'ai tools', category: 'ai-marketing', page: 2 })).toBe(
      '/blog?q=ai+tools&category=ai-marketing&page=2',
    );
  });

  it('round-trips through both URL forms', () => {
    const states = [
      { q: '', category: '', page: 1 },
      { q: '', category: 'design-content', page: 2 },
      { q: 'canva', category: 'design-content', page: 1 },
      { q: 'seo', category: '', page: 3 },
    ];
    for (const state of states) {
      const query = new URL(queryHref(state), 'http://x');
      expect(parseListUrl(query.pathname, query.search)).toEqual(state);
      const plain = new URL(staticHref(state), 'http://x');
      expect(parseListUrl(plain.pathname, plain.search)).toEqual(state);
    }
  });

  it('links to prerendered pages unless there is a search', () => {
    expect(staticHref({ q: '', category: 'ai-marketing', page: 2 })).toBe('/blog/category/ai-marketing/page/2');
    expect(staticHref({ q: '', category: '', page: 2 })).toBe('/blog/page/2');
    expect(staticHref({ q: ' ai ', category: '', page: 1 })).toBe('/blog/search?q=ai');
  });
});

describe('presentation helpers', () => {
  it('features the first post only on the unfiltered first page', () => {
    expect(showsFeatured({ q: '', category: '', page: 1 })).toBe(true);
    expect(showsFeatured({ q: 'x', category: '', page: 1 })).toBe(false);
    expect(showsFeatured({ q: '', category: 'seo', page: 1 })).toBe(false);
    expect(showsFeatured({ q: '', category: '', page: 2 })).toBe(false);
  });

  it('formats dates in Australian English without a time-zone shift', () => {
    expect(formatPostDate('2025-01-02')).toBe('2 January 2025');
  });

  it('sorts newest first', () => {
    expect(sortPosts([...posts].reverse()).map((p) => p.slug)).toEqual(['canva', 'linkedin', 'tools', 'guide']);
  });
});
