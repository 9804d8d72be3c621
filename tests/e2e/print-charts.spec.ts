/**
 * Print keeps whole charts. A browser lays a print out at the paper's width without
 * running the resize observers that redraw charts, so the planner's charts would keep their screen
 * width and lose their right side. The test narrows the page the same way (a synchronous layout,
 * measured before any observer can run) and checks every chart still fits its column.
 */
import { expect, test, waitForHydration } from './fixtures.ts';

test('the planner charts fit the column when the page is laid out for paper', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/solutions/ai-tools/marketing-budget-planner');
  await waitForHydration(page);
  await page.locator('#planner-comparison-heading').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-chart] svg')).toHaveCount(2);
  // Drawn at the screen's width first, as a visitor would see them before printing.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.min(...[...document.querySelectorAll('[data-chart] svg')].map((svg) => svg.getBoundingClientRect().width)),
      ),
    )
    .toBeGreaterThan(200);
  await page.emulateMedia({ media: 'print' });

  const charts = await page.evaluate(() => {
    // A4 at 96 dpi with default margins: about 720 CSS pixels of column.
    document.documentElement.style.width = '720px';
    return [...document.querySelectorAll('[data-chart] svg')].map((svg) => {
      const chart = svg.getBoundingClientRect();
      const column = svg.closest('section')!.getBoundingClientRect();
      return {
        chartRight: Math.round(chart.right),
        columnRight: Math.round(column.right),
        width: Math.round(chart.width),
      };
    });
  });

  expect(charts).toHaveLength(2);
  for (const chart of charts) {
    expect(chart.width).toBeGreaterThan(100);
    expect(chart.chartRight).toBeLessThanOrEqual(chart.columnRight);
  }
});
