/**
 * True ROAS after marketplace fees: a channel added from a Shopee Ads template keeps the marketplace's
 * fee and commission, editable on its card afterwards, and the planner's breakdown shows "True ROAS
 * (after fees)" beside ROAS, in English (table, 1280 px) and in Vietnamese (stacked cards, 360 px); the
 * ROI calculator's results and printed report show it after the hand-off. The Vietnamese example's
 * Zalo channel counts messages started in both tools.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const TABLE = '#planner-breakdown-table';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Adds Shopee Ads from its template, then gives it 10 % of the budget taken from `from`. */
async function addShopee(
  page: Page,
  words: { template: string; add: string; group: string; allocation: string },
  from: string,
  fromValue: string,
) {
  const templates = page.locator('[data-channel-templates]');
  await templates.getByLabel(words.template).selectOption({ label: 'Shopee Ads' });
  await templates.getByRole('button', { name: words.add }).click();
  const before = page.getByRole('group', { name: words.group.replace('{label}', from) }).getByLabel(words.allocation);
  await before.fill(fromValue);
  await before.blur();
  const shopee = page
    .getByRole('group', { name: words.group.replace('{label}', 'Shopee Ads') })
    .getByLabel(words.allocation);
  await shopee.fill('10');
  await shopee.blur();
}

