/**
 * The pages around the tools tell the truth: the Marketing Tools Hub lists live tools first and
 * sends discontinued ones straight to their replacement, a retired service page says where the
 * service went and lands on its section, the 404 page offers a way on, and the header works
 * without JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openRetiredPage } from './retired-page.ts';

test('the Marketing Tools Hub and the 404 page', async ({ page }) => {
  await test.step('the Marketing Tools Hub lists live tools first and discontinued ones without NEW or BETA', async () => {
    await page.goto('/solutions/marketing-tools');
    const headings = page.locator('main h3');
    await expect(headings.nth(0)).toHaveText('ROI Calculator');
    await expect(headings.nth(1)).toHaveText('Budget Planner');
    const article = page.locator('main li', { has: page.getByRole('heading', { name: 'SEO Article Generator' }) });
    await expect(article.getByText('NEW', { exact: true })).toHaveCount(0);
    await expect(article.getByRole('link')).toHaveAttribute('href', '/services#content-creation-seo');
    const multilingual = page.locator('main li', {
      has: page.getByRole('heading', { name: 'Multilingual Content Generator' }),
    });
    await expect(multilingual.getByText('BETA', { exact: true })).toHaveCount(0);
    const assistant = page.locator('main li', { has: page.getByRole('heading', { name: 'SEO Assistant' }) });
    await expect(assistant.getByRole('link')).toHaveAttribute(
      'href',
      '/solutions/free-resources/seo-optimization-checklist',
    );
    await expectAccessible(page);
  });

  await test.step('the 404 page offers the main sections and a blog search', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Main sections' });
    for (const name of ['Services', 'Solutions', 'Free tools', 'Portfolio', 'Blog', 'Contact'])
      await expect(sections.getByRole('link', { name })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('SEO');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=SEO$/);
  });
});

test('a retired service page says where the service went and lands on its section', async ({ page }) => {
  // The page's clock is stopped, so the countdown moves only when the test moves it: the five
  // seconds pass and the visitor lands on the section.
  await openRetiredPage(page, '/services/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Service No Longer Available' })).toBeVisible();
  await expect(
    page.getByText('We still offer this service. It now has its own section, “SEO Optimization”, on our services page'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Go Now/ })).toHaveAttribute('href', '/services#seo-optimization');
  await page.clock.runFor(5_000);
  await page.waitForURL((url) => url.pathname === '/services' && url.hash === '#seo-optimization');
  await expect(page.locator('#seo-optimization')).toBeInViewport();
  // Opened again (its clock still stopped), the countdown is stopped before the scan; axe times its
  // own work, so the clock then runs again with no redirect left to race it.
  await page.mainFrame().goto('/services/seo', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('status')).toHaveText('Redirect cancelled. Use Go Now when you are ready.');
  await page.clock.resume();
  await expectAccessible(page);
});

// The header's two disclosures are <details>/<summary>: Playwright gives <summary> no role, so the
// tests find them by their data attributes and check the name and state the browser exposes.
const solutionsToggle = (page: Page) => page.locator('[data-dropdown] > summary');
const menuToggle = (page: Page) => page.locator('[data-menu] > summary');

/** Role and expanded state of the Solutions and menu toggles in Chromium's own accessibility tree. */
async function exposedToggles(page: Page) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'DisclosureTriangle')
    .map((node) => ({
      name: node.name?.value,
      expanded: node.properties?.find((p) => p.name === 'expanded')?.value.value,
    }));
}

