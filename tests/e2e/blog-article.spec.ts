import { expect, expectAccessible, test } from './fixtures.ts';
import { posts, shownDate } from './blog-posts.ts';

// One journey through every article: the page is a new document each time, but the browser, its
// renderer and axe stay warm, which makes each scan several times cheaper than in a fresh context.

test('every article: every part of it, its head and an axe scan', async ({ page }) => {
  test.setTimeout(30_000 + posts.length * 20_000);
  for (const post of posts) {
    await test.step(post.slug, async () => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');

      await expect(main.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
      await expect(main.getByRole('link', { name: `Category: ${post.category}` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByText('Brightlane Digital Team')).toBeVisible();
      await expect(main.locator('header time')).toHaveText(shownDate(post));
      await expect(main.getByText(/\d+ min read/).first()).toBeVisible();
      const tags = main.getByRole('list', { name: 'Tags' }).getByRole('listitem');
      expect(await tags.count()).toBeGreaterThanOrEqual(1);
      expect(await tags.count()).toBeLessThanOrEqual(3);
      const featured = main.locator('header img');
      await expect(featured).toHaveAttribute('src', `/images/blog/${post.slug}.svg`);
      expect((await featured.getAttribute('alt'))?.length).toBeGreaterThan(10);
      expect(await main.locator('.article-body h2').count()).toBeGreaterThanOrEqual(4);
      expect(await main.locator('.article-body figure img[alt]').count()).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first()).toBeVisible();

      await expect(page).toHaveTitle(`${post.seoTitle} | Brightlane Digital`);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        /^\d{4}-\d{2}-\d{2}T/,
      );
      await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', post.category);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
      const posting = jsonLd
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: post.title, articleSection: post.category });

      await expectAccessible(page);
    });
  }
});

// Each step opens its own article (or a missing one), so each starts from a fresh document.
test('callouts, the stacked Mistake/Fix table and an unknown slug', async ({ page }) => {
  await test.step('callouts render as highlighted notes with their labels', async () => {
    await page.goto('/blog/free-ai-tools-marketing-2025');
    const notes = page.locator('.article-body [role="note"]');
    for (const label of ['Get Started:', 'Why It Shines:', 'Pro Tip:', 'Limitation:']) {
      const note = notes.filter({ hasText: label }).first();
      await expect(note).toBeVisible();
      await expect(note.locator('strong').first()).toHaveText(label);
    }
    expect(await notes.count()).toBeGreaterThanOrEqual(32);
    const background = await notes.first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
  await test.step('an unknown slug answers 404 with the not-found page', async () => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for: /blog/no-such-article"),
    ).toBeVisible();
  });
  // Last: it narrows the viewport to a phone's.
  await test.step('the Mistake/Fix table renders as a two-column table, stacked on phones', async () => {
    await page.goto('/blog/linkedin-personal-branding');
    const region = page.getByRole('region', { name: 'Mistakes and fixes' });
    const table = region.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Mistake', 'Fix']);
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table.locator('tbody td').first()).toHaveAttribute('data-label', 'Mistake');
    await page.setViewportSize({ width: 375, height: 800 });
    const [first, second] = await table
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first ?? 0);
    await expectAccessible(page);
  });
});
