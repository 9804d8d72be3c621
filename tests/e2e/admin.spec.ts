import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn, uniqueSubject } from './contact-helpers.ts';

test.describe('admin inbox', () => {
  // A wrong password answers 403, which Chromium logs.
  test.use({ allowConsoleErrors: ['status of 403'] });

  test('refuses without the password, then signs in, reads, exports and signs out', async ({ page, request }) => {
    const subject = uniqueSubject('Admin journey');
    const sent = await request.post('/api/contact', {
      data: { name: 'Mai Nguyen', email: 'mai@example.com', subject, message: 'Please send a quote for a Tet campaign.', website: '', elapsedMs: 9000 },
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
    expect(page.url()).toMatch(/\/admin\/sign-in$/);

    await signIn(page);
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByText('Please send a quote for a Tet campaign.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to all messages' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^brightlane-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain('Received (UTC),Name,Email,Subject,Message,Status');
    expect(csv).toContain(subject);

    await page.getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/admin');
    expect(page.url()).toMatch(/\/admin\/sign-in$/);
  });

  test('deletes a message', async ({ page, request }) => {
    const subject = uniqueSubject('Delete me');
    await request.post('/api/contact', { data: { name: 'Tom', email: 'tom@example.com', subject, message: 'Short note.', website: '', elapsedMs: 9000 } });
    await signIn(page);
    await page.getByRole('link', { name: subject }).click();
    await page.getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByText('The message was deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  });
});
