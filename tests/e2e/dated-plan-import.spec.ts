/**
 * Weekly actuals from platform exports in the plan over time: a Google Ads UTF-16 report and a TikTok
 * XLSX, both by day over two weeks (Mon 7 – Sun 20 September 2026), become Monday weeks per channel
 * and the pacing verdicts follow. English on a desktop (with a report that has no dates, a channel
 * the plan lacks assigned by the visitor, and Undo), Vietnamese on a phone. Worked figures: a flight
 * of 1 September – 30 November 2026 (91 days) with even phasing.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts';

const PATH = '/solutions/ai-tools/marketing-budget-planner';
const fixture = (name: string) => join(process.cwd(), 'tests/fixtures/exports', name);

async function openDatedPlan(page: Page, path: string, open: string, start: string, end: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: open }).click();
  const panel = page.locator('#dated-plan');
  await panel.getByLabel(start).fill('2026-09-01');
  await panel.getByLabel(end).fill('2026-11-30');
  return panel;
}

async function choose(page: Page, button: string, files: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(files);
}

test.describe('Plan over time: actuals imported from platform exports', () => {
  test.slow();

  test('en at 1280 px: a report without dates is explained; two daily exports become four channel-weeks; pacing; Undo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const panel = await openDatedPlan(page, PATH, 'Plan by month', 'Flight starts', 'Flight ends');
    await page.getByLabel('Currency', { exact: true }).selectOption('AUD');
    expect(
      requested.filter((u) => /import-review-dialog/.test(u)),
      'the importer loads only when a file is chosen',
    ).toEqual([]);

    // A campaign report with one date range: nothing to import, and the way to add a Day column.
    await choose(page, 'Choose exports for the actuals', [fixture('google-ads-campaign-report-utf16.csv')]);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        /^4 rows have no date\. The export needs a Day or Week column: in Google Ads add Segment › Time › Day/,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add these weeks' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await choose(page, 'Choose exports for the actuals', [
      fixture('google-ads-daily-utf16.csv'),
      fixture('tiktok-daily.xlsx'),
    ]);
    await expect(
      dialog.getByText('14 dated rows make 2 channel-weeks, from 7 Sept 2026 to 14 Sept 2026.'),
    ).toBeVisible();
    await expect(dialog.getByText(/^Not in the plan, skipped: TikTok Ads \(16\)\./)).toBeVisible();
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByLabel('Rows of TikTok Ads go to').selectOption('Facebook Ads');
    await expect(
      dialog.getByText('30 dated rows make 4 channel-weeks, from 7 Sept 2026 to 14 Sept 2026.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Add these weeks' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('4 channel-weeks imported into the actuals.', { exact: true })).toBeVisible();
    // The pointer on Undo holds its notice open while the pacing is read.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.hover();

    // Google Ads spent 910 + 1,400 by 20 Sept: more than its September (4,000 × 30 / 91 = 1,319), and over
    // the flight it runs at 115.50 a day where (4,000 − 2,310) / 71 days = 23.80 is needed. Facebook Ads
    // (TikTok's rows, 170.50 + 180) runs at 17.53 a day: (989.01 − 350.50) / 10 = 63.85 needed in
    // September, (3,000 − 350.50) / 71 = 37.32 over the flight.
    await expect(panel.getByText(/^As of 20\sSept\s2026, the end of the latest week entered\.$/)).toBeVisible();
    const september = panel.getByRole('region', { name: 'Sept 2026' });
    await expect(september.getByRole('row', { name: /^Google Ads/ })).toContainText('Budget already spent');
    await expect(september.getByRole('row', { name: /^Facebook Ads/ })).toContainText(
      'Underspending: +A$46 a day to land on budget',
    );
    const flight = panel.getByRole('region', { name: 'Whole flight' });
    await expect(flight.getByRole('row', { name: /^Google Ads/ })).toContainText(
      'Overspending: A$92 a day less to land on budget',
    );
    await expect(flight.getByRole('row', { name: /^Facebook Ads/ })).toContainText(
      'Underspending: +A$20 a day to land on budget',
    );
    await expectAccessible(page, { include: '[aria-labelledby="dated-import-title"]' });

    await undo.click();
    await expect(page.getByText('Actuals back as they were.', { exact: true })).toBeVisible();
    await expect(panel.getByText('Enter a week of actuals to see pacing.')).toBeVisible();
  });

  test('vi at 360 px: both exports match the Vietnamese plan’s channels; pacing in dong', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const panel = await openDatedPlan(
      page,
      `/vi${PATH}`,
      'Lập kế hoạch theo tháng',
      'Ngày bắt đầu chiến dịch',
      'Ngày kết thúc chiến dịch',
    );
    await choose(page, 'Chọn tệp xuất cho số thực tế', [
      fixture('google-ads-daily-utf16.csv'),
      fixture('tiktok-daily.xlsx'),
    ]);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(/^30 dòng có ngày tạo thành 4 tuần-kênh, từ 7 thg 9, 2026 đến 14 thg 9, 2026\.$/),
    ).toBeVisible();
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Thêm các tuần này' }).click();
    await expect(page.getByText('Đã nhập 4 tuần-kênh vào số thực tế.', { exact: true })).toBeVisible();
    // 50 million ₫ over 91 days: Google Ads 25 % (12.5 million), TikTok Ads 20 % (10 million). A few
    // thousand dong spent, so both are under over the flight: (12,500,000 − 2,310) / 71 − 115.50 and
    // (10,000,000 − 350.50) / 71 − 17.53 a day.
    const flight = panel.getByRole('region', { name: 'Cả chiến dịch' });
    await expect(flight.getByRole('row', { name: /^Google Ads/ })).toContainText(
      'Chi chậm: +175.908 ₫ mỗi ngày để chi đủ ngân sách',
    );
    await expect(flight.getByRole('row', { name: /^TikTok Ads/ })).toContainText(
      'Chi chậm: +140.823 ₫ mỗi ngày để chi đủ ngân sách',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
