/**
 * The newsletter boxes that are plain HTML forms (no island, no script): at the end of an article
 * and in the footer. The server sends the reader back to the same place with the answer in view,
 * and the sign-up waits for the link from the inbox like every other (decision 083).
 */
import { expect, expectAccessible, test } from './fixtures.ts';
import { NEWSLETTER_CONSENT_LABEL, uniqueSubject } from './contact-helpers.ts';
import { confirmationPath } from './newsletter-helpers.ts';

const address = (label: string) => `${uniqueSubject(label).replace(/\W+/g, '.').toLowerCase()}@example.com`;

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a reader subscribes from the end of an English article and confirms from the inbox', async ({ page }) => {
    const email = address('article box');
    await page.goto('/blog/ai-marketing-complete-guide-2024');
    const box = page.getByRole('region', { name: 'Get the next article by email' });
    await box.getByLabel('Email address for new articles').fill(email);
    await box.getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en }).check();
    await box.getByRole('button', { name: 'Subscribe Now' }).click();

    await expect(page).toHaveURL(
      /\/blog\/ai-marketing-complete-guide-2024\?newsletter=check-inbox#article-newsletter-check-inbox$/,
    );
    const answer = box.getByText('Almost there: check your inbox and open the link we just sent to confirm.', {
      exact: false,
    });
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();
    // Only the box that was used answers.
    await expect(page.getByRole('contentinfo').getByText('Almost there', { exact: false })).toBeHidden();
    await expectAccessible(page, { include: '#main article section[aria-labelledby="article-newsletter-title"]' });

    await page.goto(confirmationPath(email));
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^Confirmed: ${email.replace(/\./g, '\\.')} will receive`),
    );
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a Vietnamese reader corrects an address in the footer box, subscribes and confirms', async ({ page }) => {
    const email = address('footer box vi');
    await page.goto('/vi/faq');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('region', { name: 'Bản tin Brightlane' });
    // The browser lets this through; the server does not (no domain ending).
    await box.getByLabel('Địa chỉ email nhận bản tin').fill('ten@mien');
    await box.getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.vi }).check();
    await box.getByRole('button', { name: 'Đăng ký ngay' }).click();
    await expect(page).toHaveURL(/\/vi\/faq\?newsletter=invalid#footer-newsletter-invalid$/);
    const error = box.getByText('Vui lòng nhập địa chỉ email hợp lệ, ví dụ ten@example.com.');
    await expect(error).toBeInViewport();
    await expectAccessible(page, { include: 'footer section[aria-labelledby="footer-newsletter-title"]' });

    await box.getByLabel('Địa chỉ email nhận bản tin').fill(email);
    await box.getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.vi }).check();
    await box.getByRole('button', { name: 'Đăng ký ngay' }).click();
    await expect(page).toHaveURL(/\/vi\/faq\?newsletter=check-inbox#footer-newsletter-check-inbox$/);
    await expect(box.getByText('Sắp xong rồi: hãy kiểm tra hộp thư', { exact: false })).toBeInViewport();
    await expect(error).toBeHidden();
    await expectAccessible(page, { include: 'footer section[aria-labelledby="footer-newsletter-title"]' });

    await page.goto(confirmationPath(email));
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByRole('button', { name: 'Xác nhận đăng ký' }).click();
    await expect(page.getByRole('status')).toContainText(`Đã xác nhận: ${email} sẽ nhận bản tin Brightlane`);
  });
});
