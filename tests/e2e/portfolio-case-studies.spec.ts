import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectSideBeforeText, test } from './fixtures.ts';

const SLUGS = [
  'fmcg-dao-strategy',
  'microlino-strategy',
  'i-choose-the-sun',
  'nha-ca-cafe',
  'koto-club',
  'lua-hong-buffet',
];

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function rowsOf(page: Page, tableName: string) {
  return page.getByRole('table', { name: tableName }).locator('tbody tr');
}

async function cellTexts(page: Page, tableName: string): Promise<string[][]> {
  return rowsOf(page, tableName).evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => {
        // A cell with a note under its main line: compare the main line only.
        const main = cell.firstElementChild?.tagName === 'SPAN' ? cell.firstElementChild : cell;
        return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
    ),
  );
}

test.describe('every case study', () => {
  // One journey through every case: the browser, its renderer and axe stay warm between pages,
  // which makes each scan several times cheaper than in a fresh context.
  test('each case: head, structured data, call to action and accessibility', async ({ page }) => {
    test.setTimeout(30_000 + SLUGS.length * 20_000);
    for (const slug of SLUGS) {
      await test.step(slug, async () => {
        const response = await page.goto(`/portfolio/${slug}`);
        expect(response?.status()).toBe(200);
        const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        expect(title.length).toBeGreaterThan(10);

        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/portfolio/${slug}$`));
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          new RegExp(`/images/case-studies/og/${slug}\\.png$`),
        );

        const data = await jsonLd(page);
        const types = data.map((item) => item['@type']);
        expect(types).toEqual(expect.arrayContaining(['Article', 'CreativeWork', 'BreadcrumbList']));
        const article = data.find((item) => item['@type'] === 'Article')!;
        expect(article.headline).toBe(title);
        const work = data.find((item) => item['@type'] === 'CreativeWork')!;
        expect(work.url).toMatch(new RegExp(`/portfolio/${slug}$`));
        const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!.itemListElement as {
          name: string;
          item: string;
          position: number;
        }[];
        expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Portfolio', title]);
        expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/', '/portfolio', `/portfolio/${slug}`]);

        const cta = page.getByRole('link', { name: slug === 'nha-ca-cafe' ? 'Get Started' : 'Start Your Project' });
        await expect(cta).toHaveAttribute('href', '/contact');
        await expect(page.getByRole('link', { name: 'Back to Portfolio' }).first()).toHaveAttribute(
          'href',
          '/portfolio',
        );

        const hero = page.locator('main img').first();
        await expect(hero).toHaveAttribute('alt', /.{10,}/);
        expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expectAccessible(page);
      });
    }
    await test.step('the summary comes before the article: above it on a phone, beside it wide', async () => {
      const main = page.getByRole('main');
      await expectSideBeforeText(page, main.getByRole('complementary'), main.locator('article'));
    });
  });

  test('an unknown case study slug is a 404', async ({ page }) => {
    const response = await page.goto('/portfolio/no-such-case');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('case study figures', () => {
  test('the figures of each case study: lua-hong-buffet, koto-club, nha-ca-cafe, i-choose-the-sun, the research and launch plans', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await test.step('lua-hong-buffet: objectives, the 70,000,000 VND budget and the June calendar', async () => {
      await page.goto('/portfolio/lua-hong-buffet');
      for (const objective of [
        'organic interactions in 6 months',
        'of customers aged 16-35 in 6 months',
        'major and mini events in 6 months',
        'viral pieces, each over 100,000 organic reach',
      ]) {
        await expect(page.getByText(objective, { exact: true })).toBeVisible();
      }
      const budget = await cellTexts(page, 'Estimated six-month budget (VND)');
      expect(budget.map((row) => [row[0], row[1]])).toEqual([
        ['Content production and viral clips', '15,000,000 VND'],
        ['Major events (3)', '21,000,000 VND'],
        ['Mini-events (6)', '9,000,000 VND'],
        ['Livestream and mini-games', '7,000,000 VND'],
        ['Gifts and incentives', '8,000,000 VND'],
        ['Decor and check-in', '8,000,000 VND'],
        ['Contingency', '2,000,000 VND'],
      ]);
      await expect(
        page.getByRole('table', { name: 'Estimated six-month budget (VND)' }).locator('tfoot'),
      ).toContainText('70,000,000 VND');

      const calendar = page.getByRole('table', { name: 'June content calendar' });
      await expect(calendar.getByRole('columnheader')).toHaveText(['Date', 'Content type', 'Content idea', 'Platform']);
      const days = await cellTexts(page, 'June content calendar');
      expect(days).toHaveLength(13);
      expect(days[0]![0]).toBe('June 1');
      expect(days.at(-1)![0]).toBe('June 30');
      for (const heading of [
        'Neon Night (quarterly)',
        'Speed Dating special',
        'Buffet Battle (flagship)',
        'Dipping sauce workshops',
        'Happy hour discounts',
        'Spin-the-wheel',
      ]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
    });

    await test.step('koto-club: VIP tiers that build on each other and the budget split', async () => {
      await page.goto('/portfolio/koto-club');
      for (const tier of ['Gold', 'Platinum', 'Diamond'])
        await expect(page.getByRole('heading', { name: tier, exact: true })).toBeVisible();
      await expect(page.getByText('Everything in Gold, plus:')).toBeVisible();
      await expect(page.getByText('Everything in Platinum, plus:')).toBeVisible();
      const budget = await cellTexts(page, 'Budget allocation, first year (VND)');
      expect(budget.map((row) => [row[0], row[2]])).toEqual([
        ['Marketing campaigns', '30.0%'],
        ['VIP services', '25.0%'],
        ['Event production', '20.0%'],
        ['Partnerships', '15.0%'],
        ['Contingency', '10.0%'],
      ]);
      const timeline = await cellTexts(page, 'Implementation timeline');
      expect(timeline.map((row) => row[1])).toEqual(['Months 1-3', 'Months 4-6', 'Months 7-12']);
      for (const audience of ['Affluent locals', 'Expats', 'Event tourists'])
        await expect(page.getByRole('heading', { name: audience })).toBeVisible();
    });

    await test.step('nha-ca-cafe: roadmap, the three-image digital portfolio and Get Started', async () => {
      await page.goto('/portfolio/nha-ca-cafe');
      await expect(page.getByText('Case Study', { exact: true })).toBeVisible();
      const roadmap = page.getByRole('table', { name: 'Implementation roadmap' });
      await expect(roadmap.getByRole('columnheader')).toHaveText(['Phase', 'Timeline', 'Activities']);
      const rows = await cellTexts(page, 'Implementation roadmap');
      expect(rows.map((row) => row[1])).toEqual(['Months 1-3', 'Months 4-6', 'Months 7-12']);
      for (const value of ['Community', 'Creativity', 'Compassion', 'Coffee'])
        await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
      const gallery = page.locator('figure img');
      await expect(gallery).toHaveCount(3);
      for (const img of await gallery.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    });

    await test.step('i-choose-the-sun: the campaign results and a Back to Portfolio link', async () => {
      await page.goto('/portfolio/i-choose-the-sun');
      const results = page.locator('#results ~ dl').first();
      const claims = [
        ['350%', 'increase in engagement'],
        ['75M+', 'impressions'],
        ['75.6M', 'views'],
        ['8,000+', 'user videos'],
      ] as const;
      for (const [value, label] of claims) {
        await expect(results.getByText(value, { exact: true })).toBeVisible();
        await expect(results.getByText(label, { exact: true })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Back to Portfolio' }).first().click();
      await expect(page).toHaveURL(/\/portfolio$/);
    });

    await test.step('the research and launch plans carry their sections', async () => {
      await page.goto('/portfolio/fmcg-dao-strategy');
      for (const section of ['Research question', 'Method', 'Findings', 'Recommendations'])
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await page.goto('/portfolio/microlino-strategy');
      for (const section of ['Market', 'Audience', 'Positioning', 'Channels', 'Timeline', 'KPIs'])
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'KPIs and targets for the first nine months' }).locator('tbody tr'),
      ).toHaveCount(5);
    });
  });
});
