import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectSideBeforeText, openBeforeHydration, test } from './fixtures.ts';

/** Astro removes the ssr attribute from an island once React has hydrated it. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const guides = [
  { path: '/solutions/free-resources/on-page-seo-checklist', h1: 'On-Page SEO Checklist', checks: 30, schema: 'HowTo' },
  {
    path: '/solutions/free-resources/seo-optimization-checklist',
    h1: 'SEO Optimization Checklist',
    checks: 32,
    schema: 'HowTo',
  },
  {
    path: '/solutions/free-resources/social-media-growth-tools',
    h1: 'Social Media Growth Tools',
    checks: 19,
    schema: 'Article',
  },
  { path: '/solutions/free-resources/marketing-with-canva', h1: 'Marketing with Canva', checks: 16, schema: 'HowTo' },
] as const;

/** On-Page SEO: ticked checks kept in the browser, and a box ticked before hydration. */
async function tickedChecksAreKept(page: Page, path: string): Promise<void> {
  await test.step('ticked checks are kept in the browser and can be reset', async () => {
    // The page is open and hydrated with nothing ticked, as a fresh visit opens it.
    await hydrated(page);
    const first = page.getByRole('checkbox', { name: /Choose one primary keyword/ });
    await first.check();
    await page.getByRole('checkbox', { name: /Use exactly one H1/ }).check();
    await expect(page.getByText('2 of 30 checks done')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('checkbox', { name: /Choose one primary keyword/ })).toBeChecked();
    await expect(page.getByText('2 of 30 checks done')).toBeVisible();

    await page.getByRole('checkbox', { name: /Choose one primary keyword/ }).uncheck();
    await expect(page.getByText('1 of 30 checks done')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('0 of 30 checks done')).toBeVisible();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  await test.step('a box ticked before the checklist hydrated is added to the saved progress', async () => {
    // Reset left the hydrated page with nothing ticked, as the old test's fresh visit did.
    await page.getByRole('checkbox', { name: /Use exactly one H1/ }).check();
    await expect(page.getByText('1 of 30 checks done')).toBeVisible();

    const hydrate = await openBeforeHydration(page, path, /interactive-checklist\.[\w-]+\.js$/);
    await page.getByRole('checkbox', { name: /Choose one primary keyword/ }).check();
    await hydrate();
    await expect(page.getByText('2 of 30 checks done')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Choose one primary keyword/ })).toBeChecked();
    await page.reload();
    await expect(page.getByText('2 of 30 checks done')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Use exactly one H1/ })).toBeChecked();
  });
}

/** Marketing with Canva: saved progress that cannot be read. */
async function corruptedProgressIsReported(page: Page): Promise<void> {
  await test.step('corrupted saved progress is reported, not fatal', async () => {
    await page.evaluate(() => localStorage.setItem('brightlane:checklist:marketing-with-canva', '{not json'));
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('Your saved progress could not be read')).toBeVisible();
    await page.getByRole('main').getByRole('checkbox').first().check();
    await expect(page.getByText('1 of 16 checks done')).toBeVisible();
  });
}

/**
 * One journey per guide: the page as it opens, its downloads, then (on two guides) what the browser
 * keeps. Each former test is a step with its old name.
 */
for (const guide of guides) {
  test(`${guide.h1}: renders its content, checklist and structured data, downloads a real checklist file`, async ({
    page,
  }) => {
    await page.goto(guide.path);
    await test.step('renders its content, checklist and structured data', async () => {
      await expect(page.getByRole('heading', { level: 1, name: guide.h1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(guide.checks);
      await expect(page.getByText(`0 of ${guide.checks} checks done`)).toBeVisible();
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
      expect(types).toEqual([guide.schema, 'BreadcrumbList']);
      await expectAccessible(page);
    });

    await test.step('the contents come before the article: above it on a phone, beside it wide', async () => {
      const main = page.getByRole('main');
      await expectSideBeforeText(page, main.getByRole('navigation', { name: 'Contents' }), main.locator('article'));
    });

    await test.step('downloads a real checklist file (Markdown and CSV)', async () => {
      const [markdown] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download Checklist/ }).click(),
      ]);
      expect(markdown.suggestedFilename()).toMatch(/\.md$/);
      const text = await readFile((await markdown.path())!, 'utf8');
      expect(text).toMatch(/^# /);
      expect(text.match(/^- \[ \] /gm)).toHaveLength(guide.checks);

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download CSV/ }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const raw = await readFile((await csv.path())!, 'utf8');
      expect(raw.startsWith('\uFEFF'), 'a byte-order mark for Excel').toBe(true);
      const rows = raw.slice(1).trimEnd().split('\r\n');
      expect(rows[0]).toBe('Section,Check,Why it matters,Done');
      expect(rows.length).toBeGreaterThan(guide.checks);
    });

    if (guide.path.endsWith('/on-page-seo-checklist')) await tickedChecksAreKept(page, guide.path);
    if (guide.path.endsWith('/marketing-with-canva')) await corruptedProgressIsReported(page);
  });
}
