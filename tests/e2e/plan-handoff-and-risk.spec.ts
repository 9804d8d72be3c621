/**
 * Plan → actuals and profit per channel, as a media planner meets them. Worked numbers: the running
 * example (Google Search 5,000 / Meta 3,000 / LinkedIn 2,000; revenue 20,958.33, ROI 109.6 %).
 * - The hand-off creates the plan's three channels with empty actuals in the ROI calculator of the
 *   page's language. Google Search then spends 5,400 and earns 1,000: spend 5,400 of 10,000 planned
 *   is favourable, revenue 1,000 of 20,958 unfavourable, and ROI goes from +109.6 % to −81.5 %, a
 *   change of sign, so no percentage is given.
 * - A 40 % plan margin with LinkedIn at 90 %: 12,000 × 0.4 + 5,625 × 0.4 + 3,333.33 × 0.9 − 10,000 =
 *   +50 a month. What if every CPC rises by 200 %: revenue ÷ 3, ROI −30.1 %, again no percentage.
 */
import type { Page } from '@playwright/test';
import { EXAMPLE_STATE } from '../../src/features/budget-planner/model/running-example.ts';
import { encodePlanShare } from '../../src/features/budget-planner/model/share.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe.configure({ timeout: 180_000 });

const PLANNER = '/solutions/ai-tools/marketing-budget-planner';
const ROI = '/solutions/free-resources/roi-calculator';

const words = {
  en: {
    prefix: '',
    show: 'Show planning tools',
    handOff: 'Check this plan against actuals',
    send: 'Send plan to ROI Calculator',
    arrived: /A plan arrived from the Budget Planner: its 3 channels/,
    edit: (name: string) => `Edit ${name}`,
    done: (name: string) => `Done editing ${name}`,
    figures: (name: string) => `Figures for ${name}`,
    spend: 'Spend',
    revenue: 'Revenue',
    awaiting: /No actuals yet/,
    favourable: 'Favourable',
    unfavourable: 'Unfavourable',
    signChanged: 'No % (changes sign)',
    margin: 'Profit: gross margin',
    planMargin: 'Gross margin (%)',
    perChannel: 'Margin per channel (optional)',
    linkedInMargin: 'Gross margin, LinkedIn (%)',
    contributes:
      'Each channel’s own margin (else the plan’s): the plan contributes $50 a month (revenue × margin − spend $10,000).',
    kept: 'Each channel’s own margin (else the plan’s): the plan contributes $50 a month (revenue × margin − spend $10,000).',
    whatIf: 'What if…',
    addChange: 'Add a change',
    by: 'Change 1: by',
    roiRow: 'ROI',
    roiBase: '109.6%',
    roiAt20: '74.7%',
    roiAt200: /^[-−]30\.1%$/,
  },
  vi: {
    prefix: '/vi',
    show: 'Mở công cụ lập kế hoạch',
    handOff: 'Đối chiếu kế hoạch với kết quả thực tế',
    send: 'Gửi kế hoạch sang công cụ tính ROI',
    arrived: /Đã nhận kế hoạch từ công cụ Lập ngân sách: 3 kênh/,
    edit: (name: string) => `Sửa ${name}`,
    done: (name: string) => `Sửa xong ${name}`,
    figures: (name: string) => `Số liệu của ${name}`,
    spend: 'Chi phí',
    revenue: 'Doanh thu',
    awaiting: /Chưa có số liệu thực tế/,
    favourable: 'Có lợi',
    unfavourable: 'Bất lợi',
    signChanged: 'Không tính % (đổi dấu)',
    margin: 'Lợi nhuận: biên lợi nhuận gộp',
    planMargin: 'Biên lợi nhuận gộp (%)',
    perChannel: 'Biên lợi nhuận theo từng kênh (không bắt buộc)',
    linkedInMargin: 'Biên lợi nhuận gộp, LinkedIn (%)',
    contributes: /Theo biên lợi nhuận riêng của từng kênh.*kế hoạch mang lại 50\sUS\$ mỗi tháng/,
    // The plain Vietnamese page opens in its own currency (the draft keeps the plan, not the link's currency).
    kept: /Theo biên lợi nhuận riêng của từng kênh.*kế hoạch mang lại/,
    whatIf: 'Nếu như…',
    addChange: 'Thêm một thay đổi',
    by: 'Thay đổi 1: mức',
    roiRow: 'ROI',
    roiBase: '109,6%',
    roiAt20: '74,7%',
    roiAt200: /^[-−]30,1%$/,
  },
};

