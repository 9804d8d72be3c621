import type { Page } from '@playwright/test';
import { buildTargets, targetsToJson } from '../../src/features/calculator-kit/model/plan-targets.ts';
import { expect, expectAccessible, expectFocusRingsInsideParts, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const PATH = '/solutions/free-resources/roi-calculator';
const panel = (page: Page) => page.locator('#roi-planning');

/** Targets named like two sample rows (PPC and Email), as a file from the Budget Planner. */
const targets = buildTargets({
  currency: 'USD',
  l2c: 25,
  channels: [
    { name: 'ppc', spend: 1800, cpc: 1.2, cvr: 5, vpl: 40, clicks: 1500, leads: 75, revenue: 3000 },
    { name: 'Email', spend: 800, cpc: 0.5, cvr: 5, vpl: 50, clicks: 1600, leads: 80, revenue: 4000 },
  ],
});

async function openChecks(page: Page) {
  await page.goto(PATH);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show planning checks' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText('Load plan file')).toBeVisible();
}

test('plan files, a damaged file and link, band distances and the re-split, in one page', async ({ page }) => {
  await test.step('a plan file gives target columns, pacing and the exact revenue split', async () => {
    await openChecks(page);
    await expectAccessible(page, { include: '#roi-planning' });
    await panel(page)
      .getByLabel('Load plan file')
      .setInputFiles({
        name: 'plan-targets.json',
        mimeType: 'application/json',
        buffer: Buffer.from(targetsToJson(targets)),
      });
    const ppc = panel(page).getByRole('region', { name: 'Target versus actual, PPC' });
    // PPC actuals: spend 2,000, 1,600 clicks, 80 leads, 20 customers, revenue 3,300.
    await expect(ppc.getByRole('row', { name: /Spend/ }).getByRole('cell')).toHaveText([
      '$1,800',
      '$2,000',
      '$200',
      '11.1%',
    ]);
    await expect(ppc.getByRole('row', { name: /Revenue/ }).getByRole('cell')).toHaveText([
      '$3,000',
      '$3,300',
      '$300',
      '10.0%',
    ]);
    await expect(panel(page).getByText('Revenue is +$300 against the plan.', { exact: false }).first()).toBeVisible();
    await expectAccessible(page, { include: '#roi-planning' });

    await panel(page).getByLabel('Days elapsed').fill('15');
    await panel(page).getByLabel('Days in period').fill('30');
    await expect(panel(page).getByText('Targets pro-rated to 50.0% of the period.')).toBeVisible();
    await expect(ppc.getByRole('row', { name: /Spend/ }).getByRole('cell')).toHaveText([
      '$900',
      '$2,000',
      '$1,100',
      '122.2%',
    ]);
  });
  await test.step('a damaged plan file is refused and the actuals stay', async () => {
    // Continues on the page the step before left: a damaged file after a good one.
    await panel(page)
      .getByLabel('Load plan file')
      .setInputFiles({
        name: 'plan.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"schema":"plan-targets/9"}'),
      });
    await expect(panel(page).getByRole('alert')).toHaveText(
      'The file is not a plan from the Budget Planner (plan-targets/1), or some of its values are out of range. Your actuals are unchanged.',
    );
    // A fresh document: a hash-only change to the same page would not reload it.
    await page.goto('about:blank');
    await page.goto(`${PATH}#targets=v1.bm90LWpzb24`);
    await expect(panel(page).getByRole('alert')).toHaveText(
      'The shared link is damaged and could not be read. Your actuals are unchanged.',
    );
  });
  await test.step('band distances, and the re-split with the marginal check beside the unchanged optimizer', async () => {
    // A fresh load as a new visitor: the step before ended on a document opened from a link's hash,
    // and the page remembers its open panel and actuals in this browser's storage.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await openChecks(page);
    await panel(page).locator('summary', { hasText: 'Distance to the next recommendation' }).focus();
    await page.keyboard.press('Enter');
    const bands = panel(page).getByRole('region', { name: 'Distance to the next recommendation per channel' });
    // PPC: spend 2,000, revenue 3,300 → ROI 65 %, Increase; 5,000 needed for Strongly Increase.
    await expect(bands.getByRole('row', { name: /PPC/ }).getByRole('cell')).toHaveText([
      'Increase',
      '+$1,700 revenue to reach Strongly Increase (more than $5,000)',
      'spend below $2,200, i.e. CPC below $1.38 (ROI above 50%)',
      '$2.06',
    ]);
    await panel(page).locator('summary', { hasText: 'Keep the same total and re-split it' }).focus();
    await page.keyboard.press('Enter');
    await panel(page).getByLabel('Re-split with diminishing returns').focus();
    await page.keyboard.press('Space');
    const table = panel(page).getByRole('region', { name: 'Re-split of the same total' });
    // SEO: ROI 170 % → ×1.5 → 1,500; Medium saturation: 5,400 × 1,500 / 2,500 = 3,240.
    await expect(table.getByRole('row', { name: /SEO/ })).toContainText(
      '×1.5: $1,500 would likely return $3,240 (ROI 116.0%); the extra $500 returns $540, ROI 8.0% on the change.',
    );
    await expect(panel(page).getByText(/for the same total \$5,800\./)).toBeVisible();
    await expectAccessible(page, { include: '#roi-planning' });
    // The blocks' parts are skipped out of view (decision 180) and never clip a focus ring.
    expect(await expectFocusRingsInsideParts(panel(page))).toBeGreaterThan(1);
    await page.getByRole('tab', { name: 'Budget Optimizer' }).click();
    await expect(page.getByText('Budget Optimization Recommendations')).toBeVisible();
  });
});

test('no planning code loads with the page; it comes as the visitor scrolls to the checks, before the press', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(PATH);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  expect(requested.filter((u) => /roi-planning-panel/.test(u))).toEqual([]);
  const fetched = page.waitForResponse(/roi-planning-panel/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Plan versus actual and planning checks' }).scrollIntoViewIfNeeded();
  await fetched;
  await expect(page.getByRole('button', { name: 'Show planning checks' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Show planning checks' }).click();
  await expect(panel(page).getByText('Load plan file')).toBeVisible();
});

test.describe('the planning checks’ code offline', () => {
  test.use({ allowConsoleErrors: ['net::ERR_CONNECTION_REFUSED'] });

  test('when the planning checks cannot load, the section says so and the calculator stays; Hide and Show try again', async ({
    page,
  }) => {
    const panelChunk = /\/_astro\/roi-planning-panel\.[\w-]+\.js$/;
    await page.route(panelChunk, (route) => route.abort('connectionrefused'));
    await page.goto(PATH);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Show planning checks' });
    await toggle.click();
    await expect(panel(page).getByRole('alert')).toHaveText(
      'This part of the tool could not load. Check your connection, then try again.',
    );
    // The rest of the calculator is still there and still works.
    await expect(page.getByRole('tab', { name: 'Dashboard', exact: true })).toBeVisible();
    await page.unroute(panelChunk);
    await page.getByRole('button', { name: 'Hide planning checks' }).click();
    await toggle.click();
    await expect(panel(page).getByText('Load plan file')).toBeVisible();
  });
});