test('English planner in dong at 1280 px: a Shopee Ads channel shows true ROAS after fees beside ROAS, its fees edited on the card, and the ROI calculator and its printed report show it after the hand-off', async ({
  page,
}) => {
  // Two tool pages in one journey.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/solutions/ai-tools/marketing-budget-planner');
  await page.locator('#planner-currency').selectOption('VND');
  await addShopee(
    page,
    {
      template: 'Channel template',
      add: 'Add Shopee Ads',
      group: '{label} channel',
      allocation: 'Budget Allocation (%)',
    },
    'Google Ads',
    '30',
  );
  const table = page.locator(TABLE);
  await expect(table.getByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeVisible();
  // 4 % of 1.200 ₫ clicks buy 250.000 ₫ leads: ROAS 8,33x; after 10 % fees and 4 % commission 7,17x
  // (amounts in dong keep Vietnamese separators on English pages).
  const shopee = table.getByRole('row', { name: /Shopee Ads/ });
  await expect(shopee).toContainText('Marketplace fee 10%, commission 4%');
  await expect(shopee.getByRole('cell').nth(5)).toHaveText('8,33x');
  await expect(shopee.getByRole('cell').nth(6)).toHaveText('7,17x');
  // Channels without a marketplace's cut have no true ROAS of their own.
  await expect(
    table
      .getByRole('row', { name: /Google Ads/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText('—');
  await expect(page.locator('[data-true-roas-note]')).toContainText('Channels without marketplace fees show —');
  await expectAccessible(page, { include: TABLE });

  // The card keeps the fees editable: a 10 % commission instead of 4 % keeps 80 % of 8,33x = 6,67x.
  const shopeeCard = page.getByRole('group', { name: 'Shopee Ads channel' });
  await shopeeCard.locator('summary', { hasText: 'Marketplace fee 10%, commission 4%' }).click();
  const commission = shopeeCard.getByLabel('Commission (% of each sale)');
  await commission.fill('10');
  await commission.blur();
  await expect(shopeeCard.locator('summary')).toHaveText('Marketplace fee 10%, commission 10%');
  await expect(shopee.getByRole('cell').nth(6)).toHaveText('6,67x');
  await expect(shopee).toContainText('Marketplace fee 10%, commission 10%');
  await expectAccessible(page, { include: '[data-channel-fees-editor]' });

  // The hand-off carries the fees: the ROI calculator's results table shows true ROAS for Shopee Ads.
  await page.getByRole('button', { name: 'Show planning tools' }).click();
  const tools = page.locator('#planning-tools');
  await tools.locator('summary', { hasText: 'Check this plan against actuals' }).click();
  await tools.getByRole('link', { name: 'Send plan to ROI Calculator' }).click();
  // The plan's channels replace the rows once the planning checks (loaded on demand) read the fragment.
  const edit = page.getByRole('button', { name: 'Edit Shopee Ads', exact: true });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await edit.click();
  const card = page.getByRole('group', { name: 'Figures for Shopee Ads', exact: true });
  await card.getByLabel('Spend', { exact: true }).fill('5000000');
  await card.getByLabel('Revenue', { exact: true }).fill('30000000');
  await page.getByRole('button', { name: 'Done editing Shopee Ads' }).click();
  await page.getByRole('tab', { name: 'Results & Metrics', exact: true }).click();
  const metrics = page.getByRole('region', { name: 'Detailed Channel Metrics' });
  await expect(metrics.getByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeVisible();
  // The edited fees travelled: 30.000.000 ₫ × (1 − 10 % − 10 %) ÷ 5.000.000 ₫ = 4,80x.
  await expect(
    metrics.getByRole('row', { name: /Shopee Ads/ }).locator('[data-label="True ROAS (after fees)"]'),
  ).toHaveText('4,80x');
  await expect(page.locator('[data-true-roas-note]')).toBeVisible();
  await expectAccessible(page, { include: '[aria-labelledby="roi-detailed-metrics"]' });

  // The printed report shows the same column and figure. window.print() would block a headless
  // browser; the button's own request puts the report in the page.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print report' }).click();
  await page.emulateMedia({ media: 'print' });
  const report = page.getByRole('region', { name: 'Marketing ROI report' });
  await expect(report.getByRole('columnheader', { name: 'True ROAS (after fees)' })).toBeVisible();
  await expect(
    report.getByRole('row', { name: /Shopee Ads/ }).locator('[data-label="True ROAS (after fees)"]'),
  ).toHaveText('4,80x');
  await expect(report).toContainText('True ROAS: the revenue kept after the marketplace fee and commission');
  await page.emulateMedia({ media: 'screen' });
});

test('Vietnamese tools at 360 px: the Shopee Ads card shows ROAS thực after fees; Zalo counts messages started in both tools', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/vi/solutions/ai-tools/marketing-budget-planner');
  await addShopee(
    page,
    { template: 'Mẫu kênh', add: 'Thêm Shopee Ads', group: 'Kênh {label}', allocation: 'Tỷ lệ phân bổ ngân sách (%)' },
    'Facebook Ads',
    '25',
  );
  const shopee = page.locator(TABLE).getByRole('row', { name: /Shopee Ads/ });
  await expect(shopee).toContainText('Phí sàn 10%, hoa hồng 4%');
  await expect(shopee.locator('[data-label="ROAS thực (sau phí sàn)"]')).toHaveText('7,17x');
  await expect(shopee.locator('[data-label="Doanh thu/chi phí quảng cáo (ROAS)"]')).toHaveText('8,33x');
  await shopee.locator('[data-true-roas-cell]').scrollIntoViewIfNeeded();
  await expect(shopee.locator('[data-true-roas-cell]')).toBeVisible();
  // Zalo's cited price is per started message: its results are messages, 10.000.000 ₫ for 250 of them.
  await expect(page.locator(TABLE).getByRole('row', { name: /Zalo Ads/ })).toContainText(
    'cuộc trò chuyện qua tin nhắn',
  );
  await expect(page.locator('[data-summary-tile="Chi phí mỗi tin nhắn"] dd')).toHaveText('40.000\u00a0₫');
  await expectAccessible(page, { include: TABLE });

  await open(page, '/vi/solutions/free-resources/roi-calculator');
  await page.getByRole('tab', { name: 'Kết quả và chỉ số', exact: true }).click();
  await expect(
    page.locator('dt', { hasText: 'Chi phí mỗi tin nhắn' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('40.000\u00a0₫');
  const metrics = page.getByRole('region', { name: 'Chỉ số chi tiết theo kênh' });
  await expect(metrics.getByRole('row', { name: /Zalo Ads/ })).toContainText('cuộc trò chuyện qua tin nhắn');
  await expectAccessible(page, { include: '[aria-labelledby="roi-detailed-metrics"]' });
});
