import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Which categories each case carries (the test oracle for the filter), read from the case studies themselves. */
const cases: Record<string, string[]> = Object.fromEntries(
  readdirSync('src/content/case-studies')
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const front = parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(`src/content/case-studies/${name}`, 'utf8'))![1]!,
      ) as {
        slug: string;
        categories: string[];
      };
      return [front.slug, front.categories];
    }),
);
const total = Object.keys(cases).length;
const casesIn = (category: string) =>
  Object.keys(cases)
    .filter((slug) => cases[slug]!.includes(category))
    .sort();

const CATEGORIES = [
  'Social Media',
  'Marketing Strategy',
  'Campaign Strategy',
  'Brand Development',
  'Digital Marketing',
  'Influencer Marketing',
  'Event Marketing',
  'Content Strategy',
  'Academic Research',
  'Consumer Engagement',
  'Integrated Communications',
  'Nightlife',
];

const slugOf = (category: string) => category.toLowerCase().replace(/\s+/g, '-');

async function shownCases(page: import('@playwright/test').Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('link', { name: 'View Case Study' })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/portfolio/', '')).sort();
}

test.describe('portfolio list', () => {
  test('/portfolio: every case study, each category filter, the keyboard, then a card link', async ({ page }) => {
    test.setTimeout(60_000);
    await test.step('lists every case study with its categories and a View Case Study button', async () => {
      await page.goto('/portfolio');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => shownCases(page)).toEqual(Object.keys(cases).sort());
      await expect(page.getByRole('status')).toHaveText(`Showing all ${total} case studies.`);
      const koto = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Koto Club/ }) });
      for (const category of cases['koto-club']!)
        await expect(koto.getByRole('listitem').filter({ hasText: category })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('has All plus the twelve categories, and each shows exactly the cases carrying it', async () => {
      // The page is still as it opened, showing all.

      const group = page.getByRole('group', { name: 'Filter by category' });
      await expect(group.getByRole('button')).toHaveText(['All', ...CATEGORIES]);
      for (const category of CATEGORIES) {
        await group.getByRole('button', { name: category, exact: true }).click();
        const expected = Object.keys(cases)
          .filter((slug) => cases[slug]!.includes(category))
          .sort();
        await expect(page).toHaveURL(new RegExp(`\\?category=${slugOf(category)}$`));
        await expect(group.getByRole('button', { name: category, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect.poll(() => shownCases(page), { message: category }).toEqual(expected);
        const noun = expected.length === 1 ? 'case study' : 'case studies';
        await expect(page.getByRole('status')).toHaveText(`Showing ${expected.length} ${noun} in ${category}.`);
      }
      await group.getByRole('button', { name: 'Nightlife' }).click();
      await expect.poll(() => shownCases(page)).toEqual(casesIn('Nightlife'));
      await group.getByRole('button', { name: 'All', exact: true }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect.poll(() => shownCases(page)).toHaveLength(total);
    });

    await test.step('works from the keyboard and announces the result count', async () => {
      // The previous step ended on All.
      const social = page.getByRole('button', { name: 'Social Media', exact: true });
      await social.focus();
      await page.keyboard.press('Enter');
      await expect(social).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status')).toHaveText('Showing 3 case studies in Social Media.');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Marketing Strategy' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('status')).toHaveText('Showing 3 case studies in Marketing Strategy.');
      await expect(page).toHaveURL(/\?category=marketing-strategy$/);
    });

    await test.step('card links open the case study', async () => {
      // Opened again: the keyboard step left a category chosen that need not carry this case.
      await page.goto('/portfolio');
      await page
        .getByRole('link', { name: 'View Case Study' })
        .and(page.locator('[href="/portfolio/koto-club"]'))
        .click();
      await expect(page).toHaveURL(/\/portfolio\/koto-club$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Koto Club');
    });
  });

  test('a category in the URL survives reload and Back; a category no case carries shows the empty message', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await test.step('keeps the category in the URL: shareable, survives reload, follows the back button', async () => {
      await page.goto('/portfolio?category=nightlife');
      await expect.poll(() => shownCases(page)).toEqual(casesIn('Nightlife'));
      await expect(page.getByRole('button', { name: 'Nightlife' })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect.poll(() => shownCases(page)).toEqual(casesIn('Nightlife'));

      await page.getByRole('button', { name: 'Academic Research' }).click();
      await expect.poll(() => shownCases(page)).toEqual(casesIn('Academic Research'));
      await page.goBack();
      await expect(page).toHaveURL(/\?category=nightlife$/);
      await expect.poll(() => shownCases(page)).toEqual(casesIn('Nightlife'));
    });

    await test.step('shows the empty message for a category no case carries, and can go back to all', async () => {
      await page.goto('/portfolio?category=podcasts');
      await expect(page.getByRole('status')).toHaveText('No portfolio items found for this category.');
      await expect(page.getByRole('link', { name: 'View Case Study' })).toHaveCount(0);
      // The list page was scanned whole in the journey above; what is new here is the empty list.
      await expectAccessible(page, { include: 'main' });
      await page.getByRole('button', { name: 'Show all case studies' }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect.poll(() => shownCases(page)).toHaveLength(total);
    });
  });

  test('lists every case without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/portfolio?category=nightlife');
    await expect(page.getByRole('link', { name: 'View Case Study' })).toHaveCount(Object.keys(cases).length);
    await context.close();
  });
});
