import { expect, expectAccessible, test } from './fixtures.ts';
import { siteEntries } from './site-entries.ts';

const resources = siteEntries('resources');
/** The resources the Solution Hub's grid shows. */
const hubResources = resources.filter((resource) => resource.en.solutionHub === true);

const resourcePages = [
  '/solutions/free-resources/on-page-seo-checklist',
  '/solutions/free-resources/seo-optimization-checklist',
  '/solutions/free-resources/social-media-growth-tools',
  '/solutions/free-resources/marketing-with-canva',
];

test.describe('Solution Hub', () => {
  test('the hub: cards, hub links and call to action; resource links; the label filter', async ({ page }) => {
    test.setTimeout(60_000);
    await test.step('cards with buttons by category, hub links, AI Content Generator, newsletter and call to action', async () => {
      await page.goto('/solutions');
      // However many cards the collection holds, each card's button follows its category.
      const cards = page.getByRole('region', { name: 'Start here' }).getByRole('listitem');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      let tools = 0;
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        const category = (await card.locator('p').first().textContent())?.trim();
        if (category === 'AI Tool') tools += 1;
        await expect(card.getByRole('link')).toContainText(category === 'AI Tool' ? 'Try Tool' : 'Access Resource');
      }
      await expect(page.getByRole('link', { name: /Try Tool/ })).toHaveCount(tools);
      await expect(page.getByRole('link', { name: /Access Resource/ })).toHaveCount(count - tools);
      await expect(page.getByRole('link', { name: /Explore AI Tools/ })).toHaveAttribute('href', '/solutions/ai-tools');
      await expect(page.getByRole('link', { name: /Browse Free Resources/ })).toHaveAttribute(
        'href',
        '/solutions/free-resources',
      );
      await expect(page.getByRole('heading', { level: 2, name: 'AI Content Generator' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Get one practical marketing idea a month' }).locator('form'),
      ).toHaveCount(1);
      const closing = page.getByRole('heading', { name: 'Want experts to put these tools to work?' }).locator('..');
      await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await expect(closing.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
      await expectAccessible(page);
    });

    await test.step('external resources open in a new tab with a hint; internal ones go to the four resource pages', async () => {
      // The hub is still open as the first step left it.
      const links = page.locator('[data-resource-item] a');
      await expect(links).toHaveCount(hubResources.length);
      const internal: string[] = [];
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href')) ?? '';
        if (href.startsWith('http')) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(link).toHaveAccessibleName(/opens in a new tab/);
        } else {
          await expect(link).not.toHaveAttribute('target', /.*/);
          internal.push(href);
        }
      }
      expect(internal.sort()).toEqual([...resourcePages].sort());
    });

    await test.step('filters the free resources by label: All, one label, back to All', async () => {
      // The hub is still open as it opened: All chosen.
      const filter = page.getByRole('group', { name: 'Filter resources by label' });
      const labels = await filter.getByRole('button').allTextContents();
      expect(labels[0]).toBe('All');
      expect(labels.slice(1)).toEqual([...labels.slice(1)].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(labels).size).toBe(labels.length);

      const region = page.getByRole('region', { name: 'Guides, checklists and free training' });
      const items = region.locator('[data-resource-item]');
      await expect(items).toHaveCount(hubResources.length);
      await expect(items.locator('visible=true')).toHaveCount(hubResources.length);
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

      await filter.getByRole('button', { name: 'Social Media' }).click();
      await expect(filter.getByRole('button', { name: 'Social Media' })).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const shown = items.locator('visible=true');
      const social = hubResources.filter((resource) => (resource.en.labels as string[]).includes('Social Media'));
      await expect(shown).toHaveCount(social.length);
      for (const labelList of await shown.getByRole('list', { name: 'Labels' }).allTextContents())
        expect(labelList).toContain('Social Media');
      await expect(region.getByRole('status')).toHaveText(`Showing ${social.length} resources labelled Social Media`);

      await filter.getByRole('button', { name: 'All' }).click();
      await expect(items.locator('visible=true')).toHaveCount(hubResources.length);
      await expect(region.getByRole('status')).toHaveText(`Showing all ${hubResources.length} resources`);
      // The hub was scanned whole as it opened; what changed is the filtered list in main.
      await expectAccessible(page, { include: 'main' });
    });
  });
});

test.describe('Solution Hub without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('shows every resource and hides the filter that cannot work', async ({ page }) => {
    await page.goto('/solutions');
    await expect(page.locator('[data-resource-item]').locator('visible=true')).toHaveCount(hubResources.length);
    await expect(page.getByRole('group', { name: 'Filter resources by label' })).toBeHidden();
  });
});

