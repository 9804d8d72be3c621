/**
 * The ROI calculator as a working instrument: the draft survives a reload, removing a channel or
 * replacing the rows by an import can be undone, the five tabs fit a 360 px phone, VND rates follow
 * VND conventions, and without JavaScript the tool says so.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

// Journeys of several steps, each with its own scans.
test.describe.configure({ timeout: 240_000 });

const PATH = '/solutions/free-resources/roi-calculator';
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const openToast = (page: Page) => page.locator('li[data-state="open"]');

async function open(page: Page) {
  await page.goto(PATH);
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
}

// Journeys on the samples: each step is one former test, named as it was, and none opens the page
// again unless the behaviour is a reload. The page is scanned whole once per journey; later states are
// scanned where they changed.
test('the draft and Start fresh, removing with Undo, contradictions flagged, and saved sets', async ({ page }) => {
  await open(page);
  await test.step('the edited channels are restored after a reload; Start fresh brings the samples back', async () => {
    await page.getByRole('button', { name: 'Edit SEO' }).click();
    await card(page, 'SEO').getByLabel('Spend').fill('2500');
    await page.getByRole('button', { name: 'Done editing SEO' }).click();

    await page.reload();
    await expect(page.locator('[data-draft-notice]')).toContainText('Restored your last session');
    await page.getByRole('button', { name: 'Edit SEO' }).click();
    await expect(card(page, 'SEO').getByLabel('Spend')).toHaveValue('2500');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start fresh' }).click();
    await expect(page.locator('[data-draft-notice]')).toBeFocused();
    await page.getByRole('button', { name: 'Edit SEO' }).click();
    await expect(card(page, 'SEO').getByLabel('Spend')).toHaveValue('1000');
  });
  await test.step('removing a channel moves focus to the next card and Undo puts it back in place', async () => {
    await page.getByRole('button', { name: 'Remove PPC' }).click();
    await expect(card(page, 'PPC')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Social Media' })).toBeFocused();
    await expect(openToast(page).getByText('PPC removed', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await openToast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(card(page, 'PPC')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit PPC' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 3 }).nth(1)).toHaveText('PPC');
  });
  await test.step('figures that cannot be true together are flagged without being refused', async () => {
    // The first step left SEO open for editing; a fresh page opens with every card closed.
    await page.getByRole('button', { name: 'Done editing SEO' }).click();
    await page.getByRole('button', { name: 'Edit SEO' }).click();
    await card(page, 'SEO').getByLabel('Customers').fill('100');
    // SEO sample has 72 leads from 1,800 clicks.
    await expect(card(page, 'SEO').locator('[data-contradictions]')).toHaveText(
      'More customers (100) than leads (72): customers normally come from leads.',
    );
    await expect(card(page, 'SEO').getByLabel('Customers')).toHaveValue('100');
    await expectAccessible(page, { include: '#calculator' });
  });
  await test.step('saved sets: save, compare, ask before replacing, load, and delete with Undo', async () => {
    const opener = page.getByRole('button', { name: 'Saved sets' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Saved channel sets' });
    await expect(dialog.getByText('No saved sets yet')).toBeVisible();
    await dialog.getByLabel('Set name').fill('Samples');
    await dialog.getByRole('button', { name: 'Save set' }).click();
    // The five samples: $5,800 spend, $11,600 revenue, ROI 100 %.
    await expect(dialog.getByRole('row', { name: /Samples/ }).getByRole('cell')).toHaveText([
      '5',
      '$5,800',
      '$11,600',
      '100.0%',
      'LoadDelete',
    ]);
    await dialog.getByLabel('Set name').fill('samples');
    await dialog.getByRole('button', { name: 'Save set' }).click();
    await expect(dialog.getByText('A set called “samples” is already saved.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Replace set' }).click();
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Remove Display' }).click();
    await opener.click();
    await dialog.getByRole('button', { name: 'Load samples' }).click();
    await expect(card(page, 'Display')).toBeVisible();

    await opener.click();
    await dialog.getByRole('button', { name: 'Delete samples' }).click();
    await expect(dialog.getByText('No saved sets yet')).toBeVisible();
    // The modal dialog keeps the rest of the page inert, so Undo sits in the dialog, with focus on it.
    await expect(dialog.getByRole('status')).toHaveText(/Set “samples” deleted · Undo/);
    const undo = dialog.getByRole('button', { name: 'Undo deleting samples' });
    await expect(undo).toBeFocused();
    await expectAccessible(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Delete samples' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Load samples' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
  });
});

test('replacing the channels by an import is undone, VND conventions, and the no-JavaScript notice', async ({
  page,
}) => {
  await open(page);
  await test.step('replacing the channels with an import can be undone', async () => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'one.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers\r\nRadio,Morning slot,500,100,10,900,3\r\n',
      ),
    });
    // The file does not say its currency: the dialog says which one it will be read in, and it can be changed.
    const readAs = dialog.getByLabel('Read the amounts in this file as');
    await expect(readAs).toHaveValue('USD');
    await readAs.selectOption('AUD');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Replace current channels' }).click();
    await dialog.getByRole('button', { name: 'Yes, replace them' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Radio')).toBeVisible();
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('AUD');
    await expect(card(page, 'SEO')).toHaveCount(0);
    await expect(openToast(page)).toContainText('The 5 channels you had were replaced. Undo brings them back.');
    // Focus went back to the button that opened the dialog.
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
    await openToast(page).getByRole('button', { name: 'Undo' }).click();
    for (const name of ['SEO', 'PPC', 'Social Media', 'Email', 'Display']) await expect(card(page, name)).toBeVisible();
    await expect(card(page, 'Radio')).toHaveCount(0);
  });
  await test.step('VND rates and multiples use VND conventions', async () => {
    await page.getByLabel('Currency').selectOption('VND');
    await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
    const seo = page.getByRole('row', { name: /^SEO/ });
    // SEO sample: spend 1,000, revenue 2,700: ROI 170 %, ROAS 2.70x.
    await expect(seo.getByRole('cell').nth(1)).toHaveText('170,0%');
    await expect(seo).toContainText('2,70x');
    await expectAccessible(page, { include: '#calculator' });
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

  test('all five tabs are on screen, and the metrics table becomes stacked rows in VND', async ({ page }) => {
    await open(page);
    await test.step('all five tabs are on screen and the page does not scroll sideways', async () => {
      for (const name of ['Instructions', 'Data Input', 'Results & Metrics', 'Dashboard', 'Budget Optimizer']) {
        const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
    await test.step('the metrics table becomes stacked rows, in VND too, without sideways scrolling', async () => {
      await page.getByLabel('Currency', { exact: true }).selectOption('VND');
      await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
      const region = page.locator('[aria-labelledby="roi-detailed-metrics"]');
      await expect(region.locator('tbody tr').first().locator('td').first()).toHaveAttribute('data-label', 'Campaign');
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, { include: '#calculator' });
    });
  });
});

for (const path of [PATH, `/vi${PATH}`]) {
  test.describe(`huge VND figures on a 360 px phone (${path})`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('tiles, cards, results and the optimizer wrap instead of scrolling sideways', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
      // The Vietnamese page opens in VND; the English one is switched to it.
      if (path === PATH) await page.locator('#roi-currency').selectOption('VND');
      else await expect(page.locator('#roi-currency')).toHaveValue('VND');
      const edit = page.locator('[id^="roi-edit-"]').first();
      await edit.click();
      const first = page.locator('fieldset:not([disabled])').first();
      const numbers = first.locator('input[inputmode]');
      await numbers.nth(0).fill('999999999999');
      await numbers.nth(4).fill('999999999999');
      await edit.click();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      for (let index = 1; index < 5; index++) {
        const tab = page.getByRole('tab').nth(index);
        await tab.click();
        // The chosen tab's panel is on screen before anything is measured.
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toBeVisible();
        expect(await overflow(), `tab ${index}`).toBeLessThanOrEqual(0);
        // No tile or card is wider than its box.
        const clipped = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll('[role="tabpanel"] dd, [role="tabpanel"] li, [role="tabpanel"] figure'),
            ].filter(
              (element) =>
                element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible',
            ).length,
        );
        expect(clipped, `tab ${index}`).toBe(0);
      }
      await expectAccessible(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator says it needs JavaScript instead of showing dead controls', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-no-script-notice]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeHidden();
  });
});
