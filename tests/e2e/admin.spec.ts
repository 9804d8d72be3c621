import type { BrowserContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn, uniqueSubject } from './contact-helpers.ts';
import { confirmationPath } from './newsletter-helpers.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Journeys that only need a signed-in admin start signed in: each worker signs in through the form
 * once and every such test opens with that session's cookie. The journey that checks refusal, the
 * sign-in form and signing out still goes through the form itself.
 */
const signedIn = test.extend<object, { adminSession: StorageState }>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      await signIn(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminSession }, use) => use(adminSession),
});

test.describe('admin inbox', () => {
  // A wrong password answers 403, which Chromium logs.
  test.use({ allowConsoleErrors: ['status of 403'] });

  test('refuses without the password, then signs in, reads, exports and signs out', async ({ page, request }) => {
    const subject = uniqueSubject('Admin journey');
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Mai Nguyen',
        email: 'mai@example.com',
        subject,
        message: 'Please send a quote for a Tet campaign.',
        website: '',
        elapsedMs: 9000,
        consent: 'yes',
      },
    });
    expect(sent.status()).toBe(201);

    const direct = await page.goto('/admin');
    expect(page.url()).toMatch(/\/admin\/sign-in$/);
    expect(direct?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectAccessible(page);

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That password is not right. Please try again.')).toBeVisible();
    // The form posts to the sign-in action; a refused attempt shows the page it was sent from.
    expect(page.url()).toMatch(/\/admin\/sign-in\?_action=signIn$/);

    await signIn(page);
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByText('Please send a quote for a Tet campaign.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to all messages' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^brightlane-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain(
      'Received,Name,Email,Subject,Message,Status,In trash since,Language,Source,Consent at,Notice version,Newsletter box,Note',
    );
    expect(csv).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00,Mai Nguyen/);
    expect(csv).toContain(subject);

    await page.getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/admin');
    expect(page.url()).toMatch(/\/admin\/sign-in$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the sign-in action refuses a wrong password, then signs in, changes a status with Undo and signs out', async ({
      page,
      request,
    }) => {
      const subject = uniqueSubject('No-JS admin');
      const sent = await request.post('/api/contact', {
        data: { name: 'Lan', email: 'lan@example.com', subject, message: 'Hello.', elapsedMs: 9000, consent: 'yes' },
      });
      expect(sent.status()).toBe(201);
      await page.goto('/admin/sign-in');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('That password is not right. Please try again.')).toBeVisible();
      await signIn(page);
      // The inbox action runs before the inbox page renders, which sends the admin back with the notice.
      await page.getByRole('link', { name: subject }).click();
      await page.getByRole('button', { name: 'Mark Replied' }).click();
      await expect(page.getByText('The status was changed.')).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/messages\/\d+$/);
      await page.getByRole('button', { name: 'Undo (back to New)' }).click();
      await expect(page.getByRole('button', { name: 'New (current)' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You have signed out.')).toBeVisible();
    });
  });

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['a 360 px phone', { width: 360, height: 740 }],
  ] as const) {
    signedIn(
      `works a lead through on ${device}: read, reply status, note, delete, undo, restore, erase`,
      async ({ page, request }) => {
        // A long journey with eight axe scans: more than the default 45 s on a busy 2-core runner.
        test.slow();
        await page.setViewportSize(viewport);
        const subject = uniqueSubject(`Lead ${viewport.width}`);
        const email = `${subject.replace(/\W+/g, '.').toLowerCase()}@example.com`;
        const body = `Need a Tet campaign for three salons (${viewport.width}).`;
        const sent = await request.post('/api/contact', {
          data: {
            name: 'Thu Ha',
            email,
            subject,
            message: body,
            website: '',
            elapsedMs: 9000,
            consent: 'yes',
            lang: 'vi',
            source: '/vi/contact',
          },
        });
        expect(sent.status()).toBe(201);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
        // The admin area's own header: no public navigation and no "Contact Us" button.
        await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
        await expect(page.getByLabel('Show times in')).toBeVisible();
        const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await noSideScroll()).toBe(true);
        await expectAccessible(page);

        // Search reaches the body; tapping anywhere on the card opens the message.
        await page.getByLabel('Search messages').fill('three salons');
        await page.getByRole('button', { name: 'Search' }).click();
        // A tap near the card's corner, away from the subject link, still opens it.
        await page
          .getByRole('listitem')
          .filter({ hasText: body })
          .click({ position: { x: 8, y: 8 } });
        await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
        await expect(page.getByText('/vi/contact')).toBeVisible();
        await expect(page.getByText('Vietnamese', { exact: true })).toBeVisible();
        await expect(page.getByText(/^Given .*(AEDT|AEST).*newsletter box not ticked$/)).toBeVisible();
        expect(await noSideScroll()).toBe(true);
        await expectAccessible(page);

        await page.getByRole('button', { name: 'Mark Replied' }).click();
        await expect(page.getByText('The status was changed.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Replied (current)' })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Undo (back to New)' }).click();
        await expect(page.getByRole('button', { name: 'New (current)' })).toBeVisible();
        await page.getByRole('button', { name: 'Mark Replied' }).click();
        await expect(page.getByRole('button', { name: 'Replied (current)' })).toBeVisible();

        await page.getByLabel('Only the agency sees this note.').fill('Quoted 3 salons, call back Monday.');
        await page.getByRole('button', { name: 'Save note' }).click();
        await expect(page.getByText('The note was saved.')).toBeVisible();
        await expect(page.getByLabel('Only the agency sees this note.')).toHaveValue(
          'Quoted 3 salons, call back Monday.',
        );
        await expect(page.getByRole('listitem').filter({ hasText: 'Note updated' })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: 'Status new → replied' })).toHaveCount(2);
        await expectAccessible(page);

        await page.getByRole('button', { name: 'Delete message' }).click();
        await expect(page.getByText('The message was moved to the trash. It is kept there for 30 days.')).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Undo', exact: true }).click();
        await expect(page.getByText('The message was restored.')).toBeVisible();
        await expectAccessible(page);

        await page.getByRole('link', { name: 'Replied' }).click();
        await page.getByRole('link', { name: subject }).click();
        await page.getByRole('button', { name: 'Delete message' }).click();
        await page.getByRole('link', { name: 'Trash' }).click();
        await expect(page.getByRole('link', { name: subject })).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('listitem').filter({ hasText: subject }).getByRole('button', { name: 'Restore' }).click();
        await expect(page.getByText('The message was restored.')).toBeVisible();
        await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
        await expectAccessible(page);

        await page.goto('/admin?view=replied');
        await page.getByRole('link', { name: subject }).click();
        await page.getByRole('button', { name: `Erase everything from ${email}…` }).click();
        // Nothing goes on one tap: a confirmation names what will go.
        await expect(page.getByRole('heading', { name: `Erase everything from ${email}?` })).toBeVisible();
        await expect(
          page.getByText('This deletes 1 message (the trash included) and 0 newsletter sign-ups'),
        ).toBeVisible();
        await expectAccessible(page, { include: 'main' });
        await page.getByRole('button', { name: 'Erase 1 message and 0 sign-ups' }).click();
        await expect(page.getByText('Erased 1 message and 0 newsletter sign-ups for that address.')).toBeVisible();
        await expectAccessible(page);
        await page.goto(`/admin?view=all&q=${encodeURIComponent(email)}`);
        await expect(page.getByText('No messages match this search.')).toBeVisible();
      },
    );
  }

  signedIn('shows times in the chosen office zone', async ({ page, request }) => {
    await request.post('/api/contact', {
      data: {
        name: 'Minh',
        email: 'minh@example.com',
        subject: uniqueSubject('Office'),
        message: 'Hello.',
        website: '',
        elapsedMs: 9000,
        consent: 'yes',
      },
    });
    await page.goto('/admin');
    await page.getByLabel('Show times in').selectOption('hcmc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('li time').first()).toHaveText(/GMT\+7$/);
    await page.getByLabel('Show times in').selectOption('sydney');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('li time').first()).toHaveText(/AE[DS]T$/);
    await expectAccessible(page);
  });
});

