import { expect, expectAccessible, test } from './fixtures.ts';
import { CONSENT_LABEL, pauseLikeAPerson, signIn, uniqueSubject, waitForHydration } from './contact-helpers.ts';

/** "Ask a strategist about this plan": from a tool to the contact form with the plan attached, and on to the inbox. */
test.describe.configure({ timeout: 90_000 });

test('vi at 360 px: a planner plan goes with a Zalo enquiry, and the inbox link opens the same plan', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  // The form times its fill with the page's clock (installed before the first page, kept across the
  // link), so a person's pause is moved on rather than waited out.
  await page.clock.install();
  await page.goto('/vi/solutions/ai-tools/marketing-budget-planner');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const budget = page.getByLabel('Tổng ngân sách', { exact: true });
  await budget.fill('300000000');
  await budget.blur();
  await page.getByRole('link', { name: 'Hỏi chuyên gia về kế hoạch này' }).click();

  await expect(page).toHaveURL(/\/vi\/contact\?planLink=/);
  const plan = page.locator('#contact-plan');
  await expect(plan.getByRole('heading', { name: 'Kế hoạch của bạn đã được đính kèm' })).toBeVisible();
  await expect(plan).toContainText('Công cụ lập ngân sách chiến dịch marketing, đơn vị VND');
  await expect(plan).toContainText('Tổng ngân sách: 300.000.000');
  await expect(plan).toContainText('sẽ được gửi kèm tin nhắn');
  await expect(plan.getByRole('link', { name: 'Gỡ kế hoạch' })).toHaveAttribute('href', '/vi/contact#contact-form');
  await expectAccessible(page, { include: '#contact-plan' });

  const subject = uniqueSubject('Kế hoạch Zalo');
  const form = page.locator('#contact-form');
  // The form hydrates when the visitor reaches for it.
  await form.getByLabel('Họ và tên', { exact: true }).fill('Trần Văn Minh');
  await waitForHydration(page);
  await form.getByLabel('Địa chỉ email', { exact: true }).fill('minh.tran@example.com');
  await form.getByLabel('Tiêu đề', { exact: true }).fill(subject);
  await form.getByLabel('Nội dung', { exact: true }).fill('Nhờ anh chị xem giúp kế hoạch ngân sách này.');
  await form.getByLabel('Số điện thoại (không bắt buộc)', { exact: true }).fill('0903 123 456');
  await form.getByRole('radio', { name: 'Zalo' }).check();
  await form.getByRole('checkbox', { name: CONSENT_LABEL.vi }).check();
  await pauseLikeAPerson(page);
  await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(page.locator('#contact-form-sent')).toContainText('qua Zalo số 0903 123 456');
  // Sent: the plan goes with this message only, not with the next one.
  await expect(plan).toHaveCount(0);

  await signIn(page);
  await page.getByLabel('Search messages').fill(subject);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: subject }).click();
  const attached = page.getByRole('region', { name: 'Attached plan' });
  await expect(attached).toContainText('Tổng ngân sách: 300.000.000');
  await expect(attached).toContainText('Google Ads');
  await expectAccessible(page, { include: 'section[aria-labelledby="plan-heading"]' });
  const href = await attached.getByRole('link', { name: 'Open the plan in the tool' }).getAttribute('href');
  expect(new URL(href!).pathname).toBe('/vi/solutions/ai-tools/marketing-budget-planner');

  await page.goto(href!);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByLabel('Tổng ngân sách', { exact: true })).toHaveValue(/300[.\s]?000[.\s]?000/);
});

test('en at 1280 px: the ROI calculator reaches the form with its figures, and "Remove plan" takes them off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/solutions/free-resources/roi-calculator');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask a strategist about this plan' }).click();

  await expect(page).toHaveURL(/\/contact\?planLink=/);
  const plan = page.locator('#contact-plan');
  await expect(plan).toContainText('Digital Marketing ROI Calculator, in USD');
  await expect(plan).toContainText('Total spend: $5,800');
  await expect(plan).toContainText('ROI 100.0%');
  await expectAccessible(page, { include: '#contact-plan' });
  await plan.getByRole('link', { name: 'Remove plan' }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(page.locator('#contact-plan')).toHaveCount(0);
});
