import { expect, expectAccessible, test } from './fixtures.ts';
import { CONSENT_LABEL, pauseLikeAPerson, signIn, uniqueSubject, waitForHydration } from './contact-helpers.ts';

/** A lead with a phone and a preferred channel, in each language and width: sent, confirmed in a panel that stays, answered in one tap. */
const journeys = [
  {
    lang: 'vi',
    width: 360,
    path: '/vi/contact',
    labels: {
      name: 'Họ và tên',
      email: 'Địa chỉ email',
      subject: 'Tiêu đề',
      message: 'Nội dung',
      phone: 'Số điện thoại (không bắt buộc)',
    },
    channel: 'Zalo',
    phone: '0903 123 456',
    send: 'Gửi tin nhắn',
    panel: 'qua Zalo số 0903 123 456',
    another: 'Gửi tin nhắn khác',
    action: { name: 'Message on Zalo', href: 'https://zalo.me/84903123456' },
  },
  {
    lang: 'en',
    width: 1280,
    path: '/contact',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      subject: 'Subject',
      message: 'Message',
      phone: 'Phone (optional)',
    },
    channel: 'WhatsApp',
    phone: '0412 345 678',
    send: 'Send Message',
    panel: 'by WhatsApp at 0412 345 678',
    another: 'Send another message',
    action: { name: 'Message on WhatsApp', href: 'https://wa.me/61412345678' },
  },
] as const;

for (const j of journeys) {
  test(`${j.lang} at ${j.width} px: an enquiry with a ${j.channel} preference, a panel that stays, and the one-tap reply in the inbox`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: j.width, height: 900 });
    const subject = uniqueSubject(`Reply by ${j.channel}`);
    // The form times its fill with the page's clock: a person's pause is moved on, not waited out.
    await page.clock.install();
    await page.goto(j.path);
    await waitForHydration(page);
    const form = page.locator('#contact-form');
    await form.getByLabel(j.labels.name, { exact: true }).fill('Nguyễn Thị Mai');
    await form.getByLabel(j.labels.email, { exact: true }).fill('mai.nguyen@example.com');
    await form.getByLabel(j.labels.subject, { exact: true }).fill(subject);
    await form.getByLabel(j.labels.message, { exact: true }).fill('Chúng tôi cần chạy quảng cáo cho quán cà phê.');
    await form.getByLabel(j.labels.phone, { exact: true }).fill(j.phone);
    await form.getByRole('radio', { name: j.channel }).check();
    await form.getByRole('checkbox', { name: CONSENT_LABEL[j.lang] }).check();
    await pauseLikeAPerson(page);
    await form.getByRole('button', { name: j.send }).click();

    const panel = page.locator('#contact-form-sent');
    await expect(panel).toContainText(j.panel);
    await expect(form).toBeHidden();
    await expectAccessible(page, { include: '#contact-form-sent' });
    await panel.getByRole('button', { name: j.another }).click();
    await expect(form.getByLabel(j.labels.name, { exact: true })).toBeFocused();
    await expect(panel).toBeHidden();

    await signIn(page);
    await page.getByLabel('Search messages').fill(subject);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('link', { name: j.action.name })).toHaveAttribute('href', j.action.href);
    await expect(page.getByText(j.channel, { exact: true })).toBeVisible();
    await expectAccessible(page, { include: 'main' });
  });
}
