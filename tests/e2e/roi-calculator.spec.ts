import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openBeforeHydration, test } from './fixtures.ts';
import { encodeRoiShare } from '../../src/features/roi-calculator/model/share.ts';
import { newRow } from '../../src/features/roi-calculator/model/roi.ts';
import { ROI_CSV_COLUMNS, ROI_CSV_FILENAME } from '../../src/features/roi-calculator/model/csv.ts';
import { roiVi } from '../../src/features/roi-calculator/i18n/vi.ts';
import { vietnamSampleRows } from '../../src/features/roi-calculator/model/vietnam-sample.ts';

const PATH = '/solutions/free-resources/roi-calculator';
const CHANNELS = ['SEO', 'PPC', 'Social Media', 'Email', 'Display'];

/** The Vietnamese page's example: Facebook, Zalo, TikTok and Google Ads, 50.000.000 ₫ in all (decision 127). */
const VI_ROWS = vietnamSampleRows('vi');

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const summaryValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function open(page: Page, path = PATH) {
  await page.goto(path);
  // Hydrated once the island's buttons respond.
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
}

async function expectNoBadNumbers(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

function expectedRecommendation(roiPercent: number): string {
  if (roiPercent > 150) return 'Strongly Increase';
  if (roiPercent > 50) return 'Increase';
  if (roiPercent < 0) return 'Decrease / Re-evaluate';
  return 'Maintain';
}

test.describe('ROI calculator', () => {
  // Journeys of several steps, each with its own page load and scans.
  test.describe.configure({ timeout: 120_000 });

  // Journeys on the samples: each step is one former test, named as it was, and opens no page again.
  test('the samples: Data Input, results, dashboard, optimizer, tabs by keyboard, then a malformed import', async ({
    page,
  }) => {
    await open(page);
    await test.step('opens on Data Input with the five samples and the How to Use card', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Digital Marketing ROI Calculator' })).toBeVisible();
      await expect(tab(page, 'Data Input')).toHaveAttribute('aria-selected', 'true');
      for (const name of ['Instructions', 'Results & Metrics', 'Dashboard', 'Budget Optimizer'])
        await expect(tab(page, name)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
      for (const name of CHANNELS) await expect(card(page, name)).toBeVisible();
      await expectAccessible(page);
    });
    await test.step('samples give the fixed totals and each recommendation matches its ROI', async () => {
      await tab(page, 'Results & Metrics').click();
      await expect(summaryValue(page, 'Total Spend')).toHaveText('$5,800');
      await expect(summaryValue(page, 'Total Revenue')).toHaveText('$11,600');
      await expect(summaryValue(page, 'Overall ROI')).toHaveText('100.0%');
      await expect(summaryValue(page, 'Overall ROAS')).toHaveText('2.00x');

      const table = page.getByRole('table', { name: 'Detailed Channel Metrics' });
      const headers = await table.locator('thead th').allInnerTexts();
      expect(headers.map((h) => h.toLowerCase())).toEqual(
        [
          'Channel',
          'Campaign',
          'ROI',
          'ROAS',
          'CPL',
          'ARPC',
          'Lead Conv %',
          'Customer Conv %',
          'CPC',
          'CAC',
          'Recommendation',
        ].map((h) => h.toLowerCase()),
      );
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(5);
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const cells = await rows.nth(i).locator('th, td').allInnerTexts();
        const roi = Number(cells[2]!.replace(/[%,]/g, ''));
        expect(cells[10]).toBe(expectedRecommendation(roi));
        seen.add(cells[10]!);
      }
      expect(seen.size).toBe(4);
      const seo = await rows.nth(0).locator('th, td').allInnerTexts();
      expect(seo.slice(0, 4)).toEqual(['SEO', 'Organic Content Hub', '170.0%', '2.70x']);
      const totals = await table.locator('tfoot tr').locator('th, td').allInnerTexts();
      expect(totals[0]).toBe('TOTALS');
      expect(totals.slice(2, 4)).toEqual(['100.0%', '2.00x']);

      // Tooltips are reachable by keyboard.
      await page.getByRole('button', { name: 'About Overall ROI' }).focus();
      await expect(page.getByRole('tooltip')).toContainText('(Total Revenue − Total Spend) ÷ Total Spend');
      await expectAccessible(page);
    });
    // The page around the calculator was scanned in its first state; each tab's state is scanned where it changed.
    await test.step('dashboard shows charts with data tables, performance tiers and an accessible layout', async () => {
      await tab(page, 'Dashboard').click();
      for (const title of [
        'ROI Performance by Channel',
        'Budget Allocation by Channel',
        'Revenue vs Spend Comparison by Channel',
      ]) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.locator('[data-chart]')).toHaveCount(3);
      await expect(page.getByText('Social Media: $1,500')).toBeVisible();
      const perf = page.getByRole('region', { name: 'Channel Performance Comparison' }).getByRole('table');
      await expect(perf.locator('thead th')).toHaveText(
        ['Channel', 'Spend', 'Revenue', 'Profit', 'ROI %', 'Performance'],
        { ignoreCase: true },
      );
      await expect(perf.getByRole('row', { name: /Email/ })).toContainText('Strong return');
      await expect(perf.getByRole('row', { name: /Social Media/ })).toContainText('Positive return');
      await expect(perf.getByRole('row', { name: /Display/ })).toContainText('−$210'.replace('−', '-'));
      await expect(perf.getByRole('row', { name: /Display/ })).toContainText('Losing money');
      await page.getByText('Show the numbers as a table').first().click();
      await expect(page.getByRole('table', { name: 'ROI by channel' })).toContainText('320.0%');
      await expectAccessible(page, { include: '#calculator' });
    });
    await test.step('optimizer ranks by ROI with the fixed multipliers and summary', async () => {
      await tab(page, 'Budget Optimizer').click();
      await expect(page.getByRole('heading', { name: 'Budget Optimization Recommendations' })).toBeVisible();
      const items = page.getByRole('list', { name: 'Budget Optimization Recommendations' }).getByRole('listitem');
      await expect(items).toHaveCount(5);
      const expected = [
        ['Email', '$800', '$1,200', '100/100', 'Strongly Increase'],
        ['SEO', '$1,000', '$1,500', '100/100', 'Strongly Increase'],
        ['PPC', '$2,000', '$2,500', '80/100', 'Increase'],
        ['Social Media', '$1,500', '$1,500', '60/100', 'Maintain'],
        ['Display', '$500', '$350', '20/100', 'Decrease / Re-evaluate'],
      ];
      for (const [i, [name, current, suggested, score, rec]] of expected.entries()) {
        const item = items.nth(i);
        await expect(item.getByRole('heading')).toHaveText(`${i + 1}.${name}`);
        await expect(summaryValue(item as unknown as Page, 'Current spend')).toHaveText(current!);
        await expect(summaryValue(item as unknown as Page, 'Suggested spend')).toHaveText(suggested!);
        await expect(summaryValue(item as unknown as Page, 'Efficiency score')).toHaveText(score!);
        await expect(item.getByText(rec!, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Optimization Summary' })).toBeVisible();
      await expect(summaryValue(page, 'Channels to scale up')).toHaveText('3');
      await expect(summaryValue(page, 'Channels to maintain')).toHaveText('1');
      await expect(summaryValue(page, 'Channels to optimize')).toHaveText('1');
      await expect(summaryValue(page, 'Current total budget')).toHaveText('$5,800');
      await expect(summaryValue(page, 'Suggested total budget')).toHaveText('$7,050');
      await expectAccessible(page, { include: '#calculator' });
    });
    await test.step('tabs move with the arrow keys', async () => {
      await tab(page, 'Data Input').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Results & Metrics')).toBeFocused();
      await expect(tab(page, 'Results & Metrics')).toHaveAttribute('aria-selected', 'true');
      // Radix moves focus just after the key press, so each press waits for it, as a person would.
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, 'Data Input')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, 'Instructions')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Methodology' })).toBeVisible();
      await expectAccessible(page, { include: '#calculator' });
    });
    await test.step('a malformed file reports its bad rows and keeps the good ones', async () => {
      await tab(page, 'Data Input').click();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
      const csv = [
        'customers,Revenue,LEADS,clicks,spend,campaign,channel',
        '5,900,20,400,300,Spring,Radio',
        '1,10,1,1,-5,Bad,Podcast',
        '2,abc,3,4,5,Oops,Print',
        '3,600,10,200',
      ].join('\n');
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(dialog.getByText('1 channel is ready to import from mixed.csv.')).toBeVisible();
      await expect(dialog.getByText('3 rows could not be read and will be skipped:')).toBeVisible();
      await expect(dialog.getByText('Row 3: Spend cannot be negative.')).toBeVisible();
      await expect(dialog.getByText('Row 4: Revenue "abc" is not a number.')).toBeVisible();
      await expect(dialog.getByText('Row 5: Only 4 values; the header has 7 columns.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Add to current channels' }).click();
      await expect(card(page, 'Radio')).toBeVisible();
      for (const name of CHANNELS) await expect(card(page, name)).toBeVisible();
      await expect(page.getByText('Imported 1 channel', { exact: true })).toBeVisible();
      await expect(page.getByText('3 rows were skipped.', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Import CSV' }).click();
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Cost\nA,1\n') });
      await expect(dialog.getByRole('alert')).toContainText(
        'It needs a header row with Channel, Campaign, Spend, Clicks, Leads, Revenue and Customers',
      );
      await expect(dialog.getByRole('button', { name: /Replace|Add to/ })).toHaveCount(0);
    });
  });

  test('keeps a currency chosen before the calculator hydrated', async ({ page }) => {
    // The channel cards' fields are locked until Edit is pressed, so the currency is what can be changed early.
    const hydrate = await openBeforeHydration(page, PATH, /roi-calculator\.[\w-]+\.js$/);
    await page.getByLabel('Currency').selectOption('AUD');
    await hydrate();
    await expect(page.getByLabel('Currency')).toHaveValue('AUD');
    await tab(page, 'Results & Metrics').click();
    await expect(summaryValue(page, 'Total Spend')).toHaveText('A$5,800');
  });

  test('a click on a card the moment the calculator stops looking busy is not lost', async ({ page, context }) => {
    // The tabs hydrate their panel in a pass of its own (an Activity boundary), after the rest of the
    // island: when the island's buttons stop looking inactive, a card's buttons may have no handler
    // yet, and React replays a click on them once they have. CPU slowed 8× to widen that moment.
    await page.addInitScript(() => {
      const seen = window as unknown as { clickedWithHandler?: boolean };
      // Watches from the first byte: the island is marked hydrating in the server's HTML.
      new MutationObserver((_, observer) => {
        const island = document.querySelector('[data-keep-early-input]');
        const edit = document.querySelector<HTMLButtonElement>('[id^="roi-edit-"]');
        if (!island || !edit || island.hasAttribute('data-hydrating')) return;
        observer.disconnect();
        seen.clickedWithHandler = Object.keys(edit).some((key) => key.startsWith('__reactProps'));
        edit.click();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(PATH);
    await page.waitForFunction(() => 'clickedWithHandler' in window);
    // The moment this test is about: the button had no handler when it was clicked.
    expect(await page.evaluate(() => (window as unknown as { clickedWithHandler?: boolean }).clickedWithHandler)).toBe(
      false,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The first card's Edit (SEO's): its card is open for editing.
    await expect(page.getByRole('button', { name: 'Done editing SEO' })).toBeVisible();
    await expect(card(page, 'SEO').getByLabel(/^Spend/)).toBeEditable();
  });

  test('edit mode on the samples, then fifty channels replace them', async ({ page }) => {
    await open(page);
    await test.step('edit mode: one card at a time, toggling leaves it, removing the edited card clears it', async () => {
      const spend = (name: string) => card(page, name).getByLabel(/^Spend/);
      for (const name of CHANNELS) await expect(spend(name)).toBeDisabled();

      await page.getByRole('button', { name: 'Edit SEO' }).click();
      await expect(spend('SEO')).toBeEnabled();
      await expect(spend('PPC')).toBeDisabled();

      await page.getByRole('button', { name: 'Edit PPC' }).click();
      await expect(spend('PPC')).toBeEnabled();
      await expect(spend('SEO')).toBeDisabled();
      await expect(page.getByRole('button', { name: /^Done editing/ })).toHaveCount(1);

      await page.getByRole('button', { name: 'Done editing PPC' }).click();
      for (const name of CHANNELS) await expect(spend(name)).toBeDisabled();

      await page.getByRole('button', { name: 'Edit Email' }).click();
      await page.getByRole('button', { name: 'Remove Email' }).click();
      await expect(card(page, 'Email')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Done editing/ })).toHaveCount(0);
      for (const name of ['SEO', 'PPC', 'Social Media', 'Display']) await expect(spend(name)).toBeDisabled();
    });
    await test.step('fifty channels import and recompute on every change', async () => {
      const lines = ['Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers'];
      for (let i = 1; i <= 50; i++) lines.push(`Channel ${i},Campaign ${i},100,200,10,${100 + i},2`);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name: 'fifty.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
      await dialog.getByRole('button', { name: 'Replace current channels' }).click();
      await dialog.getByRole('button', { name: 'Yes, replace them' }).click();
      await expect(page.getByRole('heading', { name: 'Marketing channels (50)' })).toBeVisible();

      await page.getByRole('button', { name: 'Edit Channel 50' }).click();
      const spend = card(page, 'Channel 50').getByLabel(/^Spend/);
      await spend.fill('');
      await spend.pressSequentially('1234');
      await page.getByRole('button', { name: 'Done editing Channel 50' }).click();
      await tab(page, 'Results & Metrics').click();
      // 49 × 100 + 1234 spend; revenue 50 × 100 + (1 + … + 50).
      await expect(summaryValue(page, 'Total Spend')).toHaveText('$6,134');
      await expect(summaryValue(page, 'Total Revenue')).toHaveText('$6,275');
      await expect(page.getByRole('table', { name: 'Detailed Channel Metrics' }).locator('tbody tr')).toHaveCount(50);
      await expectNoBadNumbers(page);
    });
  });

  test('a card keeps its height while its figures change, so nothing below it moves as the visitor types', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Edit Display' }).click();
    const display = card(page, 'Display');
    for (const width of [1280, 412, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const heights = [];
      for (const [spend, verdict] of [
        ['100', 'Strongly Increase'],
        ['100000', 'Decrease / Re-evaluate'],
        ['250', 'Maintain'],
      ] as const) {
        await display.getByLabel(/^Spend/).fill(spend);
        await expect(display.getByText(verdict, { exact: true })).toBeVisible();
        heights.push((await display.boundingBox())?.height);
      }
      expect(new Set(heights).size, `card heights at ${width} px: ${heights.join(', ')}`).toBe(1);
    }
  });

  test('a card out of view is not drawn until the visitor scrolls to it, and keeps about its room meanwhile', async ({
    page,
  }) => {
    for (const [width, height] of [
      [412, 823],
      [360, 640],
    ] as const) {
      // On a phone the last sample card is screens below the fold (on a wide screen, within the
      // margin the browser draws ahead of the scroll).
      await page.setViewportSize({ width, height });
      await open(page);
      const last = page.getByRole('tabpanel').locator('section[aria-labelledby]').last();
      const drawn = () =>
        last.getByRole('heading').evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn(), `the last card at ${width} px is drawn before it is in view`).toBe(false);
      const kept = (await last.boundingBox())?.height ?? 0;
      await last.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
      const real = (await last.boundingBox())?.height ?? 0;
      expect(Math.abs(real - kept) / real, `room kept ${kept} px, card ${real} px at ${width} px`).toBeLessThan(0.03);
    }
  });

  test('edits and refused figures on the samples, then the CSV round trip', async ({ page }) => {
    await open(page);
    await test.step('edits recompute metrics; negative numbers and text are refused with a message', async () => {
      await page.getByRole('button', { name: 'Edit Display' }).click();
      const display = card(page, 'Display');
      await display.getByLabel(/^Revenue/).fill('1500');
      await expect(display.getByText('200.0%')).toBeVisible();
      await expect(display.getByText('Strongly Increase')).toBeVisible();

      await display.getByLabel(/^Spend/).fill('-20');
      await expect(display.getByRole('alert')).toHaveText('Spend cannot be negative. The previous value is kept.');
      await expect(display.getByText('200.0%')).toBeVisible();

      await display.getByLabel(/^Clicks/).fill('lots');
      await expect(display.getByText('Clicks must be a number. The previous value is kept.')).toHaveAttribute(
        'role',
        'alert',
      );
      await display.getByLabel('Channel', { exact: true }).fill('Display Network');
      await expect(card(page, 'Display Network')).toBeVisible();
    });
    await test.step('exports the fixed-column CSV and imports it back to the same rows', async () => {
      await page.getByRole('button', { name: 'Edit PPC' }).click();
      await card(page, 'PPC').getByLabel('Campaign').fill('=Search, "brand" terms');
      await card(page, 'PPC')
        .getByLabel(/^Spend/)
        .fill('2100.5');
      await page.getByRole('button', { name: 'Done editing PPC' }).click();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('roi-calculator-results.csv');
      await expect(page.getByText('Data exported successfully!', { exact: true })).toBeVisible();
      const file = await download.path();
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Channel,Campaign,Spend,Clicks,Leads,Revenue,Customers,ROI,ROAS,CPL,ARPC,Lead Conv Rate,Customer Conv Rate,CPC,CAC,Budget Recommendation',
      );
      expect(lines[1]).toBe(
        'SEO,Organic Content Hub,1000.00,1800,72,2700.00,18,170.00,2.70,13.89,150.00,4.00,1.00,0.56,55.56,Strongly Increase',
      );
      expect(lines[2]).toMatch(/^PPC,"'=Search, ""brand"" terms",2100.50,1600,80,3300.00,20,/);

      // A fresh visit (revalidated with a 304) shows the samples; importing the file (replacing
      // them) brings the edited rows back.
      await open(page, PATH);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import channels from CSV' });
      await dialog.getByLabel('CSV file').setInputFiles(file);
      await expect(dialog.getByText('5 channels are ready to import')).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Replace current channels' }).click();
      await expect(dialog.getByText('This removes the 5 channels now on screen')).toBeVisible();
      await dialog.getByRole('button', { name: 'Yes, replace them' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Imported 5 channels', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Edit PPC' }).click();
      await expect(card(page, 'PPC').getByLabel('Campaign')).toHaveValue('=Search, "brand" terms');
      await page.getByRole('button', { name: 'Done editing PPC' }).click();

      const [again] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(readFileSync(await again.path(), 'utf8')).toBe(text);
    });
  });

  test('zeroing every spend shows zeros and never NaN, Infinity or undefined', async ({ page }) => {
    await open(page);
    for (const name of CHANNELS) {
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await card(page, name)
        .getByLabel(/^Spend/)
        .fill('0');
    }
    await page.getByRole('button', { name: 'Done editing Display' }).click();
    await expectNoBadNumbers(page);
    await tab(page, 'Results & Metrics').click();
    await expect(summaryValue(page, 'Total Spend')).toHaveText('$0');
    await expect(summaryValue(page, 'Overall ROI')).toHaveText('0.0%');
    await expect(summaryValue(page, 'Overall ROAS')).toHaveText('0.00x');
    await expectNoBadNumbers(page);
    await tab(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { name: 'Channel Performance Comparison' })).toBeVisible();
    await expectNoBadNumbers(page);
    await tab(page, 'Budget Optimizer').click();
    await expect(summaryValue(page, 'Suggested total budget')).toHaveText('$0');
    await expectNoBadNumbers(page);
  });

  test('dashboard without data shows the empty state', async ({ page }) => {
    await open(page, `${PATH}?plan=${encodeRoiShare([newRow('a')], 'USD')}`);
    await expect(card(page, 'New Channel')).toBeVisible();
    await tab(page, 'Dashboard').click();
    await expect(
      page.getByText('No Data Available - Please add marketing channel data to view the dashboard.'),
    ).toBeVisible();
    await expectNoBadNumbers(page);
    await expectAccessible(page);
  });

  test('share link and currency, then adding and removing channels on the samples it falls back to', async ({
    page,
  }) => {
    await open(page);
    await test.step('share link and currency choice', async () => {
      await page.getByRole('button', { name: 'Edit SEO' }).click();
      await card(page, 'SEO').getByLabel('Channel', { exact: true }).fill('Organic Search');
      await page.getByRole('button', { name: 'Done editing Organic Search' }).click();
      await page.getByLabel('Currency').selectOption('AUD');
      await page.getByRole('button', { name: 'Copy share link' }).click();
      await expect(page).toHaveURL(/\?plan=v1\./);
      await page.reload();
      await expect(card(page, 'Organic Search')).toBeVisible();
      await expect(page.getByLabel('Currency')).toHaveValue('AUD');
      await tab(page, 'Results & Metrics').click();
      await expect(summaryValue(page, 'Total Spend')).toHaveText('A$5,800');

      await open(page, `${PATH}?plan=v1.broken`);
      await expect(page.getByText('Could not open the shared link', { exact: true })).toBeVisible();
      await expect(card(page, 'SEO')).toBeVisible();
    });
    await test.step('add and remove channels; the last card cannot be deleted', async () => {
      await page.getByRole('button', { name: 'Add Channel' }).click();
      const added = card(page, 'New Channel');
      await expect(added).toBeVisible();
      await expect(added.getByLabel('Campaign')).toHaveValue('New Campaign');
      for (const label of [/^Spend/, /^Clicks/, /^Leads/, /^Customers/, /^Revenue/])
        await expect(added.getByLabel(label)).toHaveValue('0');
      await expect(added.getByLabel(/^Spend/)).toBeEnabled();
      await expect(
        page.getByRole('region', { name: /^(SEO|PPC|Social Media|Email|Display|New Channel)$/ }),
      ).toHaveCount(6);

      for (const name of [...CHANNELS]) await page.getByRole('button', { name: `Remove ${name}` }).click();
      await expect(card(page, 'New Channel')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    });
  });
});

/**
 * The core journey once per language: edit a channel, read results and the dashboard, export the
 * CSV (the page's headers and file name), import it back, save and load a set, share a link and
 * get the draft back after a reload. Each page opens in its own currency (VND on the Vietnamese
 * page) without the visitor picking one, and a refused number is explained in the page's language.
 */
const LANGUAGES = [
  {
    lang: 'en',
    // Each page opens on its own example: SPEC's samples in dollars here, the cited Vietnamese one in dong.
    path: PATH,
    // The channel renamed, the one edited to a 200 % ROI (its spend kept, revenue three times it) and the
    // one whose revenue gets a fraction of a unit before the export.
    channels: 5,
    first: 'SEO',
    edited: { name: 'Display', spend: 500, revenue: 1500 },
    revised: { name: 'PPC', revenue: 4400.5 },
    currency: 'USD',
    csv: {
      file: ROI_CSV_FILENAME,
      header: ROI_CSV_COLUMNS.join(','),
      recommendation: 'Strongly Increase',
      sample: 'Organic Content Hub',
      firstFigures: '1000.00,1800,72,2700.00,18,170.00,2.70,13.89,150.00,4.00,1.00,0.56,55.56',
      ppc: /^PPC,[^,]*,2000\.00,1600,80,4400\.50,/,
      // A USD plan has no tax on ad spend: SPEC's 16 columns alone.
      taxCells: '',
    },
    w: {
      tabData: 'Data Input',
      tabResults: 'Results & Metrics',
      tabDashboard: 'Dashboard',
      tabOptimizer: 'Budget Optimizer',
      edit: (name: string) => `Edit ${name}`,
      done: (name: string) => `Done editing ${name}`,
      revenue: /^Revenue/,
      spend: /^Spend/,
      negativeSpend: 'Spend cannot be negative. The previous value is kept.',
      channel: 'Channel',
      totalSpend: 'Total Spend',
      overallRoi: 'Overall ROI',
      spendValue: '$5,800',
      roi: '100.0%',
      displayRoi: '200.0%',
      strong: 'Strongly Increase',
      metricsTable: 'Detailed Channel Metrics',
      totals: 'TOTALS',
      roiChart: 'ROI Performance by Channel',
      tier: 'Strong return',
      optimizerHeading: 'Budget Optimization Recommendations',
      exportCsv: 'Export CSV',
      exported: 'Data exported successfully!',
      importCsv: 'Import CSV',
      importDialog: 'Import channels from CSV',
      csvFile: 'CSV file',
      ready: (count: number) => `${count} channels are ready to import`,
      replace: 'Replace current channels',
      yesReplace: 'Yes, replace them',
      imported: (count: number) => `Imported ${count} channels`,
      savedSets: 'Saved sets',
      setsDialog: 'Saved channel sets',
      setName: 'Set name',
      saveSet: 'Save set',
      load: (name: string) => `Load ${name}`,
      del: (name: string) => `Delete ${name}`,
      deleted: (name: string) => `Set “${name}” deleted`,
      undo: (name: string) => `Undo deleting ${name}`,
      share: 'Copy share link',
      shareCopied: 'Share link copied',
      shareFailed: 'Could not open the shared link',
    },
  },
  {
    lang: 'vi',
    path: `/vi${PATH}`,
    channels: VI_ROWS.length,
    first: VI_ROWS[0]!.channel,
    edited: { name: VI_ROWS[3]!.channel, spend: VI_ROWS[3]!.spend, revenue: 3 * VI_ROWS[3]!.spend },
    revised: { name: VI_ROWS[1]!.channel, revenue: VI_ROWS[1]!.revenue + 12_500 },
    currency: 'VND',
    csv: {
      file: roiVi.csvFileName,
      // Zalo counts messages started (decision 126's result type column, empty for plain leads); VAT is
      // on by default for a VND plan: its four columns follow.
      header: [...roiVi.csvColumns, roiVi.csvResultColumn, ...roiVi.csvTaxColumns].join(','),
      recommendation: roiVi.recommendations.strongly,
      sample: VI_ROWS[0]!.campaignName,
      // Facebook Ads: 35 % of 50,000,000 ₫ at 850 ₫ a click = 20,588 clicks, 412 leads at 2 %, 82 customers at
      // 20 %, 412 × 200,000 ₫ = 82,400,000 ₫: ROI 370.86 %, ROAS 4.71, CPL 42,475.73, ARPC 1,004,878.05,
      // 2.00 % and 0.40 % of clicks, CPC 850.01, CAC 213,414.63.
      firstFigures: '17500000.00,20588,412,82400000.00,82,370.86,4.71,42475.73,1004878.05,2.00,0.40,850.01,213414.63',
      // Zalo Ads: 10,000,000 ₫ at 3,200 ₫ a click (40,000 ₫ a message at 8 %) = 3,125 clicks, 250 leads.
      ppc: /^Zalo Ads,[^,]*,10000000\.00,3125,250,40012500\.00,/,
      // 10 % VAT on 17,500,000 ₫: 1,750,000 ₫, 19,250,000 ₫ with it, ROI after it (82.4 − 19.25) ÷ 19.25 = 328.05 %.
      // Facebook Ads counts plain leads: an empty result type cell, then the tax cells.
      taxCells: ',,10,1750000.00,19250000.00,328.05',
    },
    w: {
      tabData: 'Nhập số liệu',
      tabResults: 'Kết quả và chỉ số',
      tabDashboard: 'Bảng tổng quan',
      tabOptimizer: 'Tối ưu ngân sách',
      edit: (name: string) => `Sửa ${name}`,
      done: (name: string) => `Sửa xong ${name}`,
      revenue: /^Doanh thu/,
      spend: /^Chi phí/,
      negativeSpend: 'Chi phí không được là số âm. Giá trị trước đó được giữ nguyên.',
      channel: 'Kênh',
      totalSpend: 'Tổng chi phí',
      overallRoi: 'ROI tổng',
      // 35 + 20 + 20 + 25 % of 50 million ₫.
      spendValue: '50.000.000\u00a0₫',
      roi: '100,0%',
      displayRoi: '200,0%',
      strong: 'Tăng mạnh',
      metricsTable: 'Chỉ số chi tiết theo kênh',
      totals: 'TỔNG CỘNG',
      roiChart: 'ROI theo kênh',
      tier: 'Sinh lời tốt',
      optimizerHeading: 'Đề xuất tối ưu ngân sách',
      exportCsv: 'Xuất tệp CSV',
      exported: 'Đã xuất dữ liệu thành công!',
      importCsv: 'Nhập tệp CSV',
      importDialog: 'Nhập kênh từ tệp CSV',
      csvFile: 'Tệp CSV',
      ready: (count: number) => `Có ${count} kênh sẵn sàng để nhập`,
      replace: 'Thay các kênh hiện có',
      yesReplace: 'Đồng ý thay thế',
      imported: (count: number) => `Đã nhập ${count} kênh`,
      savedSets: 'Bộ số liệu đã lưu',
      setsDialog: 'Các bộ kênh đã lưu',
      setName: 'Tên bộ số liệu',
      saveSet: 'Lưu bộ số liệu',
      load: (name: string) => `Mở bộ ${name}`,
      del: (name: string) => `Xóa bộ ${name}`,
      deleted: (name: string) => `Đã xóa bộ “${name}”`,
      undo: (name: string) => `Hoàn tác xóa bộ ${name}`,
      share: 'Sao chép đường liên kết',
      shareCopied: 'Đã sao chép đường liên kết',
      shareFailed: 'Không mở được đường liên kết được chia sẻ',
    },
  },
] as const;

for (const { lang, path, currency, csv, w, channels, first, edited, revised } of LANGUAGES) {
  test.describe(`core journey (${lang})`, () => {
    test.describe.configure({ timeout: 240_000 });

    // One page, one visitor: each step is one former test, named as it was.
    test(`edit, results, export and import, saved sets, share, draft and print (${lang})`, async ({ page }) => {
      await open(page, path);
      await test.step(`edit, results, dashboard, optimizer (${lang})`, async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // Nothing picked yet: the page's default currency (VND on the Vietnamese page).
        await expect(page.locator('#roi-currency')).toHaveValue(currency);
        await expect(tab(page, w.tabData)).toHaveAttribute('aria-selected', 'true');
        await page.getByRole('button', { name: w.edit(edited.name) }).click();
        const display = card(page, edited.name);
        // A negative spend is refused in the page's language and the previous value stays.
        const spend = display.getByLabel(w.spend);
        await spend.fill('-5');
        await expect(display.getByRole('alert').filter({ hasText: w.negativeSpend })).toHaveText(w.negativeSpend);
        await expect(spend).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(page);
        await spend.fill(String(edited.spend));
        await expect(spend).not.toHaveAttribute('aria-invalid');
        await display.getByLabel(w.revenue).fill(String(edited.revenue));
        await expect(display.getByText(w.displayRoi)).toBeVisible();
        await expect(display.getByText(w.strong)).toBeVisible();
        await page.getByRole('button', { name: w.done(edited.name) }).click();
        await expectAccessible(page, { include: '#calculator' });

        await tab(page, w.tabResults).click();
        await expect(summaryValue(page, w.totalSpend)).toHaveText(w.spendValue);
        const table = page.getByRole('table', { name: w.metricsTable });
        await expect(table.locator('tfoot th').first()).toHaveText(w.totals);
        await expectAccessible(page, { include: '#calculator' });

        await tab(page, w.tabDashboard).click();
        await expect(page.getByRole('figure', { name: w.roiChart })).toBeVisible();
        await expect(page.getByText(w.tier).first()).toBeVisible();
        await expect(page.locator('[data-chart] svg').first()).toBeVisible();
        await expectAccessible(page, { include: '#calculator' });

        await tab(page, w.tabOptimizer).click();
        await expect(page.getByRole('heading', { name: w.optimizerHeading })).toBeVisible();
        await expectAccessible(page, { include: '#calculator' });
        await expectNoBadNumbers(page);
      });
      await test.step(`export CSV with the page's headers and import it back (${lang})`, async () => {
        await tab(page, w.tabData).click();
        await expect(page.locator('#roi-currency')).toHaveValue(currency);
        await page.getByRole('button', { name: w.edit(revised.name) }).click();
        await card(page, revised.name).getByLabel(w.revenue).fill(String(revised.revenue));
        await page.getByRole('button', { name: w.done(revised.name) }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: w.exportCsv }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(csv.file);
        await expect(page.getByText(w.exported, { exact: true })).toBeVisible();
        const file = await download.path();
        const lines = readFileSync(file, 'utf8').split('\r\n');
        expect(lines[0]).toBe(csv.header);
        // Numbers stay machine-readable in every language.
        expect(lines[1]).toBe(`${first},${csv.sample},${csv.firstFigures},${csv.recommendation}${csv.taxCells}`);
        expect(lines[2]).toMatch(csv.ppc);

        for (const target of [path, lang === 'en' ? `/vi${PATH}` : PATH]) {
          await page.evaluate(() => localStorage.clear());
          await open(page, target);
          const other = LANGUAGES.find((language) => language.path === target)!.w;
          await page.getByRole('button', { name: other.importCsv }).click();
          const dialog = page.getByRole('dialog', { name: other.importDialog });
          await dialog.getByLabel(other.csvFile).setInputFiles(file);
          await expect(dialog.getByText(other.ready(channels))).toBeVisible();
          await expectAccessible(page, { include: '[role="dialog"]' });
          await dialog.getByRole('button', { name: other.replace }).click();
          await dialog.getByRole('button', { name: other.yesReplace }).click();
          await expect(dialog).toBeHidden();
          await expect(page.getByText(other.imported(channels), { exact: true })).toBeVisible();
          await page.getByRole('button', { name: other.edit(revised.name) }).click();
          // The same amount, whichever separators the page writes it with (4,400.5 or 40.012.500).
          const revenue = card(page, revised.name).getByLabel(other.revenue);
          await expect
            .poll(async () => (await revenue.inputValue()).replace(/[.,\s]/g, ''))
            .toBe(String(revised.revenue).replace('.', ''));
        }
      });
      await test.step(`saved sets with Undo inside the dialog, share link and draft restore (${lang})`, async () => {
        // A visitor who starts over: nothing kept from the steps before.
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await open(page, path);
        await expect(page.locator('#roi-currency')).toHaveValue(currency);
        const opener = page.getByRole('button', { name: w.savedSets });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: w.setsDialog });
        await dialog.getByLabel(w.setName).fill('Mẫu');
        await dialog.getByRole('button', { name: w.saveSet }).click();
        await expect(dialog.getByRole('row', { name: /Mẫu/ }).getByRole('cell').nth(1)).toHaveText(w.spendValue);
        await dialog.getByRole('button', { name: w.del('Mẫu') }).click();
        await expect(dialog.getByRole('status')).toContainText(w.deleted('Mẫu'));
        await expect(dialog.getByRole('button', { name: w.undo('Mẫu') })).toBeFocused();
        await expectAccessible(page, { include: '[role="dialog"]' });
        await page.keyboard.press('Enter');
        await expect(dialog.getByRole('button', { name: w.del('Mẫu') })).toBeFocused();
        await dialog.getByRole('button', { name: w.load('Mẫu') }).click();
        await expect(dialog).toBeHidden();

        await page.getByRole('button', { name: w.edit(first) }).click();
        await card(page, first).getByLabel(w.channel, { exact: true }).fill('Tìm kiếm');
        await page.getByRole('button', { name: w.done('Tìm kiếm') }).click();
        await page.getByRole('button', { name: w.share }).click();
        await expect(page.getByText(w.shareCopied, { exact: true })).toBeVisible();
        // The Vietnamese example's Zalo row counts messages started: only a version 2 link carries that.
        await expect(page).toHaveURL(lang === 'vi' ? /\?plan=v2\./ : /\?plan=v1\./);
        await page.reload();
        await expect(card(page, 'Tìm kiếm')).toBeVisible();

        // The draft: a plain visit brings the edited channels back.
        await open(page, path);
        await expect(page.locator('[data-draft-notice]')).toBeVisible();
        await expect(card(page, 'Tìm kiếm')).toBeVisible();
        await expectAccessible(page, { include: '#calculator' });

        await open(page, `${path}?plan=v1.broken`);
        await expect(page.getByText(w.shareFailed, { exact: true })).toBeVisible();
      });
      await test.step(`the report appears without beforeprint and no chart is clipped (${path})`, async () => {
        // window.print() would block a headless browser; the button's own request puts the report in the page.
        await page.evaluate(() => {
          window.print = () => undefined;
        });
        await page.getByRole('tab').nth(3).click();
        await expect(page.locator('[data-chart] svg').first()).toBeVisible();
        await page.getByRole('button', { name: path.startsWith('/vi') ? 'In báo cáo' : 'Print report' }).click();
        await page.emulateMedia({ media: 'print' });
        const report = page.getByRole('region', {
          name: path.startsWith('/vi') ? 'Báo cáo ROI marketing' : 'Marketing ROI report',
        });
        await expect(report).toBeVisible();
        const clipped = await page.evaluate(
          () =>
            [...document.querySelectorAll('[data-chart] svg')].filter((svg) => {
              const box = svg.getBoundingClientRect();
              if (box.width === 0 && box.height === 0) return false;
              const frame = svg.closest('figure')?.getBoundingClientRect();
              return (
                !frame ||
                box.left < frame.left - 1 ||
                box.right > frame.right + 1 ||
                box.top < frame.top - 1 ||
                box.bottom > frame.bottom + 1
              );
            }).length,
        );
        expect(clipped).toBe(0);
        await page.emulateMedia({ media: 'screen' });
      });
    });
  });
}
