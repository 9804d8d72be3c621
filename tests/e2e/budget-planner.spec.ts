import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { defaultPlannerState } from '../../src/features/budget-planner/model/planner.ts';
import { makeSavedPlan, SAVED_PLANS_KEY } from '../../src/features/budget-planner/model/plans.ts';
import { encodePlanShare } from '../../src/features/budget-planner/model/share.ts';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';

// Several axe scans of a large interactive page per test: allow more than the default time.
test.describe.configure({ timeout: 120_000 });

const PATH = '/solutions/ai-tools/marketing-budget-planner';
const tile = (page: Page, label: string) => page.locator(`[data-summary-tile="${label}"] dd`);
const channel = (page: Page, name: string) => page.getByRole('group', { name: `${name} channel` });
const banner = (page: Page) => page.locator('[data-allocation-status]');
// Not by role: while a modal dialog is open, Radix hides the rest of the page (toasts included) from the accessibility tree.
const toastTitle = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });

async function open(page: Page, query = '') {
  await page.goto(`${PATH}${query}`);
  // The island is hydrated once a control reacts; the summary is server-rendered already.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('Budget Planner: defaults and page', () => {
  test('keeps a budget and a channel figure typed before the planner hydrated', async ({ page }) => {
    const hydrate = await openBeforeHydration(page, PATH, /budget-planner\.[\w-]+\.js$/);
    // Each field is in a form of its own (decision 176), which Enter must not send: the page stays,
    // before hydration and after.
    let navigations = 0;
    page.on('framenavigated', (frame) => (navigations += frame === page.mainFrame() ? 1 : 0));
    await page.getByLabel('Total Budget', { exact: true }).fill('20000');
    await page.getByLabel('Total Budget', { exact: true }).press('Enter');
    await channel(page, 'Google Ads').getByLabel('Value per Lead').fill('200');
    await hydrate();
    await channel(page, 'Google Ads').getByLabel('Value per Lead').press('Enter');
    expect(navigations).toBe(0);
    await expect(page.getByLabel('Total Budget', { exact: true })).toHaveValue('20000');
    await expect(channel(page, 'Google Ads').getByLabel('Value per Lead')).toHaveValue('200');
    await expect(tile(page, 'Total Budget')).toHaveText('$20,000');
    // Google Ads: 40 % of $20,000 = $8,000 → 3,200 clicks → 112 leads × $200 = $22,400.
    await expect(
      page
        .getByRole('table')
        .getByRole('row', { name: /Google Ads/ })
        .getByRole('cell'),
    ).toHaveText(['$8,000', '3,200', '112.0', '$71', '$22,400', '2.80x']);
  });

  // One visitor on the example plan: each step is one former test, named as it was, and none opens
  // the page again. The page around the planner is scanned in its first state; later states are
  // scanned where they changed (the planner, or the open dialog).
  test('the example plan: numbers, CSV, comparison, allocation, saved plans, goal-first and Copy link', async ({
    page,
    context,
  }) => {
    // Seven steps on one page, with four axe scans.
    test.setTimeout(300_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await test.step('shows the default numbers, is noindex, and passes axe in budget-first mode', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Marketing Campaign Budget Planner' })).toBeVisible();
      await expect(
        page.locator('section#planner').getByRole('heading', { level: 2, name: 'Interactive Budget Planning Tool' }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

      await expect(tile(page, 'Total Budget')).toHaveText('$10,000');
      await expect(tile(page, 'Est. Leads')).toHaveText('437.3');
      await expect(tile(page, 'Est. Customers')).toHaveText('87.5');
      await expect(tile(page, 'Est. Revenue')).toHaveText('$59,240');
      await expect(tile(page, 'Overall ROI')).toHaveText('492.4%');
      await expect(tile(page, 'Avg. CAC')).toHaveText('$114');

      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([
        'Channel',
        'Budget',
        'Est. Clicks',
        'Est. Leads',
        'CPL',
        'Est. Revenue',
        'ROAS',
      ]);
      await expect(table.getByRole('row', { name: /Google Ads/ }).getByRole('cell')).toHaveText([
        '$4,000',
        '1,600',
        '56.0',
        '$71',
        '$8,400',
        '2.10x',
      ]);
      await expect(banner(page)).toHaveText('Total Allocation: 100.0%');

      await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '#planner');
      await expect(page.getByRole('link', { name: 'View More Tools' })).toHaveAttribute('href', '/solutions/ai-tools');

      await page.getByRole('heading', { name: 'Performance Comparison' }).scrollIntoViewIfNeeded();
      await expect(page.locator('[data-chart]')).toHaveCount(2);
      await expectAccessible(page);
    });
    await test.step('exports the CSV with the exact header and the Google Ads row', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^marketing-budget-plan-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Channel,Budget ($),Clicks,Conversions (Leads),Cost Per Lead (CPL),Revenue ($),ROAS');
      expect(lines[1]).toBe('Google Ads,4000.00,1600,56.0,71.43,8400.00,2.10');
      await expect(toastTitle(page, 'Data exported successfully!')).toBeVisible();
    });
    await test.step('the comparison metric dropdown switches the chart, by keyboard', async () => {
      const metric = page.getByRole('combobox', { name: 'Comparison metric' });
      await expect(metric.locator('option:checked')).toHaveText('Compare by Leads');
      // A native select: the arrow keys change the choice without opening the list.
      await metric.focus();
      await page.keyboard.press('ArrowDown');
      await expect(metric.locator('option:checked')).toHaveText('Compare by Revenue');
      await page.keyboard.press('ArrowDown');
      await expect(metric.locator('option:checked')).toHaveText('Compare by ROAS');
      await expect(page.getByRole('img', { name: /Bar chart, compare by roas: Google Ads 2\.10x/ })).toBeVisible();
    });
    await test.step('the banner goes yellow then shows the invalid notice; the slider is capped and keyboard operable', async () => {
      const slider = channel(page, 'Google Ads').getByRole('slider', { name: 'Google Ads budget allocation' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveValue('40');
      await page.keyboard.press('ArrowLeft');
      await expect(banner(page)).toHaveText('Total Allocation: 99.9%');
      await expect(banner(page)).toHaveAttribute('data-allocation-status', 'complete');
      await expect(tile(page, 'Est. Leads')).toBeVisible();

      const box = channel(page, 'Google Ads').getByLabel('Budget Allocation (%)');
      await box.fill('30');
      await box.blur();
      await expect(banner(page)).toHaveText('Total Allocation: 90.0% (10.0% remaining)');
      await expect(banner(page)).toHaveAttribute('data-allocation-status', 'under');
      await expect(page.getByRole('heading', { name: 'Invalid Budget Allocation' })).toBeVisible();
      await expect(
        page.getByText(
          'Your total budget allocation is 90.0%. Please adjust your channel allocations to equal exactly 100% to see results.',
        ),
      ).toBeVisible();
      await expect(tile(page, 'Est. Leads')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      await expectAccessible(page, { include: '#planner' });

      // Typing more than is free is refused beside the field; the previous value stays.
      await box.fill('75');
      await expect(channel(page, 'Google Ads').getByRole('alert')).toHaveText(
        'Budget Allocation (%) cannot be more than 40%. The previous value is kept.',
      );
      await box.blur();
      await expect(box).toHaveValue('30');
      await box.fill('40');
      await expect(channel(page, 'Google Ads').getByRole('alert')).toHaveCount(0);
      await expect(banner(page)).toHaveText('Total Allocation: 100.0%');
    });
    await test.step('saves with the name check and loads back, with the exact toasts and axe on both dialogs', async () => {
      await page.getByRole('button', { name: 'Save Plan' }).click();
      const save = page.getByRole('dialog', { name: 'Save Budget Plan' });
      await expect(save.getByLabel('Plan Name')).toBeFocused();
      await expectAccessible(page, { include: '[role="dialog"]' });
      await save.getByRole('button', { name: 'Save Plan' }).click();
      await expect(save.getByText('Please enter a plan name')).toBeVisible();
      await save.getByLabel('Plan Name').fill('   ');
      await save.getByRole('button', { name: 'Save Plan' }).click();
      await expect(save.getByText('Please enter a plan name')).toBeVisible();
      await save.getByLabel('Plan Name').fill('Q3 launch');
      await save.getByRole('button', { name: 'Save Plan' }).click();
      await expect(toastTitle(page, 'Plan saved successfully!')).toBeVisible();
      await expect(save).toBeHidden();

      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('brightlane:budget-planner:saved-plans') ?? 'null'),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: 'Q3 launch',
        data: { schemaVersion: 1, currency: 'USD', planningMode: 'budget-first', totalBudget: 10000 },
      });
      expect(typeof stored[0].id).toBe('string');
      expect(new Date(stored[0].savedAt).toISOString()).toBe(stored[0].savedAt);

      // Change the planner, then load the plan back.
      await page.getByLabel('Total Budget', { exact: true }).fill('20000');
      await expect(tile(page, 'Total Budget')).toHaveText('$20,000');
      await page.getByRole('button', { name: 'Load Plan' }).click();
      const load = page.getByRole('dialog', { name: 'Load Saved Plan' });
      await expect(load.getByText('Q3 launch')).toBeVisible();
      await expect(load.getByText(/^Saved /)).toBeVisible();
      await expectAccessible(page, { include: '[role="dialog"]' });
      await load.getByRole('button', { name: 'Load Q3 launch' }).click();
      await expect(toastTitle(page, 'Plan loaded successfully!')).toBeVisible();
      await expect(tile(page, 'Total Budget')).toHaveText('$10,000');
      await expect(page.getByText('Plan: Q3 launch', { exact: true })).toBeVisible();
    });
    await test.step('goal-first shows 500 leads and about $7,137 required, and passes axe', async () => {
      await page.getByRole('radio', { name: /Goal First/ }).check();
      await expect(page.getByText('Goal-Based Planning')).toBeVisible();
      await expect(page.getByLabel('Total Budget', { exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Campaign Goal (customers)')).toHaveValue('100');
      await expect(tile(page, 'Required Budget')).toHaveText('$7,137');
      await expect(tile(page, 'Est. Leads')).toHaveText('500.0');
      await expect(tile(page, 'Est. Customers')).toHaveText('100.0');
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole('slider')).toHaveCount(0);
      await expectAccessible(page, { include: '#planner' });

      await page.getByLabel('Campaign Goal (customers)').fill('200');
      await expect(tile(page, 'Required Budget')).toHaveText('$14,274');
    });
    await test.step('Copy link round-trips the whole plan, currency included', async () => {
      await page.getByRole('radio', { name: /Goal First/ }).check();
      await page.getByLabel('Campaign Goal (customers)').fill('250');
      await channel(page, 'Facebook Ads').getByLabel('Channel Name').fill('Meta Ads');
      await page.getByLabel('Currency').selectOption('AUD');
      // Amount fields take their sign from the same currency table as the results.
      await expect(channel(page, 'Google Ads').getByLabel('Cost per Click (CPC)').locator('..')).toContainText('A$');
      const required = await tile(page, 'Required Budget').textContent();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(toastTitle(page, 'Link copied')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\?plan=v1\.[A-Za-z0-9_-]+$/);

      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await expect(toastTitle(page, 'Shared plan loaded')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Goal First/ })).toBeChecked();
      await expect(page.getByLabel('Campaign Goal (customers)')).toHaveValue('250');
      await expect(channel(page, 'Meta Ads')).toBeVisible();
      await expect(page.getByLabel('Currency')).toHaveValue('AUD');
      await expect(tile(page, 'Required Budget')).toHaveText(required ?? '');
      // The address keeps the link, and the link's currency does not become the visitor's own.
      await expect(page).toHaveURL(link);
      expect(await page.evaluate(() => localStorage.getItem('brightlane:currency'))).toBeNull();
    });
  });
});

