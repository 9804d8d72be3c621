import type { Page } from '@playwright/test';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';
import { PAGE_SIZE, categorySlug, pageCountFor } from '../../src/features/blog/blog-query.ts';
import { categoryNames, firstPageRange, posts, titlesFor } from './blog-posts.ts';

const firstPage = posts.slice(0, PAGE_SIZE);
const [firstCategory, secondCategory] = categoryNames();
/** A search term must find something, or the test that uses it proves nothing. */
const found = (q: string, category = '') => {
  const titles = titlesFor(q, category);
  expect(titles.length, `posts matching "${q}"`).toBeGreaterThan(0);
  return titles;
};

const articleLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .or(page.getByRole('main').getByRole('heading', { level: 3 }))
    .getByRole('link');
const categories = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

test.describe('blog list with JavaScript', () => {
  test('/blog: the featured post and the grid, the RSS link in the head, search as you type, then category buttons with search, reload and Back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await test.step('shows the featured post first, then a grid of cards linking to every article', async () => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const links = articleLinks(page);
      await expect(links).toHaveCount(firstPage.length);
      await expect(links.first()).toHaveText(posts[0]!.title);
      for (const post of firstPage)
        await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(page.getByText('Featured', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'More articles' })).toBeVisible();
      await expect(categories(page).getByRole('link')).toHaveText(['All Categories', ...categoryNames()]);
      await expect(categories(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(page.getByText('Loading blog posts...')).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('links to the RSS feed from the head', async () => {
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/rss.xml',
      );
    });

    await test.step('search filters as you type, by title, description and tag, and is kept in the URL', async () => {
      // The page is still as it opened: nothing filtered.
      await search(page).fill('infographic');
      await expect(articleLinks(page)).toHaveText(found('infographic'));
      await expect(page).toHaveURL(/\/blog\?q=infographic$/);
      const matches = titlesFor('infographic').length;
      await expect(page.getByRole('status')).toContainText(`of ${matches} article`);

      // Words from a title, a description and a tag (the Canva guide, the AI guide, the LinkedIn post).
      for (const q of ['Canva', 'governance', 'thought leadership']) {
        await search(page).fill(q);
        await expect(articleLinks(page)).toHaveText(found(q));
      }

      await search(page).fill('blockchain mortgages');
      await expect(page.getByText('No blog posts found.').first()).toBeVisible();
      await expect(articleLinks(page)).toHaveCount(0);
      // The page was scanned whole as it opened; what changed is the list in main.
      await expectAccessible(page, { include: 'main' });

      await page.getByRole('link', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(articleLinks(page)).toHaveCount(firstPage.length);
      await expect(search(page)).toHaveValue('');
    });

    await test.step('category buttons filter instantly, combine with search and survive reload and Back', async () => {
      // Opened again: Back at the end of this step must lead to the page as it first opened.
      await page.goto('/blog');
      await categories(page).getByRole('link', { name: 'AI Marketing' }).click();
      await expect(page).toHaveURL(/\/blog\?category=ai-marketing$/);
      await expect(articleLinks(page)).toHaveText(found('', 'ai-marketing'));
      await expect(categories(page).getByRole('link', { name: 'AI Marketing' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      await search(page).fill('free');
      await expect(page).toHaveURL(/\/blog\?q=free&category=ai-marketing$/);
      await expect(articleLinks(page)).toHaveText(found('free', 'ai-marketing'));

      await page.reload();
      await expect(search(page)).toHaveValue('free');
      await expect(articleLinks(page)).toHaveText(found('free', 'ai-marketing'));

      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(articleLinks(page)).toHaveCount(firstPage.length);
    });
  });

  test('pagination and 404 past the last page, category and search pages scanned, and a search typed before the list hydrated', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await test.step('pagination: page 1 holds the newest posts, a pager appears only when they do not fit, and past the last page is 404', async () => {
      const pages = pageCountFor(posts.length);
      const firstSummary = `Showing ${firstPageRange(posts.length)} of ${posts.length} articles.`;
      await page.goto('/blog');
      await expect(articleLinks(page)).toHaveCount(firstPage.length);
      await expect(page.getByRole('status')).toHaveText(firstSummary);
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(pages > 1 ? 1 : 0);
      await page.goto(`/blog?page=${pages + 5}`);
      await expect(page.getByRole('status')).toContainText(`of ${posts.length} articles.`);
      expect((await page.goto(`/blog/page/${pages + 1}`))?.status()).toBe(404);
      if (pages > 1) expect((await page.goto('/blog/page/2'))?.status()).toBe(200);
    });

    await test.step('category and search pages pass an axe scan', async () => {
      await page.goto('/blog/category/ai-marketing');
      await expect(articleLinks(page)).toHaveText(found('', 'ai-marketing'));
      await expectAccessible(page);
      await page.goto('/blog/search?q=nothing+matches+this');
      await expect(page.getByText('No blog posts found.').first()).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('a search typed before the list hydrated is kept and applied', async () => {
      const hydrate = await openBeforeHydration(page, '/blog', /blog-list\.[\w-]+\.js$/);
      await search(page).fill('infographic');
      await hydrate();
      await expect(search(page)).toHaveValue('infographic');
      await expect(page).toHaveURL(/\/blog\?q=infographic$/);
      await expect(articleLinks(page)).toHaveText(found('infographic'));
    });
  });
});

test.describe('blog list without JavaScript', () => {
  // axe needs JavaScript, so these pages are scanned in the JavaScript tests above.
  test.use({ javaScriptEnabled: false });

  test('category links, the search form and pagination work without JavaScript', async ({ page }) => {
    test.setTimeout(60_000);
    await test.step('category links lead to prerendered category pages', async () => {
      await page.goto('/blog');
      await expect(articleLinks(page)).toHaveCount(firstPage.length);
      for (const name of [firstCategory!, secondCategory ?? firstCategory!]) {
        const slug = categorySlug(name);
        await categories(page).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/blog/category/${slug}$`));
        await expect(articleLinks(page)).toHaveText(found('', slug));
        await expect(categories(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
      }
      await expect(categories(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/blog');
    });

    await test.step('the search form submits to the search page, keeping the category', async () => {
      await page.goto('/blog/category/ai-marketing');
      await search(page).fill('free');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\/search\?q=free&category=ai-marketing$/);
      await expect(articleLinks(page)).toHaveText(found('free', 'ai-marketing'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

      await search(page).fill('no such topic anywhere');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No blog posts found.').first()).toBeVisible();
    });

    await test.step('pagination still works: page 1 holds every post and out-of-range pages fall back to it', async () => {
      await page.goto('/blog/search?q=ai&page=9');
      await expect(page.getByRole('status')).toContainText('Showing 1–');
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
      const response = await page.goto('/blog/category/ai-marketing/page/2');
      expect(response?.status()).toBe(404);
    });
  });
});
