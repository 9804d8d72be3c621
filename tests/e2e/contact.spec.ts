import type { Page } from '@playwright/test';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';
import {
  CONSENT_LABEL,
  HUMAN_PAUSE_MS,
  NEWSLETTER_CONSENT_LABEL,
  fillContactForm,
  pauseLikeAPerson,
  signIn,
  uniqueSubject,
  waitForHydration,
} from './contact-helpers.ts';

const visitor = {
  name: 'Linh Tran',
  email: 'linh.tran@example.com',
  message: 'We run two cafes in District 1 and want more weekday visitors. Can you help?',
};

/** Words of the consent journey, per language. */
const consentText = {
  en: {
    path: '/contact',
    send: 'Send Message',
    missing: 'Please tick the box to agree to us handling your details for this request.',
    policy: 'Read our privacy policy',
    sent: 'Message sent!',
    another: 'Send another message',
  },
  vi: {
    path: '/vi/contact',
    send: 'Gửi tin nhắn',
    missing: 'Vui lòng đánh dấu vào ô đồng ý để chúng tôi được xử lý thông tin bạn gửi cho yêu cầu này.',
    policy: 'Xem chính sách quyền riêng tư',
    sent: 'Đã gửi tin nhắn!',
    another: 'Gửi tin nhắn khác',
  },
} as const;

const CONSENT_STEP = 'the notice sits by the button, both boxes start unticked, and the required one is asked for';

/**
 * The consent journey on an open, hydrated contact page whose clock was installed before it opened:
 * the notice by the button, both boxes unticked, the required one asked for, then the message sent.
 * `scan` is what axe scans in the refused state: the whole page where it is new, else the form.
 */
async function consentIsAskedFor(page: Page, lang: 'en' | 'vi', scan: { include?: string }): Promise<void> {
  const text = consentText[lang];
  const form = page.locator('#contact-form');
  const consent = form.getByRole('checkbox', { name: CONSENT_LABEL[lang] });
  const newsletter = form.getByRole('checkbox', {
    name: lang === 'en' ? /^Also send me the Brightlane newsletter/ : /^Gửi thêm cho tôi bản tin/,
  });
  await expect(consent).not.toBeChecked();
  await expect(newsletter).not.toBeChecked();
  await expect(form.getByRole('link', { name: text.policy })).toHaveAttribute(
    'href',
    lang === 'en' ? '/privacy-policy' : '/vi/privacy-policy',
  );
  await form.getByRole('textbox').nth(0).fill('Lan Pham');
  await form.getByRole('textbox').nth(1).fill('lan.pham@example.com');
  await form
    .getByRole('textbox')
    .nth(2)
    .fill(uniqueSubject(`Consent ${lang}`));
  await form.getByRole('textbox').nth(3).fill('Can you look at our shop website?');
  await pauseLikeAPerson(page);
  await form.getByRole('button', { name: text.send }).click();
  await expect(consent).toHaveAccessibleDescription(new RegExp(`^${text.missing}`));
  await expect(consent).toBeFocused();
  await expectAccessible(page, scan);
  await consent.check();
  await form.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('region', { name: /notifications|thông báo/i }).getByText(text.sent)).toBeVisible();
  // The form gives way to the success panel; asking for a new one brings it back with the box unticked.
  await page.locator('#contact-form-sent').getByRole('button', { name: text.another }).click();
  await expect(consent).not.toBeChecked();
}

