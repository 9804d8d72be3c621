import { expect, expectAccessible, test } from './fixtures.ts';
import { pageCopyText, siteEntries } from './site-entries.ts';
import { posts as blogPosts, postsVi as blogPostsVi } from './blog-posts.ts';

test.describe('home page', () => {
  test('the home page: every section, structured data and axe, cited figures, featured work and latest posts, both languages, a 320 px phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(75_000);
    await test.step('renders every home page section', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Marketing that grows your business in Australia and Vietnam',
      );
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('link', { name: /Book a Free Consultation/ })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');

      for (const highlight of ['Launch Fast', 'Premium Quality', 'Proven Results']) {
        await expect(page.getByRole('heading', { level: 3, name: highlight })).toBeVisible();
      }
      const services = page.getByRole('region', { name: pageCopyText('home', 'servicesTitle') });
      await expect(services.getByRole('listitem')).toHaveCount(siteEntries('services').length);
      for (const title of [
        'AI Marketing Strategy',
        'Content Creation & SEO',
        'Social Media Management',
        'Branding & Design',
        'Digital Advertising',
        'SEO Optimization',
      ]) {
        await expect(services.getByRole('link', { name: title })).toHaveAttribute('href', /^\/services#/);
      }
      const technology = page.getByRole('region', { name: 'AI where it helps, people where it matters' });
      await expect(technology.getByRole('heading', { level: 3 })).toHaveCount(
        siteEntries('highlights').filter((highlight) => highlight.en.set === 'technology').length,
      );
      await expect(
        page.getByRole('heading', { level: 2, name: 'Ready to see what your marketing could return?' }),
      ).toBeVisible();
      await expect(page.locator('#contact form')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: 'Tell us where you want to grow' })).toBeVisible();
    });

    await test.step('has organisation and website structured data and passes axe', async () => {
      // The home page is still open as the first step left it.
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
      await expectAccessible(page);
    });

    await test.step('cites campaign figures only with the case study that backs them', async () => {
      // The home page is still open as the first step left it.
      const work = page.getByRole('region', { name: 'Campaigns with numbers behind them' });
      const backed = (await request.get('/portfolio/i-choose-the-sun')).ok();
      if (backed) {
        const figures = work.getByRole('figure');
        for (const figure of ['350%', '75M+', '75.6M', '8,000+'])
          await expect(figures.getByText(figure, { exact: true })).toBeVisible();
        await expect(figures).toContainText('I Choose the Sun');
        await expect(figures.getByRole('link', { name: 'Read the case study' })).toHaveAttribute(
          'href',
          '/portfolio/i-choose-the-sun',
        );
      } else {
        await expect(page.getByText('75.6M')).toHaveCount(0);
      }
    });

    await test.step('shows at most three featured case studies and three latest posts, each linking to a live page', async () => {
      // The home page is still open as the first step left it.
      const caseLinks = page.getByRole('link', { name: /^View Case Study/ });
      expect(await caseLinks.count()).toBeLessThanOrEqual(3);
      for (const href of await caseLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
        expect((await request.get(href!)).status()).toBe(200);
      }
      const posts = page.getByRole('region', { name: 'Latest insights' }).getByRole('article');
      const postCount = await posts.count();
      expect(postCount).toBeLessThanOrEqual(3);
      for (let index = 0; index < postCount; index += 1) {
        const post = posts.nth(index);
        await expect(post.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(post.locator('p.line-clamp-3')).toHaveCount(1);
        await expect(post.locator('img')).toHaveAttribute('alt', /.{10,}/);
        const href = await post.getByRole('link').getAttribute('href');
        expect((await request.get(href!)).status()).toBe(200);
      }
      if (postCount > 1) {
        const dates = await posts
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        expect([...dates].sort().reverse()).toEqual(dates);
      }
    });

    await test.step('the latest insights are the newest posts of the blog collection, newest first, in both languages', async () => {
      // The Vietnamese home page teases only posts written in Vietnamese.
      const editions = [
        { path: '/', region: 'Latest insights', base: '/blog', newest: blogPosts.slice(0, 3) },
        {
          path: '/vi/',
          region: 'Bài viết mới nhất',
          base: '/vi/blog',
          newest: blogPostsVi.filter((post) => !blogPosts.includes(post)).slice(0, 3),
        },
      ];
      for (const { path, region, base, newest } of editions) {
        await page.goto(path);
        const cards = page.getByRole('region', { name: region }).getByRole('article');
        await expect(cards).toHaveCount(newest.length);
        expect(
          await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
        ).toEqual(newest.map((post) => post.date));
        const hrefs = await cards
          .getByRole('link')
          .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
        expect(hrefs).toEqual(newest.map((post) => `${base}/${post.slug}`));
      }
    });

    await test.step('works on a 320 px phone without sideways scrolling', async () => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto('/');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
