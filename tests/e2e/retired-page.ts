import type { Page } from '@playwright/test';

/** Any fixed moment: the countdown counts from page load, not from the date. */
const CLOCK_START = new Date('2026-03-02T09:00:00+11:00').getTime();

/**
 * Opens a retired page with the page's clock stopped, so its 5 s countdown moves
 * only when the test moves it with `page.clock.runFor`: however slow the machine, the redirect
 * cannot happen before the test looks, and no test waits real seconds for it.
 *
 * The frame's own goto: the notice has no islands to wait for, and the fixture's wait for an idle
 * moment would never end on a stopped clock. The module script that starts the countdown has run
 * by the load event.
 */
export async function openRetiredPage(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
  // Stopped a minute on, whenever the page actually loads (a later jump does not matter: no timer
  // is set before the page's own script runs).
  await page.clock.pauseAt(CLOCK_START + 60_000);
  await page.mainFrame().goto(path, { waitUntil: 'load' });
}