test.describe('contact page', () => {
  test('with JavaScript: no React until reached for, the ways to reach us, field messages, consent, then a message sent and stored', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The form measures its fill time with the page's clock: installed before the page opens.
    await page.clock.install();

    await test.step('runs no React until the visitor reaches for the form, then hydrates on focus', async () => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The frame's own goto: the page's is wrapped to reach for the form itself.
      await page.mainFrame().goto('/contact', { waitUntil: 'load' });
      const island = page.locator('astro-island[client="interaction"]');
      // Kept on purpose: this wait is the behaviour under test (time passes, nothing is loaded).
      await page.waitForTimeout(1_500);
      await expect(island).toHaveAttribute('ssr', '');
      expect(scripts.filter((path) => /\/(client|contact-form)\.[\w-]+\.js$/.test(path))).toEqual([]);

      await page.getByLabel('Full Name', { exact: true }).focus();
      await expect(island).not.toHaveAttribute('ssr');
      expect(scripts.some((path) => /\/contact-form\.[\w-]+\.js$/.test(path))).toBe(true);
      await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
    });

    await test.step('shows the ways to reach us and passes axe', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Level 4, 88 Harris Street, Pyrmont NSW 2009, Australia').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'hello@brightlane.digital' })).toBeVisible();
      await expect(page.getByText('Monday - Friday')).toBeVisible();
      await expect(page.getByText('9:00 AM - 6:00 PM')).toBeVisible();
      await expect(page.getByText('Closed', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Read the FAQ/ })).toHaveAttribute('href', '/faq');
      await expect(page.getByRole('link', { name: /Browse the blog/ })).toHaveAttribute('href', '/blog');
      await expect(page.getByRole('img', { name: /Illustrated street map/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\//,
      );
      await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('rows', '4');
      await expect(page.getByLabel('Email Address', { exact: true })).toHaveAttribute('type', 'email');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('shows a message per field and focuses the first invalid one', async () => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your name.')).toBeVisible();
      await expect(page.getByText('Please enter your email address.')).toBeVisible();
      await expect(page.getByText('Please enter your subject.')).toBeVisible();
      await expect(page.getByText('Please enter your message.')).toBeVisible();
      await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
      await page.getByLabel('Full Name', { exact: true }).fill('Linh');
      await page.getByLabel('Email Address', { exact: true }).fill('linh@');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByLabel('Email Address', { exact: true })).toHaveAccessibleDescription(
        'Please enter a valid email address, like name@example.com.',
      );
      await expect(page.getByLabel('Email Address', { exact: true })).toBeFocused();
      await expect(page.getByLabel('Email Address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      // The page was scanned whole in the step before; what changed is the form.
      await expectAccessible(page, { include: '#contact-form' });
    });

    await test.step(`consent (en): ${CONSENT_STEP}`, async () => {
      // Every field is filled again over the previous step's values, so each error clears.
      await consentIsAskedFor(page, 'en', { include: '#contact-form' });
    });

    await test.step('sends a message without a page load, clears the form and stores it', async () => {
      const toast = page.getByRole('region', { name: /notifications/i });
      // The previous step's toast has had its five seconds (on the page's clock), so the one this
      // send raises is its own.
      await page.clock.runFor(5_000);
      await expect(toast.getByText('Message sent!')).toBeHidden();
      const subject = uniqueSubject('JS journey');
      await fillContactForm(page, { ...visitor, subject });
      await pauseLikeAPerson(page);
      let navigated = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigated = true;
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(toast.getByText('Message sent!')).toBeVisible();
      await expect(toast.getByText("We'll get back to you as soon as possible.")).toBeVisible();
      await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
      expect(navigated).toBe(false);
      await expectAccessible(page);

      await signIn(page);
      await page.getByLabel('Search messages').fill(subject);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('link', { name: subject })).toBeVisible();
    });
  });

  test('keeps what was typed before the form hydrated, and sends it', async ({ page }) => {
    await page.clock.install();
    const hydrate = await openBeforeHydration(page, '/contact', /contact-form\.[\w-]+\.js$/);
    const subject = uniqueSubject('Typed early');
    await page.getByLabel('Full Name', { exact: true }).fill('Nguyễn Thị Hương');
    await page.getByLabel('Email Address', { exact: true }).fill('huong@example.vn');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Typed while the page was still loading on a slow phone.');
    const consent = page.getByRole('checkbox', { name: /^I agree to Brightlane Digital handling/ });
    await consent.check();
    await hydrate();
    // React's first render once live (scripted validation on) does not take the tick back.
    await expect(consent).toBeChecked();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Nguyễn Thị Hương');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed while the page was still loading on a slow phone.',
    );
    await pauseLikeAPerson(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /notifications/i }).getByText('Message sent!')).toBeVisible();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
  });

  test('newsletter: an address typed before the box hydrated is kept; subscribing twice is a success both times and stores one address', async ({
    page,
  }) => {
    await test.step('keeps a newsletter address typed and the box ticked before the form hydrated, and subscribes', async () => {
      const hydrate = await openBeforeHydration(page, '/contact', /newsletter-form\.[\w-]+\.js$/);
      const email = page.locator('#contact-newsletter-email');
      const early = `${uniqueSubject('early').replace(/\W+/g, '.')}@example.com`;
      await email.fill(early);
      await page.getByRole('main').getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en }).check();
      await email.scrollIntoViewIfNeeded();
      await hydrate();
      await expect(email).toHaveValue(early);
      await expect(page.getByRole('main').getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en })).toBeChecked();
      await page.getByRole('main').getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'check your inbox and open the link we just sent to confirm' }),
      ).toBeVisible();
    });

    await test.step('newsletter: subscribing twice is a success both times and stores one address', async () => {
      const email = `${uniqueSubject('news').replace(/\W+/g, '.')}@example.com`;
      const box = page.getByRole('main');
      await box.getByRole('button', { name: 'Subscribe Now' }).scrollIntoViewIfNeeded();
      await waitForHydration(page, 'form[action="/contact?_action=newsletter"]');
      for (let round = 0; round < 2; round += 1) {
        // The first round types over the address of the step before.
        await box.getByLabel('Email address', { exact: true }).fill(email);
        await box.getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en }).check();
        await box.getByRole('button', { name: 'Subscribe Now' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'check your inbox and open the link we just sent to confirm' }),
        ).toBeVisible();
        await expect(box.getByLabel('Email address', { exact: true })).toHaveValue('');
      }
      await signIn(page);
      await page.getByRole('link', { name: 'Subscribers' }).click();
      await expect(page.getByText(email, { exact: true })).toHaveCount(1);
    });
  });

  test.describe('when the server is unreachable', () => {
    test.use({ allowConsoleErrors: ['Failed to load resource', 'net::ERR'] });

    test('keeps the typed text and offers a retry that works once it is back', async ({ page }) => {
      const subject = uniqueSubject('Offline');
      await page.clock.install();
      await page.goto('/contact');
      await waitForHydration(page);
      await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
      await fillContactForm(page, { ...visitor, subject });
      await pauseLikeAPerson(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: "We couldn't reach our server" })).toBeVisible();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject);
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(visitor.message);
      await page.unroute('**/api/contact');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('region', { name: /notifications/i }).getByText('Message sent!')).toBeVisible();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    });
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts the form (post/redirect/get), signs up for the newsletter, and holds the form until consent is ticked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await test.step('posts the form and shows the success state (post/redirect/get)', async () => {
      const subject = uniqueSubject('No JS');
      await page.goto('/contact');
      await fillContactForm(page, { ...visitor, subject });
      // Kept: without JavaScript the server's clock times the form, so a person's pause really passes.
      await page.waitForTimeout(HUMAN_PAUSE_MS);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\?contact=sent#contact-form-sent$/);
      await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
      await expect(page.getByText("We'll get back to you as soon as possible.").first()).toBeVisible();
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    });

    await test.step('signs up for the newsletter and is told to confirm from the inbox', async () => {
      await page.goto('/contact');
      await page.getByRole('main').getByLabel('Email address', { exact: true }).fill(`nojs.${Date.now()}@example.com`);
      await page.getByRole('main').getByRole('checkbox', { name: NEWSLETTER_CONSENT_LABEL.en }).check();
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(page).toHaveURL(/newsletter=check-inbox#contact-newsletter-check-inbox$/);
      await expect(page.getByText('check your inbox and open the link we just sent to confirm').first()).toBeVisible();
    });

    await test.step('consent: the browser holds the form until the required box is ticked, then it posts', async () => {
      const subject = uniqueSubject('No JS consent');
      await page.goto('/contact');
      await fillContactForm(page, { ...visitor, subject });
      const consent = page.getByRole('checkbox', { name: CONSENT_LABEL.en });
      await consent.uncheck();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      await consent.check();
      // Kept: without JavaScript the server's clock times the form, so a person's pause really passes.
      await page.waitForTimeout(HUMAN_PAUSE_MS);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\?contact=sent#contact-form-sent$/);
      await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
    });
  });

  test.describe('with errors', () => {
    // The re-rendered page answers 400, which Chromium logs.
    test.use({ allowConsoleErrors: ['status of 400'] });

    test('shows the server field errors with the typed values kept', async ({ page }) => {
      await page.goto('/contact');
      await fillContactForm(page, {
        ...visitor,
        subject: 'Kept subject',
        message: '   ',
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your message.')).toBeVisible();
      await expect(page.getByText('Please correct the highlighted fields and send again.')).toBeVisible();
      await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(visitor.name);
      await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Kept subject');
    });
  });
});

test.describe('consent on the contact form', () => {
  // The English journey is a step of the contact page's journey with JavaScript above.
  test(`vi: ${CONSENT_STEP}`, async ({ page }) => {
    await page.clock.install();
    await page.goto(consentText.vi.path);
    await waitForHydration(page);
    await consentIsAskedFor(page, 'vi', {});
  });
});