test.describe('Budget Planner: allocation', () => {
  test('an over-allocated plan shows the red banner and the quick fix scales it to 100 %', async ({ page }) => {
    const state = defaultPlannerState();
    state.channels[0]!.budgetAllocation = 60;
    await open(page, `?plan=${encodePlanShare({ state, currency: 'USD' })}`);
    await expect(banner(page)).toHaveText('Total Allocation: 120.0% (Over 100%)');
    await expect(banner(page)).toHaveAttribute('data-allocation-status', 'over');
    await expect(page.getByText('Your total budget allocation is 120.0%.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Scale allocations to 100%' }).click();
    await expect(banner(page)).toHaveText('Total Allocation: 100.0%');
    await expect(channel(page, 'Google Ads').getByLabel('Budget Allocation (%)')).toHaveValue('50');
  });
});

test.describe('Budget Planner: goal-first and channels', () => {
  test('adds and removes channels; the last one cannot be removed', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Add Channel' }).click();
    const added = channel(page, 'New Channel');
    await expect(added.getByLabel('Channel Name')).toHaveValue('New Channel');
    await expect(added.getByLabel('Budget Allocation (%)')).toHaveValue('0');
    await expect(added.getByLabel('Cost per Click (CPC)')).toHaveValue('1');
    await expect(added.getByLabel('Conversion Rate (CVR)')).toHaveValue('2');
    await expect(added.getByLabel('Value per Lead')).toHaveValue('100');
    await expect(page.getByRole('table').getByRole('row', { name: /New Channel/ })).toBeVisible();

    await added.getByLabel('Channel Name').fill('Podcast sponsorships');
    await expect(page.getByRole('table').getByRole('row', { name: /Podcast sponsorships/ })).toBeVisible();

    for (const name of ['Podcast sponsorships', 'Google Ads', 'Facebook Ads', 'SEO/Content']) {
      await page.getByRole('button', { name: `Remove ${name}` }).click();
    }
    await expect(page.getByRole('group', { name: /channel$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(banner(page)).toHaveText('Total Allocation: 10.0% (90.0% remaining)');
  });
});

test.describe('Budget Planner: saved plans', () => {
  test('compares two saved plans and deletes them with the exact toast', async ({ page }) => {
    const budgetPlan = makeSavedPlan(
      'Q3 launch',
      { state: defaultPlannerState(), currency: 'USD' },
      new Date('2025-04-01T09:00:00Z'),
    );
    const goalPlan = makeSavedPlan(
      'Q3 goal',
      { state: { ...defaultPlannerState(), planningMode: 'goal-first' }, currency: 'USD' },
      new Date('2025-04-02T09:00:00Z'),
    );
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [SAVED_PLANS_KEY, JSON.stringify([budgetPlan, goalPlan])] as const,
    );
    await open(page);
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare Saved Plans' });
    await expect(compare.getByRole('row', { name: /^Budget/ }).getByRole('cell')).toHaveText([
      '$10,000',
      '$7,137',
      '−$2,863',
    ]);
    await expect(compare.getByRole('row', { name: /^Est. Leads/ }).getByRole('cell')).toHaveText([
      '437.3',
      '500.0',
      '+62.7',
    ]);
    await expectAccessible(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Load Plan' }).click();
    const load = page.getByRole('dialog', { name: 'Load Saved Plan' });
    await load.getByRole('button', { name: 'Delete Q3 goal' }).click();
    await expect(toastTitle(page, 'Plan deleted')).toBeVisible();
    // Undo is offered inside the dialog (the modal makes toasts unreachable) and takes the focus.
    await expect(
      load.getByRole('status').filter({ hasText: '“Q3 goal” deleted' }).getByRole('button', { name: 'Undo' }),
    ).toBeFocused();
    await load.getByRole('button', { name: 'Delete Q3 launch' }).click();
    await expect(load.getByText('No saved plans found')).toBeVisible();
    await expectAccessible(page, { include: '[role="dialog"]' });
  });

  test('a corrupted saved-plans value is reported and the planner keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('brightlane:budget-planner:saved-plans', '{"plans": [oops');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await open(page);
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
    await expect(tile(page, 'Est. Leads')).toHaveText('437.3');
    await page.getByRole('button', { name: 'Load Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Load Saved Plan' }).getByText('No saved plans found')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByLabel('Plan Name').fill('Fresh start');
    await page.getByLabel('Plan Name').press('Enter');
    await expect(toastTitle(page, 'Plan saved successfully!')).toBeVisible();
    const backup = await page.evaluate(() =>
      localStorage.getItem('brightlane:budget-planner:saved-plans:unreadable-backup'),
    );
    expect(JSON.parse(backup ?? 'null')).toBe('{"plans": [oops');
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveCount(0);
  });
});

test.describe('Budget Planner: export and share', () => {
  test('a link with more channels than the planner holds says how many are left out', async ({ page }) => {
    const state = defaultPlannerState();
    state.channels = Array.from({ length: 30 }, (_, index) => ({
      ...state.channels[0]!,
      id: String(index),
      name: `Channel ${index + 1}`,
      budgetAllocation: index < 20 ? 5 : 0,
    }));
    await open(page, `?plan=${encodePlanShare({ state, currency: 'USD' })}`);
    await expect(toastTitle(page, 'Shared plan loaded')).toBeVisible();
    await expect(
      toastTitle(page, 'It has 30 channels; the planner shows the first 20, so 10 are left out.'),
    ).toBeVisible();
    await expect(channel(page, 'Channel 20')).toBeVisible();
    await expect(channel(page, 'Channel 21')).toHaveCount(0);
  });

  test('a malformed link is reported and the defaults load', async ({ page }) => {
    await open(page, '?plan=v1.not-a-real-plan');
    await expect(toastTitle(page, 'Could not open the shared plan')).toBeVisible();
    await expect(tile(page, 'Est. Leads')).toHaveText('437.3');
  });
});

/**
 * The core journey once per language: the Vietnamese page shows Vietnamese words, vi-VN figures
 * and VND by default; the English page keeps SPEC's words and US dollars.
 */
const journeys = [
  {
    locale: 'en',
    path: PATH,
    currency: 'USD',
    budget: '50000',
    w: {
      h1: 'Marketing Campaign Budget Planner',
      totalBudget: 'Total Budget',
      estLeads: 'Est. Leads',
      channelName: 'Channel Name',
      group: (name: string) => `${name} channel`,
      thirdChannel: 'SEO/Content',
      banner: 'Total Allocation: 100.0%',
      exportCsv: 'Export CSV',
      exported: 'Data exported successfully!',
      csvHeader: 'Channel,Budget ($),Clicks,Conversions (Leads),Cost Per Lead (CPL),Revenue ($),ROAS',
      csvRow: 'Search,20000.00,8000,280.0,71.43,42000.00,2.10',
      savePlan: 'Save Plan',
      saveTitle: 'Save Budget Plan',
      planName: 'Plan Name',
      saved: 'Plan saved successfully!',
      loadPlan: 'Load Plan',
      loadTitle: 'Load Saved Plan',
      loaded: 'Plan loaded successfully!',
      copyLink: 'Copy link',
      copied: 'Link copied',
      shared: 'Shared plan loaded',
      restored: 'Restored your last session',
    },
    figures: {
      opening: '$10,000',
      openingLeads: '437.3',
      budget: '$50,000',
      leads: '2,186.7',
      googleBudget: '$20,000',
      edited: '$60,000',
    },
  },
  {
    locale: 'vi',
    path: `/vi${PATH}`,
    currency: 'VND',
    budget: '150000000',
    w: {
      h1: 'Công cụ lập ngân sách chiến dịch marketing',
      totalBudget: 'Tổng ngân sách',
      // The example's Zalo channel counts messages started (the heading names both result types).
      estLeads: 'Khách hàng tiềm năng dự kiến (khách hàng tiềm năng, cuộc trò chuyện qua tin nhắn)',
      channelName: 'Tên kênh',
      group: (name: string) => `Kênh ${name}`,
      thirdChannel: 'TikTok Ads',
      banner: 'Tổng phân bổ: 100,0%',
      exportCsv: 'Xuất tệp CSV',
      exported: 'Đã xuất dữ liệu!',
      csvHeader:
        'Kênh,Ngân sách (VND),Lượt nhấp,Chuyển đổi (khách hàng tiềm năng),Chi phí mỗi khách hàng tiềm năng (CPL),Doanh thu (VND),ROAS',
      // The first row is the example's first channel, Facebook Ads (35 % of 150 million ₫).
      csvRow: 'Facebook Ads,52500000.00,61765,1235.3,42500.00,247058823.53,4.71',
      savePlan: 'Lưu kế hoạch',
      saveTitle: 'Lưu kế hoạch ngân sách',
      planName: 'Tên kế hoạch',
      saved: 'Đã lưu kế hoạch!',
      loadPlan: 'Mở kế hoạch',
      loadTitle: 'Mở kế hoạch đã lưu',
      loaded: 'Đã mở kế hoạch!',
      copyLink: 'Sao chép liên kết',
      copied: 'Đã sao chép liên kết',
      shared: 'Đã mở kế hoạch được chia sẻ',
      restored: 'Đã khôi phục phiên làm việc trước',
    },
    figures: {
      // The Vietnamese example: Facebook, Zalo, TikTok and Google at Vietnamese prices, 50 million ₫.
      opening: '50.000.000\u00a0₫',
      openingLeads: '980,5',
      budget: '150.000.000\u00a0₫',
      leads: '2.941,5',
      googleBudget: '37.500.000\u00a0₫',
      edited: '160.000.000\u00a0₫',
    },
  },
] as const;

for (const { locale, path, currency, budget, w, figures } of journeys) {
  test.describe(`Budget Planner core journey (${locale})`, () => {
    const openAt = async (page: Page, url: string = path) => {
      await page.goto(url);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    };
    const total = (page: Page) => page.getByLabel(w.totalBudget, { exact: true });

    test('edit channels, results at 100 %, export CSV, save and load, share link, draft restore', async ({
      page,
      context,
    }) => {
      // Eight axe scans and three reloads (more in Vietnamese: the tax line and the templates).
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openAt(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: w.h1 })).toBeVisible();
      await expect(page.locator('#planner-currency')).toHaveValue(currency);
      // The example plan is written in the page's currency: 10,000 dollars, or the same plan in dong.
      await expect(tile(page, w.totalBudget)).toHaveText(figures.opening);
      await expect(tile(page, w.estLeads)).toHaveText(figures.openingLeads);
      if (locale === 'vi') {
        // Zalo Ads bought per started message (40.000 ₫ at 8 %: a 3.200 ₫ click) and VAT as its own line.
        await expect(
          page.getByRole('group', { name: w.group('Zalo Ads') }).getByLabel('Chi phí mỗi lượt nhấp (CPC)'),
        ).toHaveValue('3200');
        const tax = page.locator('[data-ad-tax]');
        await expect(tax).toContainText('Tiền thuế GTGT trên chi phí quảng cáo5.000.000\u00a0₫');
        await expect(tax).toContainText('Hãy kiểm tra thuế suất hiện hành');
        await expectAccessible(page, { include: '[data-ad-tax]' });
        await tax.getByLabel('Cộng thuế GTGT vào chi phí quảng cáo').uncheck();
        await expect(tax.locator('dl')).toHaveCount(0);
        await expect(tile(page, w.estLeads)).toHaveText(figures.openingLeads);
      } else {
        // A USD plan has no tax line: SPEC's figures stand alone.
        await expect(page.locator('[data-ad-tax]')).toHaveCount(0);
      }

      await total(page).fill(budget);
      await page
        .getByRole('group', { name: w.group('Google Ads') })
        .getByLabel(w.channelName)
        .fill('Search');
      await expect(tile(page, w.totalBudget)).toHaveText(figures.budget);
      await expect(tile(page, w.estLeads)).toHaveText(figures.leads);
      await expect(banner(page)).toHaveText(w.banner);
      await expect(
        page
          .getByRole('table')
          .getByRole('row', { name: /Search/ })
          .getByRole('cell')
          .first(),
      ).toHaveText(figures.googleBudget);
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: w.exportCsv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^marketing-budget-plan-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
      expect(lines[0]).toBe(w.csvHeader);
      expect(lines[1]).toBe(w.csvRow);
      await expect(toastTitle(page, w.exported)).toBeVisible();

      await page.getByRole('button', { name: w.savePlan }).click();
      const save = page.getByRole('dialog', { name: w.saveTitle });
      await save.getByLabel(w.planName).fill('Q3');
      await expectAccessible(page, { include: '[role="dialog"]' });
      await save.getByRole('button', { name: w.savePlan }).click();
      await expect(toastTitle(page, w.saved)).toBeVisible();

      await total(page).fill(`${budget}0`);
      await page.getByRole('button', { name: w.loadPlan }).click();
      const load = page.getByRole('dialog', { name: w.loadTitle });
      await expect(load.getByRole('listitem')).toContainText(figures.budget);
      await expectAccessible(page);
      await load
        .getByRole('button', { name: new RegExp(`Q3$`) })
        .first()
        .click();
      await expect(toastTitle(page, w.loaded)).toBeVisible();
      await expect(total(page)).toHaveValue(budget);

      await page.getByRole('button', { name: w.copyLink }).click();
      await expect(toastTitle(page, w.copied)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      await page.evaluate(() => localStorage.clear());
      await openAt(page, link);
      await expect(toastTitle(page, w.shared)).toBeVisible();
      await expect(page.getByRole('group', { name: w.group('Search') })).toBeVisible();
      await expect(tile(page, w.totalBudget)).toHaveText(figures.budget);
      await expectAccessible(page);

      // A real edit becomes the draft the next visit offers back.
      await total(page).fill(budget.replace('5', '6'));
      await expect(tile(page, w.totalBudget)).toHaveText(figures.edited);
      await openAt(page, path);
      await expect(page.locator('[data-draft-notice]')).toContainText(w.restored);
      await expect(tile(page, w.totalBudget)).toHaveText(figures.edited);
      await expectAccessible(page, { include: '#planner' });
      if (locale === 'vi') {
        // A marketplace template: true ROAS after Shopee's fee and commission beside platform ROAS.
        const templates = page.locator('[data-channel-templates]');
        await templates.getByLabel('Mẫu kênh').selectOption({ label: 'Shopee Ads' });
        await expect(templates.locator('[data-true-roas]')).toContainText('ROAS theo nền tảng 8,33x');
        await expect(templates.locator('[data-true-roas]')).toContainText('7,17x');
        await expectAccessible(page, { include: '[data-channel-templates]' });
        await templates.getByRole('button', { name: 'Thêm Shopee Ads' }).click();
        await expect(
          page.getByRole('group', { name: w.group('Shopee Ads') }).getByLabel('Chi phí mỗi lượt nhấp (CPC)'),
        ).toHaveValue('1200');
      }
    });

    test.describe('on a 360 px phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test('a 999,999,999,999 VND budget wraps inside the cards, tiles and sticky summary: nothing scrolls sideways', async ({
        page,
      }) => {
        await openAt(page);
        await page.locator('#planner-currency').selectOption('VND');
        await total(page).fill('999999999999');
        await page
          .getByRole('group', { name: w.group(w.thirdChannel) })
          .getByLabel(w.channelName)
          .scrollIntoViewIfNeeded();
        await expect(page.locator('[data-sticky-summary] dd').first()).toContainText('999');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        for (const element of await page
          .locator('[data-summary-tile], [data-sticky-summary] dl > div, #planner li')
          .all()) {
          expect(await element.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
        }
        await expectAccessible(page);
      });
    });
  });
}
