import { expect, type Page } from '@playwright/test';

export const ADMIN_PASSWORD = 'e2e-admin-password';

/** The server drops forms sent faster than a person could (2 s by default); wait like a person. */
export const HUMAN_PAUSE_MS = 2_100;

/**
 * With JavaScript the form measures its fill time with the page's clock: a test that installed
 * Playwright's clock (`page.clock.install()`) before opening the page moves that clock on by a
 * person's pause instead of waiting it out. Without JavaScript the server's clock measures, so
 * those tests still wait HUMAN_PAUSE_MS.
 */
export async function pauseLikeAPerson(page: Page): Promise<void> {
  await page.clock.fastForward(HUMAN_PAUSE_MS);
}

export function uniqueSubject(label: string): string {
  return `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export async function waitForHydration(page: Page, formSelector = '#contact-form'): Promise<void> {
  // The island sets novalidate once React has taken over the form.
  await expect(page.locator(formSelector)).toHaveAttribute('novalidate', '');
}

export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email Address', { exact: true }).fill(values.email);
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
  await page.getByRole('checkbox', { name: CONSENT_LABEL.en }).check();
}

/** The required consent box of the contact form, by its label in each language. */
export const CONSENT_LABEL = {
  en: /^I agree to Brightlane Digital handling these details/,
  vi: /^Tôi đồng ý để Brightlane Digital xử lý/,
} as const;
export const NEWSLETTER_CONSENT_LABEL = {
  en: 'I agree to receive the Brightlane newsletter by email.',
  vi: 'Tôi đồng ý nhận bản tin của Brightlane qua email.',
} as const;

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}
