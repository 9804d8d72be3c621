/**
 * The plan drives its own risk advice, scenarios are compared side by side, and a plan that arrives
 * in the ROI calculator can be undone. Worked numbers: the running example (ROI 109.6 %) and E8's
 * rows as scenarios: Google Search CPC +20 % ⇒ ROI 89.6 %, −20 % ⇒ 139.6 %, Meta CVR +20 % ⇒ 120.8 %.
 * The Australian seasonality preset makes November (1.20) and December (1.10) peaks by the rule
 * "index 1.10 or more"; September and October (1.00) are not.
 */
import type { Locator, Page } from '@playwright/test';
import { encodeTargets, type PlanTargets } from '../../src/features/calculator-kit/model/plan-targets.ts';
import { EXAMPLE_STATE } from '../../src/features/budget-planner/model/running-example.ts';
import { encodePlanShare } from '../../src/features/budget-planner/model/share.ts';
import { ROI_DRAFT_KEY, roiWorkDraft } from '../../src/features/roi-calculator/model/draft.ts';
import { expect, expectAccessible, test, waitForHydration } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const PLANNER = '/solutions/ai-tools/marketing-budget-planner';
const ROI = '/solutions/free-resources/roi-calculator';

const words = {
  en: {
    prefix: '',
    show: 'Show planning tools',
    byMonth: 'Plan by month',
    start: 'Flight starts',
    end: 'Flight ends',
    preset: 'Seasonality preset',
    au: 'Australia',
    ranges: '80% ranges',
    rangesOn: 'Show ranges',
    noPeak:
      /recommended when your plan over time covers a seasonal peak \(a month whose seasonality index is 1\.10 or more\)/,
    peak: /covers a seasonal peak in November 2026 and December 2026 \(a month whose seasonality index is 1\.10 or more/,
    whatIf: 'What if…',
    add: 'Add a change',
    addScenario: 'Add a scenario to compare (up to 3)',
    where: (s: number) => `${s === 1 ? '' : `Scenario ${s} · `}Change 1: channel`,
    by: (s: number) => `${s === 1 ? '' : `Scenario ${s} · `}Change 1: by`,
    what: (s: number) => `${s === 1 ? '' : `Scenario ${s} · `}Change 1: number`,
    cvr: 'Conversion rate',
    roi: ['109.6%', '89.6%', '139.6%', '120.8%'],
    arrived: /A plan arrived from the Budget Planner: its 3 channels/,
    undo: 'Undo',
    edit: (name: string) => `Edit ${name}`,
  },
  vi: {
    prefix: '/vi',
    show: 'Mở công cụ lập kế hoạch',
    byMonth: 'Lập kế hoạch theo tháng',
    start: 'Ngày bắt đầu chiến dịch',
    end: 'Ngày kết thúc chiến dịch',
    preset: 'Mẫu mùa vụ',
    au: 'Úc',
    ranges: 'Khoảng dao động 80%',
    rangesOn: 'Hiện khoảng dao động',
    noPeak:
      /được khuyên dùng khi kế hoạch theo thời gian của bạn có mùa cao điểm \(tháng có chỉ số mùa vụ từ 1,10 trở lên\)/,
    peak: /có mùa cao điểm vào tháng 11.*2026 và tháng 12.*2026 \(tháng có chỉ số mùa vụ từ 1,10 trở lên/,
    whatIf: 'Nếu như…',
    add: 'Thêm một thay đổi',
    addScenario: 'Thêm một kịch bản để so sánh (tối đa 3)',
    where: (s: number) => `${s === 1 ? '' : `Kịch bản ${s} · `}Thay đổi 1: kênh`,
    by: (s: number) => `${s === 1 ? '' : `Kịch bản ${s} · `}Thay đổi 1: mức`,
    what: (s: number) => `${s === 1 ? '' : `Kịch bản ${s} · `}Thay đổi 1: con số`,
    cvr: 'Tỷ lệ chuyển đổi',
    roi: ['109,6%', '89,6%', '139,6%', '120,8%'],
    arrived: /Đã nhận kế hoạch từ công cụ Lập ngân sách: 3 kênh/,
    undo: 'Hoàn tác',
    edit: (name: string) => `Sửa ${name}`,
  },
};

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The ROI row's plan and scenario values (each scenario has value, Δ and Δ % columns). */
async function expectRoi(table: Locator, page: Page, values: readonly string[]) {
  const row = table.locator('tr', { has: page.getByRole('rowheader', { name: 'ROI', exact: true }) });
  const cells = row.locator('td');
  await expect(cells.nth(0)).toHaveText(values[0]!);
  for (let s = 1; s < values.length; s++) await expect(cells.nth(1 + (s - 1) * 3)).toHaveText(values[s]!);
}

for (const [lang, width] of [
  ['en', 1280],
  ['vi', 360],
] as const) {
  const w = words[lang];

  test(`${lang} at ${width} px: a seasonal peak in the plan over time recommends the shared factor; three scenarios side by side are kept`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${w.prefix}${PLANNER}?plan=${encodePlanShare({ state: EXAMPLE_STATE, currency: 'USD' })}`);
    await waitForHydration(page);

    // A quiet flight (September–October, Australian preset at 1.00): the rule is said, nothing recommended.
    await page.getByRole('button', { name: w.byMonth }).click();
    const dated = page.locator('#dated-plan');
    await dated.getByLabel(w.start).fill('2026-09-01');
    await dated.getByLabel(w.end).fill('2026-10-31');
    await dated.getByLabel(w.preset).selectOption({ label: w.au });
    await page.getByRole('button', { name: w.show }).click();
    const tools = page.locator('#planning-tools');
    await tools.locator('summary', { hasText: w.ranges }).click();
    await tools.getByLabel(w.rangesOn).check();
    await expect(tools.getByText(w.noPeak)).toBeVisible();
    await expect(tools.getByTestId('peak-advice')).toHaveCount(0);

    // The flight reaches into November and December: the ranges name both peak months.
    await dated.getByLabel(w.end).fill('2026-12-31');
    await expect(tools.getByTestId('peak-advice')).toHaveText(w.peak);
    await expectAccessible(page, { include: '[data-testid="peak-advice"]' });

    // E8's rows as three scenarios against the plan.
    await tools.locator('summary', { hasText: w.whatIf }).click();
    const whatIf = tools.locator('[data-what-if]');
    await whatIf.getByRole('button', { name: w.add }).click();
    await whatIf.getByLabel(w.where(1), { exact: true }).selectOption({ label: 'Google Search' });
    await whatIf.getByRole('button', { name: w.addScenario }).click();
    await whatIf.getByLabel(w.where(2), { exact: true }).selectOption({ label: 'Google Search' });
    await whatIf.getByLabel(w.by(2), { exact: true }).fill('-20');
    await whatIf.getByRole('button', { name: w.addScenario }).click();
    await whatIf.getByLabel(w.what(3), { exact: true }).selectOption({ label: w.cvr });
    await whatIf.getByLabel(w.where(3), { exact: true }).selectOption({ label: 'Meta' });
    await expect(whatIf.getByRole('button', { name: w.addScenario })).toHaveCount(0);
    const table = whatIf.locator('table');
    await expectRoi(table, page, w.roi);
    await expectAccessible(page, { include: '[data-what-if]' });

    // Every planning block open, with the scenarios and the dated plan: the page keeps its width.
    await tools
      .locator('details:not([open]) > summary')
      .evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
    await noOverflow(page);

    // The draft keeps the scenarios: the plain page comes back with all three.
    await page.goto(`${w.prefix}${PLANNER}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: w.show }).click();
    await expectRoi(tools.locator('[data-what-if] table'), page, w.roi);
  });

  test(`${lang} at ${width} px: Undo after a plan arrives brings back the rows the visitor typed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const typed = [
      {
        id: 'a',
        channel: 'Zalo OA',
        campaignName: 'Tết',
        spend: 1200,
        clicks: 300,
        conversions: 12,
        revenue: 3000,
        customers: 3,
      },
      {
        id: 'b',
        channel: 'Coc Coc',
        campaignName: 'Brand',
        spend: 800,
        clicks: 90,
        conversions: 7,
        revenue: 950,
        customers: 2,
      },
    ];
    const plan: PlanTargets = {
      schema: 'plan-targets/1',
      currency: 'USD',
      l2c: 20,
      channels: ['Google Search', 'Meta', 'LinkedIn'].map((name) => ({
        name,
        spend: 1000,
        cpc: 2,
        cvr: 5,
        vpl: 100,
        clicks: 500,
        leads: 25,
        customers: 5,
        revenue: 2500,
      })),
    };
    // The visitor's own rows are in the calculator's draft before the plan comes (once, not on reload).
    await page.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('seeded', '1');
      },
      [ROI_DRAFT_KEY, JSON.stringify(roiWorkDraft(typed, null))],
    );
    await page.goto(`${w.prefix}${ROI}#targets=${encodeTargets(plan)}`);
    await waitForHydration(page);
    const notice = page.getByTestId('plan-arrived');
    await expect(notice.getByRole('status')).toHaveText(w.arrived, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: w.edit('LinkedIn'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.edit('Zalo OA'), exact: true })).toHaveCount(0);
    await expectAccessible(page, { include: '[data-testid="plan-arrived"]' });

    await notice.getByRole('button', { name: w.undo, exact: true }).click();
    await expect(notice).toHaveCount(0);
    for (const name of ['Zalo OA', 'Coc Coc'])
      await expect(page.getByRole('button', { name: w.edit(name), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.edit('LinkedIn'), exact: true })).toHaveCount(0);

    // A reload shows the restored rows (the draft holds them), and the plan does not come back.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: w.edit('Coc Coc'), exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-arrived')).toHaveCount(0);
  });
}