const planLink = (prefix: string) =>
  `${prefix}${PLANNER}?plan=${encodePlanShare({ state: EXAMPLE_STATE, currency: 'USD' })}`;

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [lang, width] of [
  ['en', 1280],
  ['vi', 360],
] as const) {
  const w = words[lang];

  test(`${lang} at ${width} px: the hand-off sets up the plan's channels with empty actuals and judges the totals in words and colour`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(planLink(w.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: w.show }).click();
    const tools = page.locator('#planning-tools');
    await tools.locator('summary', { hasText: w.handOff }).click();
    await tools.getByRole('link', { name: w.send }).click();

    // The ROI calculator in the same language; the plan's fragment is consumed, so a reload keeps typed actuals.
    // (The planning checks load on demand: allow a busy machine its time.)
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${w.prefix}${ROI}$`), { timeout: 30_000 });
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: w.arrived })).toBeVisible();
    // Exactly the plan's channels, no example rows.
    await expect(page.getByRole('button', { name: /^(Edit|Sửa) (?!xong)/ })).toHaveCount(3);
    for (const name of ['Google Search', 'Meta', 'LinkedIn'])
      await expect(page.getByRole('button', { name: w.edit(name), exact: true })).toBeVisible();
    const planning = page.locator('#roi-planning');
    await expect(planning.getByText(w.awaiting)).toBeVisible();
    await expectAccessible(page, { include: '#roi-planning' });

    await page.getByRole('button', { name: w.edit('Google Search'), exact: true }).click();
    const card = page.getByRole('group', { name: w.figures('Google Search'), exact: true });
    await card.getByLabel(w.spend, { exact: true }).fill('5400');
    await card.getByLabel(w.revenue, { exact: true }).fill('1000');
    await page.getByRole('button', { name: w.done('Google Search') }).click();

    const totals = planning.getByRole('region', {
      name: lang === 'en' ? 'Plan totals versus actual' : 'Tổng kế hoạch so với thực tế',
    });
    const spend = totals.locator('tr[data-verdict]').nth(0);
    const revenue = totals.locator('tr[data-verdict]').nth(1);
    const roi = totals.locator('tr[data-verdict]').nth(2);
    await expect(spend).toHaveAttribute('data-verdict', 'favourable');
    await expect(spend.locator('td').last()).toHaveText(new RegExp(w.favourable));
    await expect(revenue.locator('td').last()).toHaveText(new RegExp(w.unfavourable));
    await expect(roi.locator('td').last()).toHaveText(new RegExp(w.unfavourable));
    // Words and colour: the two verdicts are told apart by more than their hue, and by their hue too.
    const colour = (row: typeof spend) =>
      row
        .locator('td')
        .last()
        .evaluate((cell) => getComputedStyle(cell).color);
    expect(await colour(spend)).not.toBe(await colour(roi));
    // ROI +109.6 % → −81.5 %: a change of sign has no percentage.
    await expect(roi.locator('td').nth(3)).toHaveText(w.signChanged);
    await expect(spend.locator('td').nth(3)).toHaveText(/46[.,]0/);
    await expectAccessible(page, { include: '#roi-planning' });
    if (width === 360) await noOverflow(page);

    // A reload keeps the channels and the typed actuals; the arrival is said once.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: w.arrived })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Sửa) (?!xong)/ })).toHaveCount(3);
    await expect(roi.locator('td').nth(3)).toHaveText(w.signChanged);

    // The language switch keeps each tool's state: the ROI calculator's channels and actuals (its
    // draft), and a planner opened from a share link (the link travels with the switch).
    const other = lang === 'en' ? words.vi : words.en;
    await page
      .locator('[data-language-switch]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${other.prefix}${ROI}$`));
    await hydrated(page);
    await expect(page.getByRole('button', { name: other.edit('Google Search'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Edit|Sửa) (?!xong)/ })).toHaveCount(3);
    await page.goto(
      `${w.prefix}${PLANNER}?plan=${encodePlanShare({ state: { ...EXAMPLE_STATE, totalBudget: 12345 }, currency: 'USD' })}`,
    );
    await hydrated(page);
    await page
      .locator('[data-language-switch]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${other.prefix}${PLANNER}\\?plan=v1\\.`));
    await hydrated(page);
    await expect(page.getByLabel(lang === 'en' ? 'Tổng ngân sách' : 'Total Budget', { exact: true })).toHaveValue(
      /12[.,]?345/,
    );
  });
}

for (const [lang, width] of [
  ['en', 360],
  ['vi', 1280],
] as const) {
  const w = words[lang];

  test(`${lang} at ${width} px: a margin per channel and a what-if scenario are judged in profit and kept with the plan`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(planLink(w.prefix));
    await hydrated(page);
    await page.getByRole('button', { name: w.show }).click();
    const tools = page.locator('#planning-tools');
    await tools.locator('summary', { hasText: w.margin }).click();
    await tools.getByLabel(w.planMargin, { exact: true }).fill('40');
    await tools.locator('summary', { hasText: w.perChannel }).click();
    await tools.getByLabel(w.linkedInMargin).fill('90');
    await expect(tools.getByTestId('contribution-line')).toHaveText(w.contributes);

    await tools.locator('summary', { hasText: w.whatIf }).click();
    await tools.getByRole('button', { name: w.addChange }).click();
    const table = tools.locator('[data-what-if] table');
    const roi = table.locator('tr', { has: page.getByRole('rowheader', { name: w.roiRow, exact: true }) });
    await expect(roi.locator('td').nth(0)).toHaveText(w.roiBase);
    await expect(roi.locator('td').nth(1)).toHaveText(w.roiAt20);
    await tools.getByLabel(w.by).fill('200');
    await expect(roi.locator('td').nth(1)).toHaveText(w.roiAt200);
    await expect(roi.locator('td').nth(3)).toHaveText(w.signChanged);
    await expectAccessible(page, { include: '[data-what-if]' });
    await expectAccessible(page, { include: '[data-channel-margins]' });

    // Every planning block open: the page keeps its width, wide tables scroll in their own region.
    await tools
      .locator('details:not([open]) > summary')
      .evaluateAll((summaries) => summaries.forEach((summary) => (summary as HTMLElement).click()));
    await noOverflow(page);

    // The draft keeps both: the plain page (no link) comes back with them.
    await page.goto(`${w.prefix}${PLANNER}`);
    await hydrated(page);
    await page.getByRole('button', { name: w.show }).click();
    await expect(tools.getByTestId('contribution-line')).toHaveText(w.kept);
    await expect(
      tools
        .locator('[data-what-if] table tr', { has: page.getByRole('rowheader', { name: w.roiRow, exact: true }) })
        .locator('td')
        .nth(1),
    ).toHaveText(w.roiAt200);
  });
}
