import type { Page } from '@playwright/test';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';
import { posts } from './blog-posts.ts';

const articleLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .or(page.getByRole('main').getByRole('heading', { level: 3 }))
    .getByRole('link');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

test.describe('blog list with JavaScript', () => {
  test('shows the featured post first, then a grid of cards linking to every article', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = articleLinks(page);
    await expect(links).toHaveCount(posts.length);
    await expect(links.first()).toHaveText(posts[0].title);
    for (const post of posts) await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'More articles' })).toBeVisible();
    await expect(categories(page).getByRole('link')).toHaveText(['All Categories', 'AI Marketing', 'Design & Content', 'LinkedIn Marketing']);
    await expect(categories(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Loading blog posts...')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('search filters as you type, by title, description and tag, and is kept in the URL', async ({ page }) => {
    await page.goto('/blog');
    await search(page).fill('infographic');
    await expect(articleLinks(page)).toHaveText([posts[0].title]);
    await expect(page).toHaveURL(/\/blog\?q=infographic$/);
    await expect(page.getByRole('status')).toContainText('1 of 1 article');

    await search(page).fill('Canva'); // the Canva guide's title, and a tag of the AI tools post
    await expect(articleLinks(page)).toHaveText([posts[0].title, posts[2].title]);

    await search(page).fill('governance'); // only in a description
    await expect(articleLinks(page)).toHaveText([posts[3].title]);

    await search(page).fill('thought leadership'); // a tag
    await expect(articleLinks(page)).toHaveText([posts[1].title]);

    await search(page).fill('blockchain mortgages');
    await expect(page.getByText('No blog posts found.').first()).toBeVisible();
    await expect(articleLinks(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articleLinks(page)).toHaveCount(posts.length);
    await expect(search(page)).toHaveValue('');
  });

  test('a search typed before the list hydrated is kept and applied', async ({ page }) => {
    const hydrate = await openBeforeHydration(page, '/blog', /blog-list\.[\w-]+\.js$/);
    await search(page).fill('infographic');
    await hydrate();
    await expect(search(page)).toHaveValue('infographic');
    await expect(page).toHaveURL(/\/blog\?q=infographic$/);
    await expect(articleLinks(page)).toHaveText([posts[0].title]);
  });

  test('category buttons filter instantly, combine with search and survive reload and Back', async ({ page }) => {
    await page.goto('/blog');
    await categories(page).getByRole('link', { name: 'AI Marketing' }).click();
    await expect(page).toHaveURL(/\/blog\?category=ai-marketing$/);
    await expect(articleLinks(page)).toHaveText([posts[2].title, posts[3].title]);
    await expect(categories(page).getByRole('link', { name: 'AI Marketing' })).toHaveAttribute('aria-current', 'true');

    await search(page).fill('free');
    await expect(page).toHaveURL(/\/blog\?q=free&category=ai-marketing$/);
    await expect(articleLinks(page)).toHaveText([posts[2].title]);

    await page.reload();
    await expect(search(page)).toHaveValue('free');
    await expect(articleLinks(page)).toHaveText([posts[2].title]);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(articleLinks(page)).toHaveCount(posts.length);
  });

  test('pagination: all four posts fit on page 1, so no pager is shown and page 2 does not exist', async ({ page }) => {
    await page.goto('/blog');
    await expect(articleLinks(page)).toHaveCount(4);
    await expect(page.getByRole('status')).toHaveText('Showing 1–4 of 4 articles.');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goto('/blog?page=7');
    await expect(page.getByRole('status')).toHaveText('Showing 1–4 of 4 articles.');
    const response = await page.goto('/blog/page/2');
    expect(response?.status()).toBe(404);
  });

  test('category and search pages pass an axe scan', async ({ page }) => {
    await page.goto('/blog/category/ai-marketing');
    await expect(articleLinks(page)).toHaveCount(2);
    await expectAccessible(page);
    await page.goto('/blog/search?q=nothing+matches+this');
    await expect(page.getByText('No blog posts found.').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('links to the RSS feed from the head', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
});

test.describe('blog list without JavaScript', () => {
  // axe needs JavaScript, so these pages are scanned in the JavaScript tests above.
  test.use({ javaScriptEnabled: false });

  test('category links lead to prerendered category pages', async ({ page }) => {
    await page.goto('/blog');
    await expect(articleLinks(page)).toHaveCount(posts.length);
    await categories(page).getByRole('link', { name: 'Design & Content' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/design-content$/);
    await expect(articleLinks(page)).toHaveText([posts[0].title]);
    await expect(categories(page).getByRole('link', { name: 'Design & Content' })).toHaveAttribute('aria-current', 'true');
    await expect(categories(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/blog');
    await categories(page).getByRole('link', { name: 'LinkedIn Marketing' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/linkedin-marketing$/);
    await expect(articleLinks(page)).toHaveText([posts[1].title]);
  });

  test('the search form submits to the search page, keeping the category', async ({ page }) => {
    await page.goto('/blog/category/ai-marketing');
    await search(page).fill('free');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=free&category=ai-marketing$/);
    await expect(articleLinks(page)).toHaveText([posts[2].title]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await search(page).fill('no such topic anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No blog posts found.').first()).toBeVisible();
  });

  test('pagination still works: page 1 holds every post and out-of-range pages fall back to it', async ({ page }) => {
    await page.goto('/blog/search?q=ai&page=9');
    await expect(page.getByRole('status')).toContainText('Showing 1–');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    const response = await page.goto('/blog/category/ai-marketing/page/2');
    expect(response?.status()).toBe(404);
  });
});
