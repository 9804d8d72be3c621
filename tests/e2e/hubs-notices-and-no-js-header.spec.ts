/**
 * The pages around the tools tell the truth: the Marketing Tools Hub lists live tools first and
 * sends discontinued ones straight to their replacement, a retired service page says where the
 * service went and lands on its section, the 404 page offers a way on, and the header works
 * without JavaScript.
 */
import { expect, expectAccessible, test } from './fixtures.ts';

test('the Marketing Tools Hub lists live tools first and discontinued ones without NEW or BETA', async ({ page }) => {
  await page.goto('/solutions/marketing-tools');
  const headings = page.locator('main h3');
  await expect(headings.nth(0)).toHaveText('ROI Calculator');
  await expect(headings.nth(1)).toHaveText('Budget Planner');
  const article = page.locator('main li', { has: page.getByRole('heading', { name: 'SEO Article Generator' }) });
  await expect(article.getByText('NEW', { exact: true })).toHaveCount(0);
  await expect(article.getByRole('link')).toHaveAttribute('href', '/services#content-creation-seo');
  const multilingual = page.locator('main li', { has: page.getByRole('heading', { name: 'Multilingual Content Generator' }) });
  await expect(multilingual.getByText('BETA', { exact: true })).toHaveCount(0);
  const assistant = page.locator('main li', { has: page.getByRole('heading', { name: 'SEO Assistant' }) });
  await expect(assistant.getByRole('link')).toHaveAttribute('href', '/solutions/free-resources/seo-optimization-checklist');
  await expectAccessible(page);
});

test('a retired service page says where the service went and lands on its section', async ({ page }) => {
  await page.goto('/services/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Service No Longer Available' })).toBeVisible();
  await expect(page.getByText('We still offer this service. It now has its own section, “SEO Optimization”, on our services page')).toBeVisible();
  await expect(page.getByRole('link', { name: /Go Now/ })).toHaveAttribute('href', '/services#seo-optimization');
  await expectAccessible(page);
  await page.waitForURL((url) => url.pathname === '/services' && url.hash === '#seo-optimization', { timeout: 8_000 });
  await expect(page.locator('#seo-optimization')).toBeInViewport();
});

test('the 404 page offers the main sections and a blog search', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  for (const name of ['Services', 'Solutions', 'Free tools', 'Portfolio', 'Blog', 'Contact']) await expect(sections.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search the blog' }).fill('SEO');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=SEO$/);
});

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a desktop, Solutions is a plain link and the header has its background', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solutions');
    await expect(nav.getByRole('button', { name: 'Solutions' })).toBeHidden();
    const background = await page.locator('[data-site-header]').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('on a phone, the menu is a link to the sitemap', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/services');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
  });
});