test.describe('newsletter unsubscribe', () => {
  // The forged link is answered 400 on purpose; the browser logs that status.
  test.use({ allowConsoleErrors: ['status of 400'] });

  signedIn(
    'a newsletter reader unsubscribes with the link from a mailing, and the admin sees it',
    async ({ page, request }) => {
      // Confirming the sign-up first adds a page and a post to this journey.
      test.slow();
      const email = `${uniqueSubject('leaver').replace(/\W+/g, '.').toLowerCase()}@example.com`;
      expect(
        (await request.post('/api/newsletter', { data: { email, consent: 'yes', lang: 'en', website: '' } })).status(),
      ).toBe(200);
      await page.goto('/admin/subscribers');
      const card = page.getByRole('listitem').filter({ hasText: email });
      // Pending until the reader confirms from the mailbox (decision 083): no mailings, so no unsubscribe link.
      await expect(card.getByText('Pending confirmation')).toBeVisible();
      await expect(card.locator('code')).toHaveCount(0);
      await page.goto(confirmationPath(email));
      await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
      await page.goto('/admin/subscribers');
      await expect(card.getByText('Active')).toBeVisible();
      const link = new URL((await card.locator('code').textContent()) ?? '');

      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
      await expect(page.getByText(`Stop sending the Brightlane newsletter to ${email}?`)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(
        page.getByText(`${email} is unsubscribed. We will not send you the newsletter again.`),
      ).toBeVisible();
      await expectAccessible(page);

      // A link whose token was changed is refused in plain words and changes nothing.
      await page.goto(`${link.pathname}?s=${link.searchParams.get('s')}&t=forged-token`);
      await expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/admin/subscribers');
      await expect(
        page.getByRole('listitem').filter({ hasText: email }).getByText('Unsubscribed', { exact: true }),
      ).toBeVisible();
    },
  );
});
