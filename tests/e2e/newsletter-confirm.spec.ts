/**
 * Newsletter double opt-in (decision 083): the sign-up asks the reader to confirm from the inbox,
 * the link opens a page that only asks, and the button confirms, in the language of the sign-up.
 */
import { expect, expectAccessible, test } from './fixtures.ts';
import { NEWSLETTER_CONSENT_LABEL, uniqueSubject } from './contact-helpers.ts';
import { confirmationPath } from './newsletter-helpers.ts';

const address = (label: string) => `${uniqueSubject(label).replace(/\W+/g, '.').toLowerCase()}@example.com`;

for (const width of [1280, 360]) {
  test.describe(`confirming a newsletter sign-up at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an English reader signs up and confirms with the button; a Vietnamese reader confirms in Vietnamese', async ({
      page,
      request,
    }) => {
      await test.step('a reader signs up, is told to confirm from the inbox, and confirms with the button', async () => {
        const email = address(`confirm en ${width}`);
        await page.goto('/contact');
        const box = page.getByRole('main');
        await box.getByLabel('Email address', { exact: true }).fill(email);
        await box.getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en }).check();
        await box.getByRole('button', { name: 'Subscribe Now' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'check your inbox and open the link we just sent to confirm' }),
        ).toBeVisible();

        await page.goto(confirmationPath(email));
        await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter sign-up' })).toBeVisible();
        await expect(page.getByText(`Send the Brightlane newsletter to ${email}?`)).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
        await expect(page.getByRole('status')).toHaveText(
          new RegExp(`^Confirmed: ${email.replace(/\./g, '\\.')} will receive`),
        );
        // The page was scanned whole just before; what changed is the answer in main.
        await expectAccessible(page, { include: 'main' });
      });

      await test.step('a Vietnamese reader confirms in Vietnamese', async () => {
        const email = address(`confirm vi ${width}`);
        expect(
          (
            await request.post('/api/newsletter', { data: { email, consent: 'yes', lang: 'vi', website: '' } })
          ).status(),
        ).toBe(200);
        await page.goto(confirmationPath(email));
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
        await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận đăng ký nhận bản tin' })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Xác nhận đăng ký' }).click();
        await expect(page.getByRole('status')).toContainText(`Đã xác nhận: ${email} sẽ nhận bản tin Brightlane`);
        // The Vietnamese page was scanned whole just before; what changed is the answer in main.
        await expectAccessible(page, { include: 'main' });
      });
    });
  });
}

test.describe('a confirmation link that was altered', () => {
  // Answered 400 on purpose; the browser logs that status.
  test.use({ allowConsoleErrors: ['status of 400'] });

  test('is refused in plain words', async ({ page, request }) => {
    const email = address('confirm forged');
    await request.post('/api/newsletter', { data: { email, consent: 'yes', lang: 'en', website: '' } });
    const path = confirmationPath(email);
    await page.goto(`${path.slice(0, -2)}xx`);
    await expect(page.getByText('This confirmation link is not valid.', { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});
