import { expect, expectAccessible, test } from './fixtures.ts';
import { pageCopyText, siteEntries } from './site-entries.ts';

test.describe('about, services and FAQ pages', () => {
  test('about, services (and a footer anchor), FAQ (and its keyboard): content, structured data and axe', async ({
    page,
  }) => {
    test.setTimeout(75_000);
    await test.step('about page: shows welcome, mission and vision, expertise, values, reasons and a call to action', async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: pageCopyText('about', 'expertiseTitle') }).getByRole('heading', { level: 3 }),
      ).toHaveCount(siteEntries('about-points').filter((point) => point.en.set === 'expertise').length);
      const values = page.getByRole('region', { name: 'How we work' });
      for (const value of ['Innovation', 'Transparency', 'Excellence', 'Partnership'])
        await expect(values.getByRole('heading', { name: value })).toBeVisible();
      await expect(
        page.getByRole('region', { name: pageCopyText('about', 'reasonsTitle') }).getByRole('listitem'),
      ).toHaveCount(siteEntries('about-points').filter((point) => point.en.set === 'reasons').length);
      await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
      await expectAccessible(page);
    });

    await test.step('services page: shows every service priced, rated testimonials and flexible pricing', async () => {
      await page.goto('/services');
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');

      const services = page.getByRole('region', { name: 'Our services' });
      const serviceFiles = siteEntries('services');
      for (const { id, en } of serviceFiles) {
        await expect(page.locator(`#${id}`).getByRole('heading', { level: 3 })).toHaveText(String(en.title));
        await expect(page.locator(`#${id}`).getByText(String(en.price), { exact: true })).toBeVisible();
      }
      await expect(services.getByRole('heading', { level: 3 })).toHaveCount(serviceFiles.length);

      const testimonials = page.getByRole('region', { name: 'What our clients say' });
      const testimonialFiles = siteEntries('testimonials');
      await expect(testimonials.getByRole('blockquote')).toHaveCount(testimonialFiles.length);
      for (const rating of new Set(testimonialFiles.map((testimonial) => Number(testimonial.en.rating))))
        await expect(testimonials.getByText(`Rated ${rating} out of 5 stars`)).toHaveCount(
          testimonialFiles.filter((testimonial) => testimonial.en.rating === rating).length,
        );

      await expect(page.getByRole('heading', { level: 2, name: 'Flexible Pricing' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Your Custom Quote' })).toHaveAttribute('href', '/contact');
      const closing = page.getByRole('heading', { level: 2, name: 'Not sure which service you need?' }).locator('..');
      await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      await expect(closing.getByRole('link', { name: 'See Case Studies' })).toHaveAttribute('href', '/portfolio');
      await expectAccessible(page);
    });

    await test.step('services page: footer anchors land on their service card', async () => {
      await page.goto('/services#seo-optimization');
      await expect(page.locator('#seo-optimization')).toBeInViewport();
    });

    await test.step('FAQ page: lists 10-15 questions with FAQPage structured data', async () => {
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      const questions = page.locator('main details summary');
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(10);
      expect(count).toBeLessThanOrEqual(15);
      const faq = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'FAQPage'),
        );
      expect(faq.mainEntity).toHaveLength(count);
      expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
      for (const topic of [/cost/i, /how long/i, /Australia and Vietnam/, /AI/, /privacy/i]) {
        await expect(questions.filter({ hasText: topic }).first()).toBeVisible();
      }
      await expectAccessible(page);
    });

    await test.step('FAQ page: opens and closes answers with the keyboard', async () => {
      // The FAQ page is still open as the step before left it: every answer closed.
      const first = page.locator('main details').first();
      const answer = first.locator('p');
      await expect(answer).toBeHidden();
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expect(first).toHaveAttribute('open', '');
      await page.keyboard.press('Tab');
      await expect(page.locator('main details').nth(1).locator('summary')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.locator('main details').nth(1).locator('p')).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
      // The page was scanned whole in the step before; what changed is the answers in main.
      await expectAccessible(page, { include: 'main' });
    });
  });
});