for (const [lang, prefix, words] of [
  [
    'English',
    '',
    {
      main: 'Main',
      mobile: 'Mobile',
      solutions: 'Solutions',
      open: 'Open menu',
      close: 'Close menu',
      other: /Tiếng Việt/,
    },
  ],
  [
    'Vietnamese',
    '/vi',
    {
      main: 'Điều hướng chính',
      mobile: 'Điều hướng trên điện thoại',
      solutions: 'Giải pháp',
      open: 'Mở menu',
      close: 'Đóng menu',
      other: /English/,
    },
  ],
] as const) {
  // axe is a script: it cannot run on a page with JavaScript off. The open states are the same
  // markup with the script on (the <details> element opens natively either way), so they are
  // scanned there, after opening them with a real click.
  test(`the open header disclosures pass axe, and close as they should with JavaScript (${lang})`, async ({ page }) => {
    await test.step(`the open header disclosures pass axe (${lang})`, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}/services`);
      await solutionsToggle(page).click();
      await expect(page.locator('[data-dropdown] ul')).toBeVisible();
      await expectAccessible(page, { include: '[data-site-header]' });
      await page.setViewportSize({ width: 360, height: 740 });
      await menuToggle(page).click();
      await expect(page.getByRole('navigation', { name: words.mobile })).toBeVisible();
      await expectAccessible(page, { include: '[data-site-header]' });
    });

    // English closes the phone menu on /about, Vietnamese the desktop Solutions on /vi/about.
    if (lang === 'English')
      await test.step('header disclosures with JavaScript: on a phone, a click outside closes the menu, growing to a desktop closes it, and only one disclosure is open at a time', () =>
        menuClosesOnPhone(page));
    else
      await test.step('header disclosures with JavaScript: on a desktop, Escape, a click outside and tabbing out close Solutions', () =>
        solutionsClosesOnDesktop(page));
  });

  test.describe(`header without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('on a desktop and on a phone, the header disclosures work and keep the header background', async ({
      page,
    }) => {
      await test.step('on a desktop, Solutions opens as a disclosure, its links work and the header has its background', async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${prefix}/services`);
        const background = await page
          .locator('[data-site-header]')
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
        const nav = page.getByRole('navigation', { name: words.main });
        const toggle = solutionsToggle(page);
        await expect(toggle).toHaveAccessibleName(words.solutions);
        const menu = nav.locator('[data-dropdown] ul');
        await expect(menu).toBeHidden();
        expect(await exposedToggles(page)).toContainEqual({ name: words.solutions, expanded: false });
        await toggle.click();
        await expect(menu).toBeVisible();
        expect(await exposedToggles(page)).toContainEqual({ name: words.solutions, expanded: true });
        await toggle.click();
        await expect(menu).toBeHidden();
        await toggle.click();
        const link = menu.getByRole('link').first();
        const href = await link.getAttribute('href');
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === href);
      });

      await test.step('on a phone, the menu opens as a disclosure with the language switch, and its links work', async () => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`${prefix}/services`);
        const background = await page
          .locator('[data-site-header]')
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
        const toggle = menuToggle(page);
        await expect(toggle).toHaveAccessibleName(words.open);
        const box = await toggle.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
        const menu = page.getByRole('navigation', { name: words.mobile });
        await expect(menu).toBeHidden();
        await toggle.click();
        await expect(menu).toBeVisible();
        await expect(toggle).toHaveAccessibleName(words.close);
        expect(await exposedToggles(page)).toContainEqual({ name: words.close, expanded: true });
        await expect(menu.getByRole('link', { name: words.other })).toBeVisible();
        await toggle.click();
        await expect(menu).toBeHidden();
        await expect(toggle).toHaveAccessibleName(words.open);
        await toggle.click();
        await menu.locator(`a[href="${prefix}/about"]`).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/about$`));
      });
    });
  });
}

/** With JavaScript on a desktop: Escape, a click outside and tabbing out close Solutions. */
async function solutionsClosesOnDesktop(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/vi/about');
  const toggle = solutionsToggle(page);
  const menu = page.locator('[data-dropdown] ul');
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.locator('main h1').click();
  await expect(menu).toBeHidden();
  // Tabbing out of the open dropdown closes it.
  await toggle.click();
  await menu.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
}

/** With JavaScript on a phone: a click outside, growing to a desktop, one disclosure at a time. */
async function menuClosesOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  const toggle = menuToggle(page);
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close menu');
  await page.mouse.click(180, 700 - 1);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAccessibleName('Open menu');
  // Growing to a desktop closes the phone menu.
  await toggle.click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('[data-menu]')).not.toHaveAttribute('open');
  await solutionsToggle(page).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await toggle.click();
  await expect(page.locator('[data-dropdown]')).not.toHaveAttribute('open');
}
