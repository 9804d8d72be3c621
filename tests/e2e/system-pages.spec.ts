import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('not-found page', () => {
  test('answers 404 with the SPEC texts and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for: /no-such-page-here")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expectAccessible(page);
  });
});

test.describe('retired pages', () => {
  test('show the notice with a countdown, are noindex and land on their target', async ({ page }) => {
    const response = await page.goto('/services/seo');
    expect(response?.status()).toBe(410);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Service No Longer Available' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('link', { name: 'Go Now' })).toHaveAttribute('href', '/services');
    await expectAccessible(page);
    await page.waitForURL('**/services', { timeout: 7_000 });
  });
});
