/**
 * Import economics: what each channel counts as its leads is chosen per channel in the import review,
 * named in the tools' table headings, kept across a reload, and cost per message stands as a figure
 * of its own, in the ROI calculator (English) and the planner (Vietnamese).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { importEn } from '../../src/features/calculator-kit/import/i18n/en.ts';
import { importVi } from '../../src/features/calculator-kit/import/i18n/vi.ts';
import { kitVi } from '../../src/features/calculator-kit/i18n/vi.ts';

const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/exports', name);
const summaryValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
}

async function choose(page: Page, button: string, files: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).first().click(),
  ]);
  await chooser.setFiles(files);
}

test.describe('Result types per channel', () => {
  test.slow();

  test('ROI calculator: one campaign counts form leads, the others messages; headings name both and cost per message stands alone', async ({
    page,
  }) => {
    await open(page, '/solutions/free-resources/roi-calculator');
    await choose(page, 'Choose export files', [fixture('meta-vi-vnd-messages.csv')]);
    const dialog = page.getByRole('dialog', { name: importEn.title });
    const table = dialog.getByRole('region', { name: /3 channels from meta-vi-vnd-messages\.csv/ });
    await expect(table.getByRole('columnheader', { name: 'Leads (messages started)', exact: true })).toBeVisible();
    // The lead-form campaign counts its form leads; the file-wide choice stays on messages.
    await table.getByLabel('What Meta Ads – Khách hàng tiềm năng - Biểu mẫu counts as leads').selectOption('lead');
    await expect(
      table.getByRole('columnheader', { name: 'Leads (messages started, form leads)', exact: true }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /Biểu mẫu/ })).toContainText('37');
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: importEn.replace }).click();
    await expect(page.getByText('Imported 3 channels', { exact: true })).toBeVisible();

    // The card of the form campaign says what its leads are.
    await expect(page.getByRole('region', { name: 'Meta Ads' }).last().getByLabel('Leads (form leads)')).toHaveValue(
      '37',
    );

    await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
    // 16,400,000 ₫ over the two message campaigns ÷ 710 messages = 23,098.59 ₫; the form campaign is left out.
    await expect(summaryValue(page, 'Cost per message')).toHaveText(/23[.,]099/);
    const metrics = page.getByRole('region', { name: 'Detailed Channel Metrics' });
    await expect(metrics.getByRole('columnheader', { name: 'CPL (messages started, form leads)' })).toBeVisible();
    await expect(
      metrics.getByRole('columnheader', { name: 'Lead Conv % (messages started, form leads)' }),
    ).toBeVisible();
    await expectAccessible(page, { include: '[role="tabpanel"]' });

    // The working draft keeps each channel's type across a reload.
    await page.reload();
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
    await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
    await expect(summaryValue(page, 'Cost per message')).toHaveText(/23[.,]099/);
  });

  test('Vietnamese planner at 360 px: calibrating keeps message and form-lead campaigns apart and shows cost per message', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, '/vi/solutions/ai-tools/marketing-budget-planner');
    await choose(page, kitVi.importZoneButton, [fixture('meta-vi-vnd-messages.csv')]);
    const dialog = page.getByRole('dialog', { name: importVi.title });
    const table = dialog.getByRole('region', { name: /3 kênh từ meta-vi-vnd-messages\.csv/ });
    await table
      .getByLabel('Meta Ads – Khách hàng tiềm năng - Biểu mẫu tính gì là khách hàng tiềm năng')
      .selectOption('lead');
    await dialog.getByRole('button', { name: importVi.replace }).click();
    await expect(page.getByText('Đã hiệu chỉnh 2 kênh từ tệp của bạn', { exact: true })).toBeVisible();

    await expect(page.getByRole('group', { name: 'Kênh Meta Ads (cuộc trò chuyện qua tin nhắn)' })).toBeVisible();
    const formLeads = page.getByRole('group', { name: 'Kênh Meta Ads (khách hàng tiềm năng từ biểu mẫu)' });
    await expect(formLeads.getByLabel(kitVi.results.countAs)).toHaveValue('lead');
    const tile = page.locator(`[data-summary-tile="${kitVi.results.costPerMessage}"]`);
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('₫');
    await expect(page.locator('[data-summary-tile^="Khách hàng tiềm năng dự kiến ("]')).toContainText(
      'Khách hàng tiềm năng dự kiến (cuộc trò chuyện qua tin nhắn, khách hàng tiềm năng từ biểu mẫu)',
    );
    await expectAccessible(page, { include: '#planner' });
  });
});

test.describe('Tax on ad spend is part of the plan', () => {
  test.slow();

  test('Vietnamese ROI calculator: VAT is on by default as its own line; a changed rate survives a reload', async ({
    page,
  }) => {
    await open(page, '/vi/solutions/free-resources/roi-calculator');
    await page.getByRole('tab', { name: 'Kết quả và chỉ số', exact: true }).click();
    const tax = page.locator('[role="tabpanel"] [data-ad-tax]');
    // The Vietnamese example spends 50.000.000 ₫: 10 % VAT adds 5.000.000 ₫, on its own line.
    await expect(tax).toContainText('Tiền thuế GTGT trên chi phí quảng cáo5.000.000\u00a0₫');
    await expect(tax).toContainText('Hãy kiểm tra thuế suất hiện hành');
    await expectAccessible(page, { include: '[role="tabpanel"] [data-ad-tax]' });
    await tax.getByLabel('Mức thuế GTGT').fill('5');
    await tax.getByLabel('Mức thuế GTGT').blur();
    await expect(tax).toContainText('2.500.000\u00a0₫');
    await page.reload();
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
    await page.getByRole('tab', { name: 'Kết quả và chỉ số', exact: true }).click();
    await expect(page.locator('[role="tabpanel"] [data-ad-tax]').getByLabel('Mức thuế GTGT')).toHaveValue('5');
  });

  test('English planner in AUD: GST is on by default; switched off, it stays off after a reload', async ({ page }) => {
    await open(page, '/solutions/ai-tools/marketing-budget-planner');
    await expect(page.locator('[data-ad-tax]')).toHaveCount(0);
    await page.locator('#planner-currency').selectOption('AUD');
    const tax = page.locator('[data-ad-tax]');
    await expect(tax).toContainText('GST on ad spend');
    await expect(tax).toContainText('ROAS after GST');
    await tax.getByLabel('Add GST on top of ad spend').uncheck();
    await expect(tax.locator('dl')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
    await expect(page.locator('[data-ad-tax]').getByLabel('Add GST on top of ad spend')).not.toBeChecked();
  });
});
