// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlogList } from './blog-list.tsx';
import { en } from '../../i18n/ui/en.ts';
import { vi } from '../../i18n/ui/vi.ts';

const english = { base: '/blog', text: en.blog, intl: 'en-AU' } as const;
import { categoriesInUse, PAGE_SIZE, type PostSummary } from './blog-query.ts';

const posts: PostSummary[] = Array.from({ length: 14 }, (_, index) => ({
  slug: `post-${index + 1}`,
  title: `Post number ${index + 1} about ${index % 2 ? 'search' : 'social'}`,
  description: 'A description long enough to look like the real thing on a card.',
  featuredImage: '/images/blog/x.svg',
  featuredImageAlt: 'An illustration',
  date: `2025-01-${String(28 - index).padStart(2, '0')}`,
  author: 'Brightlane Digital Team',
  category: index % 2 ? 'SEO' : 'Social Media',
  tags: ['Tag'],
  readingMinutes: 4,
}));

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('BlogList island', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog'));
  afterEach(cleanup);

  it('paginates more posts than a page holds, with real links and the page in the URL', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={posts} categories={categoriesInUse(posts)} renderedUrl="/blog" {...english} />);
    // The newest post is featured above the grid, so the grid holds one card fewer.
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(posts[0]!.title);
    expect(cardTitles()).toHaveLength(PAGE_SIZE - 1);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog/page/2');
    expect(within(pager).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(window.location.search).toBe('?page=2');
    expect(cardTitles()).toEqual(posts.slice(6, 12).map((post) => post.title));

    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(window.location.search).toBe('?page=3');
    expect(cardTitles()).toEqual(posts.slice(12).map((post) => post.title));
    expect(screen.getByRole('status').textContent).toBe('Showing 13–14 of 14 articles.');
  });

  it('filters by category and search, resets to page 1 and keeps both in the URL', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={posts} categories={categoriesInUse(posts)} renderedUrl="/blog" {...english} />);
    await user.click(screen.getByRole('link', { name: 'SEO' }));
    expect(window.location.search).toBe('?category=seo');
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog/category/seo/page/2');

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'number 1');
    expect(window.location.search).toBe('?q=number+1&category=seo');
    expect(cardTitles()).toEqual([
      'Post number 10 about search',
      'Post number 12 about search',
      'Post number 14 about search',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the empty text when nothing matches', async () => {
    const user = userEvent.setup();
    render(<BlogList posts={posts} categories={categoriesInUse(posts)} renderedUrl="/blog" {...english} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zebra');
    expect(screen.getAllByText('No blog posts found.').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('renders the state of the URL it was rendered for (prerendered category pages)', () => {
    window.history.replaceState(null, '', '/blog/category/social-media');
    render(
      <BlogList
        posts={posts}
        categories={categoriesInUse(posts)}
        renderedUrl="/blog/category/social-media"
        {...english}
      />,
    );
    expect(screen.getByRole('link', { name: 'Social Media' }).getAttribute('aria-current')).toBe('true');
    expect(cardTitles().every((title) => title?.endsWith('social'))).toBe(true);
  });
});

describe('BlogList island in Vietnamese', () => {
  beforeEach(() => window.history.replaceState(null, '', '/vi/blog'));
  afterEach(cleanup);

  it('keeps its links and the search form under /vi/blog and speaks Vietnamese', async () => {
    const user = userEvent.setup();
    const untranslated = posts.map((post, index) =>
      index === 0 ? { ...post, href: '/blog/post-1', lang: 'en' } : { ...post, href: `/vi/blog/${post.slug}` },
    );
    render(
      <BlogList
        posts={untranslated}
        categories={categoriesInUse(posts)}
        renderedUrl="/vi/blog"
        base="/vi/blog"
        text={vi.blog}
        intl="vi-VN"
      />,
    );
    expect(screen.getByTestId('blog-summary').textContent).toBe('Đang hiển thị 1–6 trên tổng số 14 bài viết.');
    expect(screen.getByRole('search').getAttribute('action')).toBe('/vi/blog/search');
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pager).getByRole('link', { name: 'Trang 2' }).getAttribute('href')).toBe('/vi/blog/page/2');
    // The untranslated article is marked and links to its English page.
    expect(screen.getByRole('link', { name: posts[0]!.title }).getAttribute('href')).toBe('/blog/post-1');
    expect(screen.getAllByText('Tiếng Anh')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'SEO' }));
    expect(window.location.pathname).toBe('/vi/blog');
    expect(window.location.search).toBe('?category=seo');
    expect(screen.getByTestId('blog-summary').textContent).toBe(
      'Đang hiển thị 1–6 trên tổng số 7 bài viết thuộc chủ đề SEO.',
    );
  });
});
