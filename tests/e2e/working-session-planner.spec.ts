/**
 * The budget planner as an afternoon's instrument: the draft survives a reload, removals can be
 * undone, the mix can be kept at 100 %, an invalid total names its one-click fix, saving over a
 * name asks first, VND counts read like VND amounts, a phone gets stacked rows, and without
 * JavaScript the tool says so.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { plannerDraft, PLANNER_DRAFT_KEY } from '../../src/features/budget-planner/model/draft.ts';
import * as codec from '../../src/features/budget-planner/model/planning-codec.ts';
import { withPlanning } from '../../src/features/budget-planner/model/planning-settings.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../../src/features/budget-planner/model/running-example.ts';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';

// Journeys of several steps, each with its own scans.
test.describe.configure({ timeout: 240_000 });

const PATH = '/solutions/ai-tools/marketing-budget-planner';
const channel = (page: Page, name: string) => page.getByRole('group', { name: `${name} channel` });
const allocation = (page: Page, name: string) => channel(page, name).getByLabel('Budget Allocation (%)');
const banner = (page: Page) => page.locator('[data-allocation-status]');
const tile = (page: Page, label: string) => page.locator(`[data-summary-tile="${label}"] dd`);
const toastTitle = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });

async function open(page: Page) {
  await page.goto(PATH);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// Journeys on the example plan: each step is one former test, named as it was, and none opens the page
// again unless the behaviour is a reload. The page is scanned whole once per journey; later states are
// scanned where they changed.
test('the draft and Start fresh, removing with Undo, an invalid total fixed in one click, and CPC 0', async ({
  page,
}) => {
  await open(page);
  await test.step('the draft is restored after a reload, and Start fresh goes back to the example', async () => {
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await page.getByLabel('Total Budget', { exact: true }).fill('25000');
    await channel(page, 'Google Ads').getByLabel('Channel Name').fill('Search');
    await expect(tile(page, 'Total Budget')).toHaveText('$25,000');

    // On a wide screen the results sit beside the inputs: no sticky summary.
    await expect(page.locator('[data-sticky-summary]')).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-draft-notice]')).toContainText('Restored your last session');
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('25000');
    await expect(channel(page, 'Search').getByLabel('Channel Name')).toHaveValue('Search');
    await expect(tile(page, 'Total Budget')).toHaveText('$25,000');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start fresh' }).click();
    await expect(tile(page, 'Total Budget')).toHaveText('$10,000');
    await expect(channel(page, 'Google Ads')).toBeVisible();
    // The button that had focus is gone: focus lands on the notice that replaced it, not on <body>.
    await expect(page.locator('[data-draft-notice]')).toBeFocused();
    await expect(page.locator('[data-draft-notice]')).toHaveText(
      'Started fresh: the tool is back to its example figures.',
    );
  });
  await test.step('removing a channel offers Undo, focus moves to the next channel, and Undo puts it back', async () => {
    await channel(page, 'Facebook Ads').getByRole('button', { name: 'Remove Facebook Ads' }).click();
    await expect(channel(page, 'Facebook Ads')).toHaveCount(0);
    // The channel after it takes focus.
    await expect(channel(page, 'SEO/Content').getByLabel('Channel Name')).toBeFocused();
    await expect(toastTitle(page, 'Facebook Ads removed')).toBeVisible();
    await expect(banner(page)).toHaveText('Total Allocation: 70.0% (30.0% remaining)');
    // A pointer over the notice pauses its timer, as it would for a visitor reading it, so the check
    // below cannot outlast the notice on a slow machine.
    const undo = page.locator('li[data-state="open"]').getByRole('button', { name: 'Undo' });
    await undo.hover();
    await expectAccessible(page);

    await undo.click();
    await expect(channel(page, 'Facebook Ads')).toBeVisible();
    await expect(allocation(page, 'Facebook Ads')).toHaveValue('30');
    await expect(banner(page)).toHaveText('Total Allocation: 100.0%');
    await expect(channel(page, 'Facebook Ads').getByLabel('Channel Name')).toBeFocused();
    // Back in its old place: second of the four.
    await expect(page.getByRole('group', { name: / channel$/ }).nth(1)).toHaveAccessibleName('Facebook Ads channel');
  });
  await test.step('an invalid total names its one change and "Give the rest to" fixes it', async () => {
    await allocation(page, 'Google Ads').fill('25');
    await expect(page.getByRole('heading', { name: 'Invalid Budget Allocation' })).toBeVisible();
    await expect(page.locator('[data-allocation-fix]')).toHaveText(
      'The channels add up to 85.0%. 15.0% more for Facebook Ads would make it 100%.',
    );
    await expectAccessible(page, { include: '#planner' });
    await page.getByRole('button', { name: 'Give the rest to Facebook Ads' }).click();
    await expect(allocation(page, 'Facebook Ads')).toHaveValue('45');
    await expect(banner(page)).toHaveText('Total Allocation: 100.0%');
    await expect(page.getByRole('heading', { name: 'Invalid Budget Allocation' })).toHaveCount(0);
  });
  await test.step('CPC 0 reads "no clicks bought" with CPL "—"', async () => {
    await channel(page, 'Email Marketing').getByLabel('Cost per Click (CPC)').fill('0');
    const row = page.getByRole('table').getByRole('row', { name: /Email Marketing/ });
    await expect(row.getByRole('cell')).toHaveText(['$1,000', 'no clicks bought', '0.0', '—', '$0', '0.00x']);
    await expect(
      page.getByText('Value per lead already includes it, so this rate moves customers and CAC, not revenue.'),
    ).toBeVisible();
  });
});

/** Every text the tile shows from the first paint on, kept in the page across the reload that follows. */
async function recordTile(page: Page, label: string) {
  await page.addInitScript((tileLabel) => {
    const seen: string[] = [];
    (window as unknown as { seenTile: string[] }).seenTile = seen;
    new MutationObserver(() => {
      const text = document.querySelector(`[data-summary-tile="${tileLabel}"] dd`)?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, label);
}
const seenTile = (page: Page) => page.evaluate(() => (window as unknown as { seenTile: string[] }).seenTile);
const codecChunk = /\/_astro\/planning-codec\.[\w-]+\.js$/;

test('a draft with planning settings comes back after a reload with the same figures, never without its settings', async ({
  page,
}) => {
  await open(page);
  const budget = page.getByLabel('Total Budget', { exact: true });
  // On the straight lines, twice the budget is twice the revenue: $118,480 at 20,000.
  await budget.fill('20000');
  await expect(tile(page, 'Est. Revenue')).toHaveText('$118,480');
  await budget.fill('10000');
  await page.getByRole('switch', { name: /Keep the total at 100 %/ }).check();
  await page.getByRole('button', { name: 'Show planning tools' }).click();
  await page.locator('#planning-tools').getByLabel('Model diminishing returns').click();
  await expect(page.locator('[data-model-banner]')).toBeVisible();
  await budget.fill('20000');
  await expect(tile(page, 'Total Budget')).toHaveText('$20,000');
  await expect(tile(page, 'Est. Revenue')).not.toHaveText('$118,480');
  const figures = ['Est. Leads', 'Est. Revenue', 'Overall ROI', 'Avg. CAC'];
  const before = await Promise.all(figures.map((label) => tile(page, label).textContent()));

  await recordTile(page, 'Est. Revenue');
  await page.reload();
  await expect(page.locator('[data-draft-notice]')).toContainText('Restored your last session');
  await expect(page.locator('[data-model-banner]')).toBeVisible();
  for (const [index, label] of figures.entries()) await expect(tile(page, label)).toHaveText(before[index]!);
  await expect(budget).toHaveValue('20000');
  await expect(page.getByRole('switch', { name: /Keep the total at 100 %/ })).toBeChecked();
  // The example's figures, then the draft's through its curves: never the draft's plan on the straight lines.
  expect(await seenTile(page)).not.toContain('$118,480');
  expect((await seenTile(page)).at(-1)).toBe(before[1]);
});

test.describe('the planning settings’ code offline', () => {
  test.use({ allowConsoleErrors: ['net::ERR_CONNECTION_REFUSED'] });

  test('a draft with planning settings that cannot be shown says so, stays stored as it was, and comes back later', async ({
    page,
  }) => {
    // The running example at 20,000 through its curves (ROI 51.0 %), with the total kept at 100 %.
    const planned = withPlanning(
      { ...EXAMPLE_STATE, totalBudget: 20000 },
      { saturation: EXAMPLE_LAYER, keepTotal: true },
    );
    const stored = JSON.stringify(plannerDraft(planned, codec));
    await open(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PLANNER_DRAFT_KEY, stored]);
    await page.route(codecChunk, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(toastTitle(page, 'Your last session could not be restored yet')).toBeVisible();
    await expect(
      page
        .locator('li[data-state="open"]')
        .getByText(
          'Part of the planner did not load. Your session is still kept in this browser: check your connection, then reload the page.',
        ),
    ).toBeVisible();
    // The example stays, and says nothing of a restored session.
    await expect(tile(page, 'Total Budget')).toHaveText('$10,000');
    await expect(page.locator('[data-draft-notice]')).toHaveCount(0);
    await expect(page.locator('[data-model-banner]')).toHaveCount(0);
    // Working on the example meanwhile does not write over the stored draft.
    await page.getByLabel('Total Budget', { exact: true }).fill('30000');
    await expect(tile(page, 'Total Budget')).toHaveText('$30,000');
    expect(await page.evaluate((key) => localStorage.getItem(key), PLANNER_DRAFT_KEY)).toBe(stored);

    await page.unroute(codecChunk);
    await page.reload();
    await expect(page.locator('[data-draft-notice]')).toContainText('Restored your last session');
    await expect(tile(page, 'Total Budget')).toHaveText('$20,000');
    await expect(page.locator('[data-model-banner]')).toBeVisible();
    await expect(tile(page, 'Overall ROI')).toHaveText('51.0%');
  });
});

test('keep the total at 100 %: a change is taken from the unlocked channels in proportion', async ({ page }) => {
  await open(page);
  const keep = page.getByRole('switch', { name: /Keep the total at 100 %/ });
  await expect(keep).not.toBeChecked();
  await keep.check();
  // Google 40, Facebook 30, SEO/Content 20, Email 10. Lock SEO/Content, then raise Google to 60:
  // the 20 points come from Facebook and Email (30 : 10), so 15 and 5.
  await channel(page, 'SEO/Content').getByRole('button', { name: 'Lock SEO/Content allocation' }).click();
  await expect(
    channel(page, 'SEO/Content').getByRole('button', { name: 'Lock SEO/Content allocation' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await allocation(page, 'Google Ads').fill('60');
  await expect(allocation(page, 'Facebook Ads')).toHaveValue('15');
  await expect(allocation(page, 'SEO/Content')).toHaveValue('20');
  await expect(allocation(page, 'Email Marketing')).toHaveValue('5');
  await expect(banner(page)).toHaveText('Total Allocation: 100.0%');
  await expectAccessible(page);

  // Above what the unlocked channels can give, the field says so beside it and keeps 60.
  await allocation(page, 'Google Ads').fill('90');
  await expect(channel(page, 'Google Ads').getByRole('alert')).toHaveText(
    'Budget Allocation (%) cannot be more than 80%. The previous value is kept.',
  );
  await expect(allocation(page, 'Facebook Ads')).toHaveValue('15');
});

test('saving under a taken name asks first; deleting a plan can be undone; focus returns to the opener', async ({
  page,
}) => {
  await open(page);
  const saveButton = page.getByRole('button', { name: 'Save Plan' });
  await saveButton.click();
  await page.getByRole('dialog', { name: 'Save Budget Plan' }).getByLabel('Plan Name').fill('Q3 launch');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(saveButton).toBeFocused();

  await page.getByLabel('Total Budget', { exact: true }).fill('12000');
  await saveButton.click();
  const dialog = page.getByRole('dialog', { name: 'Save Budget Plan' });
  // The loaded name is selected, so typing would replace it.
  const field = dialog.getByLabel('Plan Name');
  await expect(field).toHaveValue('Q3 launch');
  expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 9]);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog.getByText(/already saved in this browser/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Replace plan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const loadButton = page.getByRole('button', { name: 'Load Plan' });
  await loadButton.click();
  const list = page.getByRole('dialog', { name: 'Load Saved Plan' }).getByRole('list', { name: 'Saved plans' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Budget First · $12,000 · 4 channels · top: Google Ads 40%');
  await list.getByRole('button', { name: 'Delete Q3 launch' }).click();
  const loadDialog = page.getByRole('dialog', { name: 'Load Saved Plan' });
  await expect(loadDialog.getByText('No saved plans found')).toBeVisible();
  // Undo sits in the dialog itself, keyboard reachable: the modal makes the toasts inert.
  const undo = loadDialog
    .getByRole('status')
    .filter({ hasText: '“Q3 launch” deleted' })
    .getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(loadDialog.getByRole('button', { name: 'Load Q3 launch' })).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(loadButton).toBeFocused();
});

test('VND counts and currency relabelling, then the no-JavaScript notice passes axe', async ({ page }) => {
  await open(page);
  await test.step('VND counts use the same conventions as VND amounts, and currency is relabelled, not converted', async () => {
    await expect(
      page.getByText('Switching currency relabels the figures; it does not convert them.').first(),
    ).toBeVisible();
    await page.getByLabel('Currency').first().selectOption('VND');
    await expect(tile(page, 'Total Budget')).toHaveText('10.000 ₫');
    await expect(tile(page, 'Est. Leads')).toHaveText('437,3');
    await expect(tile(page, 'Overall ROI')).toHaveText('492,4%');
    const row = page.getByRole('table').getByRole('row', { name: /Google Ads/ });
    await expect(row.getByRole('cell')).toHaveText(['4.000 ₫', '1.600', '56,0', '71 ₫', '8.400 ₫', '2,10x']);
    await expectAccessible(page);
  });
  await test.step('the no-JavaScript notice passes axe', async () => {
    // axe cannot run with scripting off, so the notice is shown here the way the scripting:none
    // media query shows it, and checked on its own.
    await page.addStyleTag({ content: '[data-no-script-notice] { display: block !important; }' });
    await expect(page.locator('[data-no-script-notice]')).toBeVisible();
    await expectAccessible(page, { include: '[data-no-script-notice]' });
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a compact summary stays in view while editing the channels', async ({ page }) => {
    await open(page);
    await channel(page, 'SEO/Content').getByLabel('Value per Lead').scrollIntoViewIfNeeded();
    const sticky = page.getByRole('region', { name: 'Plan at a glance' });
    await expect(sticky).toBeInViewport();
    await expect(sticky.locator('dd')).toHaveText(['$10,000', '437.3', '$59,240', '492.4%']);
    await channel(page, 'SEO/Content').getByLabel('Value per Lead').fill('200');
    // SEO/Content: 2,000 / 0.5 = 4,000 clicks × 4.2 % = 168 leads; 20 more per lead adds $3,360.
    await expect(sticky.locator('dd').nth(2)).toHaveText('$62,600');
    await allocation(page, 'SEO/Content').fill('10');
    await expect(sticky).toHaveText('Allocation 90.0%: results show at 100%.');
    await expectAccessible(page);
  });

  test('the breakdown becomes stacked rows and nothing scrolls sideways', async ({ page }) => {
    await open(page);
    await page.getByLabel('Currency').first().selectOption('VND');
    const table = page.locator('#planner-breakdown-table');
    await table.scrollIntoViewIfNeeded();
    // Each cell carries its column name; the header row is for screen readers only.
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveAttribute('data-label', 'Budget');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /Channel performance breakdown/ });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the planner says it needs JavaScript instead of showing dead controls', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-no-script-notice]')).toBeVisible();
    await expect(page.locator('[data-no-script-notice]')).toContainText(
      'This tool runs in your browser and needs JavaScript.',
    );
    await expect(page.getByLabel('Total Budget', { exact: true })).toBeHidden();
  });
});

test('before hydration the buttons look inactive, then work; then Export full plan and its import', async ({
  page,
}) => {
  await test.step('before the planner hydrates its buttons look inactive, then work', async () => {
    const hydrate = await openBeforeHydration(page, PATH, /budget-planner\.[\w-]+\.js$/);
    const load = page.getByRole('button', { name: 'Load Plan' });
    await expect(load).toHaveCSS('opacity', '0.6');
    await expect(load).toHaveCSS('pointer-events', 'none');
    await hydrate();
    await expect(load).toHaveCSS('opacity', '1');
    await load.click();
    await expect(page.getByRole('dialog', { name: 'Load Saved Plan' })).toBeVisible();
    await expectAccessible(page);
  });
  await test.step('Export full plan writes every input, output and setting, and importing it rebuilds the plan', async () => {
    // The first step left the Load dialog open; a fresh page has none.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Currency').first().selectOption('AUD');
    await page.getByLabel('Total Budget', { exact: true }).fill('25000');
    await channel(page, 'Google Ads').getByLabel('Channel Name').fill('Search');
    // The fixed Export CSV is still there, next to the new button.
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export full plan' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^marketing-budget-full-plan-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split('\r\n');
    expect(lines.slice(1, 6)).toEqual([
      'Mode,Budget First',
      'Total Budget (AUD),25000.00',
      'Campaign Goal (customers),100',
      'Lead-to-Customer Rate (%),20',
      'Currency,AUD',
    ]);
    expect(lines[10]).toBe('Search,40,2.5,3.5,150,10000.00,4000,140.0,71.43,21000.00,2.10,28.0,357.14');

    // Start over, then rebuild the work from the file.
    await page.getByLabel('Total Budget', { exact: true }).fill('5000');
    await page
      .locator('input[data-full-plan-input]')
      .setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(toastTitle(page, 'Plan imported with 4 channels')).toBeVisible();
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('25000');
    await expect(channel(page, 'Search')).toBeVisible();
    await expect(tile(page, 'Total Budget')).toHaveText('A$25,000');
    // A pointer over the notice pauses its timer, as it would for a visitor reading it, so the scan
    // cannot outlast the notice on a slow machine.
    const undo = page.locator('li[data-state="open"]').getByRole('button', { name: 'Undo' });
    await undo.hover();
    await expectAccessible(page);
    // Undo brings back what was on screen before the import.
    await undo.click();
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('5000');

    // A damaged file changes nothing and says why.
    await page.locator('input[data-full-plan-input]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text.replace('Search,40,2.5', 'Search,40,abc')),
    });
    await expect(page.locator('li[data-state="open"]')).toContainText(
      'Line 11: CPC must be a number. Your plan on screen was not changed.',
    );
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('5000');
  });
});