test.describe('AI Marketing Tools hub, Marketing Tools Hub and Free marketing resources page', () => {
  test('each hub page: its tools or resources, links and call to action, and an axe scan', async ({ page }) => {
    test.setTimeout(60_000);
    await test.step(
      'AI Marketing Tools hub: ' +
        'shows the two tools with their badges, Coming Soon for contact cards, and why choose them',
      async () => {
        await page.goto('/solutions/ai-tools');
        const roi = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Digital Marketing ROI Calculator' }) });
        await expect(roi.getByText('FREE TOOL', { exact: true })).toBeVisible();
        await expect(roi.getByRole('link', { name: /Try Now/ })).toHaveAttribute(
          'href',
          '/solutions/free-resources/roi-calculator',
        );
        const planner = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Marketing Budget Planner' }) });
        await expect(planner.getByText('NEW TOOL', { exact: true })).toBeVisible();
        await expect(planner.getByRole('link', { name: /Try Now/ })).toHaveAttribute(
          'href',
          '/solutions/ai-tools/marketing-budget-planner',
        );
        for (const link of await page.getByRole('region', { name: 'Our tools' }).getByRole('link').all()) {
          const href = (await link.getAttribute('href')) ?? '';
          await expect(link).toContainText(href.includes('/contact') ? 'Coming Soon' : 'Try Now');
        }
        await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Our AI Tools' })).toBeVisible();
        await expectAccessible(page);
      },
    );

    await test.step(
      'Marketing Tools Hub: ' +
        'shows the live tools first, coming soon goes to contact, discontinued tools straight to their replacement',
      async () => {
        await page.goto('/solutions/marketing-tools');
        const cards = page.getByRole('region', { name: 'All tools' }).getByRole('listitem');
        await expect(cards).toHaveCount(
          siteEntries('tool-cards').filter((card) => card.en.hub === 'marketing-tools').length,
        );
        const card = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
        // Discontinued tools keep their descriptions but no NEW or BETA badge.
        await expect(card('SEO Article Generator').getByText('NEW', { exact: true })).toHaveCount(0);
        await expect(card('SEO Article Generator')).toContainText('1200+ words');
        await expect(card('SEO Article Generator')).toContainText('H1-H6');
        await expect(card('Multilingual Content Generator').getByText('BETA', { exact: true })).toHaveCount(0);
        await expect(card('Multilingual Content Generator')).toContainText(
          'English, French, Chinese, Japanese, Korean and Vietnamese',
        );
        await expect(card('SEO Assistant').getByText('NEW', { exact: true })).toHaveCount(0);
        await expect(card('Market Trend Analyzer').getByText('NEW', { exact: true })).toHaveCount(0);
        await expect(card('ROI Calculator').getByRole('link')).toHaveAttribute(
          'href',
          '/solutions/free-resources/roi-calculator',
        );
        await expect(card('Budget Planner').getByRole('link')).toHaveAttribute(
          'href',
          '/solutions/ai-tools/marketing-budget-planner',
        );
        for (const title of ['Chatbot Builder', 'AI Analytics', 'Audience Segmentation']) {
          await expect(card(title).getByText('Coming Soon', { exact: true }).first()).toBeVisible();
          await expect(card(title).getByRole('link')).toHaveAttribute('href', '/contact');
          await expect(card(title).getByRole('link')).toContainText('Coming Soon');
        }
        await expectAccessible(page);

        await card('AI Content Generator').getByRole('link').click();
        await expect(page).toHaveURL(/\/services#content-creation-seo$/);
      },
    );

    await test.step(
      'Free marketing resources page: ' +
        'lists every external resource opening in a new tab, our guides, a newsletter box and a call to action',
      async () => {
        await page.goto('/solutions/free-resources');
        const external = page
          .getByRole('region', { name: 'Free courses, certificates and tools' })
          .locator('[data-resource-item] a');
        await expect(external).toHaveCount(
          resources.filter((resource) => String(resource.en.href).startsWith('https://')).length,
        );
        for (const link of await external.all()) {
          await expect(link).toHaveAttribute('href', /^https:\/\//);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await expect(
          page.getByRole('region', { name: 'Our checklists and guides' }).locator('[data-resource-item] a'),
        ).toHaveCount(resources.filter((resource) => String(resource.en.href).startsWith('/')).length);
        await expect(page.getByRole('region', { name: 'New resources, once a month' }).locator('form')).toHaveCount(1);
        await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
        await expectAccessible(page);
      },
    );
  });
});
