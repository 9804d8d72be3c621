/**
 * Market examples and economics: the Vietnamese pages of both tools open on the cited Vietnamese
 * example (not the US sample converted) and list where each figure comes from; the English pages keep
 * SPEC's samples and show no such list.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const summaryValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
}

test.describe('The Vietnamese example', () => {
  // Two tool pages and three axe scans in one journey.
  test.slow();

  test('ROI calculator and planner (vi) open on the cited figures and show each source and date', async ({ page }) => {
    await open(page, '/vi/solutions/free-resources/roi-calculator');
    for (const name of ['Facebook Ads', 'Zalo Ads', 'TikTok Ads', 'Google Ads']) {
      await expect(page.getByRole('button', { name: `Sửa ${name}` })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Kết quả và chỉ số', exact: true }).click();
    // 50 million ₫ split 35/20/20/25; revenue = leads × value per lead = 203.100.000 ₫.
    await expect(summaryValue(page, 'Tổng chi phí')).toHaveText('50.000.000\u00a0₫');
    await expect(summaryValue(page, 'Tổng doanh thu')).toHaveText('203.100.000\u00a0₫');

    const sources = page.locator('[data-example-sources]');
    await sources.getByText('Nguồn của các số liệu trong ví dụ').click();
    const table = sources.getByRole('table', { name: 'Các số liệu của ví dụ, nguồn và thời điểm' });
    await expect(table.getByRole('row', { name: /Facebook Ads Chi phí mỗi lượt nhấp 850/ })).toContainText(
      'duonggiaphat.vn',
    );
    await expect(table.getByRole('row', { name: /Zalo Ads Chi phí mỗi cuộc trò chuyện bắt đầu/ })).toContainText(
      'Giả định làm việc của agency',
    );
    await expectAccessible(page, { include: '[data-example-sources]' });

    await open(page, '/vi/solutions/ai-tools/marketing-budget-planner');
    const plannerSources = page.locator('[data-example-sources]');
    await plannerSources.getByText('Nguồn của các số liệu trong ví dụ').click();
    await expect(plannerSources.getByRole('row', { name: /Google Ads Chi phí mỗi lượt nhấp 2\.000/ })).toContainText(
      'pmdn.vn',
    );
    await expectAccessible(page, { include: '[data-example-sources]' });

    // A marketplace template: true ROAS after the assumed fee (10 %) and commission (4 %), both editable.
    const templates = page.locator('[data-channel-templates]');
    await templates.getByLabel('Mẫu kênh').selectOption({ label: 'Shopee Ads' });
    const roas = templates.locator('[data-true-roas]');
    await expect(roas).toContainText('ROAS theo nền tảng 8,33x');
    await expect(roas).toContainText('7,17x');
    const commission = templates.getByLabel('Hoa hồng (% mỗi đơn hàng)');
    await commission.fill('10');
    await commission.blur();
    // 10.000 ₫ of sales per 1.200 ₫ click, keeping 80 % after 10 % fees and 10 % commission: 6,67x.
    await expect(roas).toContainText('hoa hồng (10%): 6,67x');
    await expectAccessible(page, { include: '[data-channel-templates]' });
  });

  test('the English pages keep SPEC samples and list no Vietnamese sources', async ({ page }) => {
    await open(page, '/solutions/free-resources/roi-calculator');
    await expect(page.getByRole('button', { name: 'Edit Display' })).toBeVisible();
    await expect(page.locator('[data-example-sources]')).toHaveCount(0);
  });
});

test.describe('Australian channel templates', () => {
  test('English planner in AUD: a Meta template bought per 1,000 impressions, its source and date, then GST as its own line', async ({
    page,
  }) => {
    await open(page, '/solutions/ai-tools/marketing-budget-planner');
    await expect(page.locator('[data-channel-templates]')).toHaveCount(0);
    await page.locator('#planner-currency').selectOption('AUD');
    const templates = page.locator('[data-channel-templates]');
    await expect(templates.getByRole('heading', { name: 'Add an Australian channel in its own units' })).toBeVisible();
    await templates.getByLabel('Channel template').selectOption({ label: 'Meta Ads (Facebook & Instagram)' });
    await expect(templates.getByLabel('Bought per')).toHaveValue('cpm');
    // A$15.57 per 1,000 impressions at a 1.5 % CTR is a A$1.04 click; at 3 % each lead costs A$34.60.
    await expect(templates.locator('[data-template-equivalent]')).toContainText(/\$1\.04 .*3(\.0)?%.*\$34\.60/);
    await expect(templates.locator('[data-template-source]')).toContainText('Read or set on 26 November 2026');
    await expect(templates.getByRole('link', { name: 'www.superads.ai' })).toBeVisible();
    // Bought per click instead, the price follows in dollars and cents.
    await templates.getByLabel('Bought per').selectOption('cpc');
    await expect(templates.getByLabel(/^Price per click/)).toHaveValue('1.04');
    await expectAccessible(page, { include: '[data-channel-templates]' });
    await templates.getByRole('button', { name: 'Add Meta Ads (Facebook & Instagram)' }).click();
    await expect(
      page.getByRole('group', { name: 'Meta Ads (Facebook & Instagram) channel' }).getByLabel(/CPC/),
    ).toHaveValue('1.04');
    await expect(page.locator('[data-ad-tax]')).toContainText('GST on ad spend');
  });
});
