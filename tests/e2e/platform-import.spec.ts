/**
 * Bring your own numbers: ad platform exports dropped on the ROI calculator are read in the browser,
 * reviewed, corrected and imported, and the import can be undone. Fixtures: tests/fixtures/exports.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { importEn } from '../../src/features/calculator-kit/import/i18n/en.ts';
import { importVi } from '../../src/features/calculator-kit/import/i18n/vi.ts';
import { roiVi } from '../../src/features/roi-calculator/i18n/vi.ts';
import { vietnamSampleRows } from '../../src/features/roi-calculator/model/vietnam-sample.ts';

const PATH = '/solutions/free-resources/roi-calculator';
const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/exports', name);
const summaryValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
}

async function choose(page: Page, button: string, files: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(files);
}

test.describe('ROI calculator: platform exports', () => {
  // Each journey reads files, reviews and imports: several steps on a shared machine.
  test.slow();

  test('three platforms at once become one set of channels; the review corrects the result type; Undo brings the samples back', async ({
    page,
  }) => {
    await open(page);
    await choose(page, 'Choose export files', [
      fixture('google-ads-campaign-report-utf16.csv'),
      fixture('meta-en-mixed-results.csv'),
      fixture('tiktok-report.xlsx'),
    ]);
    const dialog = page.getByRole('dialog', { name: importEn.title });
    await expect(dialog.getByText('Your files are read in this browser. Nothing is uploaded.')).toBeVisible();
    for (const platform of ['Google Ads', 'Meta Ads Manager', 'TikTok Ads Manager'])
      await expect(dialog.getByText(platform, { exact: true })).toBeVisible();
    await expect(dialog.getByText('1 September 2026 - 30 September 2026')).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: '4 channels from google-ads-campaign-report-utf16.csv' }),
    ).toContainText('Google Ads – Shopping');
    // Total rows are left out with their reason; "Total Store - Shopping" is a real campaign.
    await dialog.getByText('Rows left out: 3').click();
    await expect(dialog.getByText('Line 9 “Total: Campaigns”: a total row')).toBeVisible();
    // TikTok's "--" clicks are unknown, not 0.
    await expect(dialog.getByRole('region', { name: /from tiktok-report\.xlsx/ })).toContainText('35 (partly unknown)');
    await expectAccessible(page);

    const meta = dialog.getByRole('listitem').filter({ hasText: 'meta-en-mixed-results.csv' });
    await expect(meta.getByLabel('Count as leads')).toHaveValue('lead');
    await meta.getByLabel('Count as leads').selectOption('message');
    const metaTable = meta.getByRole('region', { name: /from meta-en-mixed-results\.csv/ });
    await expect(metaTable.getByRole('columnheader', { name: 'Leads (messages started)' })).toBeVisible();
    await expect(metaTable.getByRole('row', { name: /Messenger - Melbourne/ })).toContainText('$8');

    await dialog.getByRole('button', { name: 'Replace my channels' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Imported 10 channels', { exact: true })).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.hover();
    await expect(page.getByRole('heading', { name: /Marketing channels/ })).toContainText('(10)');
    await expect(page.getByRole('region', { name: 'Google Ads – Shopping', exact: true })).toContainText(
      'Total Store - Shopping',
    );
    // Undo while its notice is up (the pointer on it holds it open), then the samples are back.
    await undo.click();
    await expect(page.getByRole('heading', { name: /Marketing channels/ })).toContainText('(5)');
    await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
    await expect(summaryValue(page, 'Total Spend')).toHaveText('$5,800');
  });

  test('any CSV: the visitor maps its columns, the mapping is remembered, and a dropped file works too', async ({
    page,
  }) => {
    await open(page);
    await choose(page, 'Choose export files', [fixture('generic-needs-mapping.csv')]);
    const dialog = page.getByRole('dialog', { name: importEn.title });
    const form = dialog.getByRole('group', { name: 'Match the columns' });
    await expect(form).toContainText('We did not recognise enough columns');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Read with these columns' }).click();
    await expect(form.getByText('Choose the spend column and a campaign or channel column.')).toBeVisible();
    await form.getByLabel('Channel').selectOption('Source');
    await form.getByLabel('Spend').selectOption('Money out');
    await form.getByLabel('Clicks').selectOption('Visits');
    await form.getByLabel('Leads', { exact: true }).selectOption('Enquiries');
    await form.getByLabel('Revenue').selectOption('Sales value');
    await form.getByRole('button', { name: 'Read with these columns' }).click();
    const table = dialog.getByRole('region', { name: '3 channels from generic-needs-mapping.csv' });
    await expect(table.getByRole('row', { name: /Zalo OA/ })).toContainText('96');
    await dialog.getByRole('button', { name: 'Add to my channels' }).click();
    await expect(page.getByText('Imported 3 channels', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Marketing channels/ })).toContainText('(8)');
    // The samples' $5,800 plus the file's 7,100,000, read as the dollars on screen (no conversion).
    await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
    await expect(summaryValue(page, 'Total Spend')).toHaveText('$7,105,800');
    await page.getByRole('tab', { name: 'Data Input', exact: true }).click();

    // The same layout, dropped on the zone this time, is read with the remembered columns.
    const bytes = readFileSync(fixture('generic-needs-mapping.csv')).toString('utf8');
    const data = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'september.csv', { type: 'text/csv' }));
      return transfer;
    }, bytes);
    await page.getByRole('region', { name: 'Bring your own numbers' }).dispatchEvent('drop', { dataTransfer: data });
    const again = page.getByRole('dialog', { name: importEn.title });
    await expect(again.getByRole('region', { name: '3 channels from september.csv' })).toBeVisible();
    await expect(again.getByRole('group', { name: 'Match the columns' })).toHaveCount(0);
  });

  test('hostile files each get a clear message and change nothing', async ({ page }) => {
    // A 50 MB file without writing 50 MB: a sparse file outside the repository.
    const dir = mkdtempSync(join(tmpdir(), 'brightlane-import-'));
    const huge = join(dir, 'huge-export.csv');
    closeSync(openSync(huge, 'w'));
    truncateSync(huge, 50_000_000);
    await open(page);
    await choose(page, 'Choose export files', [
      huge,
      fixture('hostile-binary-renamed.csv'),
      fixture('hostile-meta-german.csv'),
    ]);
    const dialog = page.getByRole('dialog', { name: importEn.title });
    await expect(dialog.getByText('huge-export.csv is larger than 20 MB.')).toBeVisible();
    await expect(dialog.getByText('hostile-binary-renamed.csv is not a table')).toBeVisible();
    await expect(dialog.getByText(/switch the platform to English or Vietnamese before downloading/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to my channels' })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: /Marketing channels/ })).toContainText('(5)');
  });
});

test.describe('ROI calculator: platform exports in Vietnamese', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test.slow();

  test('a Meta export with Vietnamese headers in VND counts messages started, then Undo', async ({ page }) => {
    await open(page, `/vi${PATH}`);
    await choose(page, 'Chọn tệp xuất', [fixture('meta-vi-vnd-messages.csv')]);
    const dialog = page.getByRole('dialog', { name: importVi.title });
    await expect(dialog.getByText(importVi.platforms.meta, { exact: true })).toBeVisible();
    await expect(dialog.getByText('2026-09-01 – 2026-09-30')).toBeVisible();
    await expect(dialog.getByLabel(importVi.leadChoice)).toHaveValue('message');
    const table = dialog.getByRole('region', { name: /3 kênh từ meta-vi-vnd-messages\.csv/ });
    await expect(
      table.getByRole('columnheader', { name: 'Khách hàng tiềm năng (cuộc trò chuyện qua tin nhắn)', exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /Quận 1/ })).toContainText('412');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: importVi.replace }).click();
    await expect(page.getByText('Đã nhập 3 kênh', { exact: true })).toBeVisible();
    // The pointer rests on the notice, which holds it open while the page is checked.
    const undo = page.getByRole('button', { name: 'Hoàn tác', exact: true });
    await undo.hover();
    await expect(page.getByRole('heading', { name: new RegExp(roiVi.channelsHeading) })).toContainText('(3)');
    await undo.click();
    // Undo brings back the page's own example: the Vietnamese one, with its own number of channels.
    await expect(page.getByRole('heading', { name: new RegExp(roiVi.channelsHeading) })).toContainText(
      `(${vietnamSampleRows('vi').length})`,
    );
  });
});

test.describe('Budget planner: calibrate from my data', () => {
  test.slow();
  const channel = (page: Page, name: string) => page.getByRole('group', { name: `${name} channel` });

  test('a Google Ads report sets the budget, the split and each channel’s figures; assumptions are named; Undo restores the plan', async ({
    page,
  }) => {
    await open(page, '/solutions/ai-tools/marketing-budget-planner');
    await expect(page.getByRole('region', { name: 'Calibrate from my data' })).toBeVisible();
    await choose(page, 'Choose export files', [fixture('google-ads-campaign-report-utf8.csv')]);
    const dialog = page.getByRole('dialog', { name: importEn.title });
    await expect(
      dialog.getByRole('region', { name: '4 channels from google-ads-campaign-report-utf8.csv' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace my channels' }).click();
    await expect(page.getByText('Calibrated 3 channels from your files', { exact: true })).toBeVisible();
    // The pointer rests on the notice, which holds it open (Radix pauses it) while the page is checked.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.hover();
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('4964');
    // Spend shares 2,344.60 / 2,009.70 / 610.00 of 4,964.30, in tenths that total 100.
    await expect(channel(page, 'Google Ads – Search').getByLabel('Budget Allocation (%)')).toHaveValue('47.2');
    await expect(channel(page, 'Google Ads – Shopping').getByLabel('Budget Allocation (%)')).toHaveValue('40.5');
    await expect(channel(page, 'Google Ads – Video').getByLabel('Budget Allocation (%)')).toHaveValue('12.3');
    const sources = page.getByRole('region', { name: 'Where the figures come from' });
    await expect(sources).toContainText(
      'Google Ads – Search: cost per click, conversion rate, value per lead from your files',
    );
    await expect(sources).toContainText(
      'Google Ads – Video: cost per click, conversion rate, value per lead assumed (not in your files)',
    );
    await expectAccessible(page);
    await undo.click();
    await expect(channel(page, 'Google Ads')).toBeVisible();
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('10000');
  });
});
