/**
 * Phones and Vietnamese layouts: with every panel of a tool open, in both languages (AUD on the
 * English page, VND on the Vietnamese one) at 1280 and 360 px, the page never grows wider than the
 * screen, no figure breaks across lines, and no column of a results table is cut off or scrolled out
 * of view. One journey per tool; the viewport changes without a reload.
 */
import type { Page } from '@playwright/test';
import { EXAMPLE_STATE } from '../../src/features/budget-planner/model/running-example.ts';
import { vietnamExampleState } from '../../src/features/budget-planner/model/vietnam-example.ts';
import { encodePlanShare } from '../../src/features/budget-planner/model/share.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe.configure({ timeout: 240_000 });

const WIDTHS = [1280, 360] as const;

/** Opens every closed disclosure inside the given region. */
async function openAll(page: Page, region: string) {
  await page
    .locator(`${region} details:not([open]) > summary`)
    .evaluateAll((summaries) => summaries.forEach((s) => (s as HTMLElement).click()));
}

interface Layout {
  overflow: number;
  culprits?: string[];
  /** Figures whose text runs over more than one line. */
  wrapped: string[];
  /** Table cells (of the named tables) that lie outside their table's visible box. */
  cut: string[];
}

/**
 * Measures the layout in the page. Every number written inside the region (an amount with its
 * currency sign, a count, a percentage) must sit on one line: labels and sentences around it may
 * wrap, the figure itself may not. A cut cell is a cell of the named tables whose box is not inside
 * the visible box of the region that scrolls it, or of the screen.
 */
async function measure(page: Page, region: string, tables: string): Promise<Layout> {
  return page.evaluate(
    ([regionSelector, tableSelector]) => {
      const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      // "A$104,792", "200.000.000 ₫", "−16.8%", "1.40x", "< 0.1%": a sign, digits and separators, a unit.
      const figure = /(?:[A-Z]{0,2}\$)?[−-]?\d(?:[\d.,\u00a0\u202f]*\d)?(?:\u00a0?(?:₫|US\$|A\$|%|x))?/g;
      const wrapped: string[] = [];
      for (const root of document.querySelectorAll(regionSelector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (
            !/\d/.test(text) ||
            !node.parentElement ||
            !visible(node.parentElement) ||
            node.parentElement.closest('.sr-only, svg')
          )
            continue;
          for (const match of text.matchAll(figure)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) wrapped.push(match[0]);
          }
        }
      }
      const cut: string[] = [];
      for (const table of document.querySelectorAll(tableSelector)) {
        if (!visible(table)) continue;
        const box = (table.closest('[role="region"]') ?? table.parentElement ?? table).getBoundingClientRect();
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, window.innerWidth);
        for (const cell of table.querySelectorAll('th, td')) {
          // A header row read by screen readers only (stacked cards) is clipped to one pixel.
          if (!visible(cell) || (cell.closest('thead')?.getBoundingClientRect().width ?? 2) <= 1) continue;
          const r = cell.getBoundingClientRect();
          if (r.left < left - 1 || r.right > right + 1)
            cut.push(
              `${Math.round(table.scrollWidth)}/${Math.round(box.width)} ${cell.getAttribute('data-label') ?? ''} ${cell.textContent?.trim() ?? ''}`,
            );
        }
      }
      // A figure kept on one line must still fit its tile or card.
      for (const dd of document.querySelectorAll(`${regionSelector} dd`)) {
        if (visible(dd) && dd.scrollWidth > dd.clientWidth + 1)
          wrapped.push(`${dd.textContent ?? ''} (spills out of its box ${dd.scrollWidth}>${dd.clientWidth})`);
      }
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      // Name what sticks out, so a failure says where to look.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      const wide =
        overflow > 0
          ? [...document.querySelectorAll('main *')].filter(
              (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el),
            )
          : [];
      const culprits = wide
        .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
        .map((el) => `${el.tagName} ${el.className}`.slice(0, 80));
      return { overflow, wrapped, cut, ...(culprits.length > 0 ? { culprits } : {}) };
    },
    [region, tables] as const,
  );
}

async function expectTidy(page: Page, region: string, tables: string, where: string) {
  const layout = await measure(page, region, tables);
  expect.soft(layout, where).toEqual({ overflow: 0, wrapped: [], cut: [] });
}

const PLANNER = '/solutions/ai-tools/marketing-budget-planner';
const plannerCases = [
  {
    lang: 'en',
    path: PLANNER,
    // The plan: 50,000 Australian dollars.
    plan: encodePlanShare({ state: { ...EXAMPLE_STATE, totalBudget: 50_000 }, currency: 'AUD' }),
    budget: 'Total Budget',
    total: '50000',
    show: 'Show planning tools',
    toggle: 'Model diminishing returns',
    ranges: 'Show ranges',
  },
  {
    lang: 'vi',
    path: `/vi${PLANNER}`,
    plan: encodePlanShare({ state: { ...vietnamExampleState(), totalBudget: 200_000_000 }, currency: 'VND' }),
    budget: 'Tổng ngân sách',
    total: '200000000',
    show: 'Mở công cụ lập kế hoạch',
    toggle: 'Tính đến lợi suất giảm dần',
    ranges: 'Hiện khoảng dao động',
  },
] as const;
const PLANNER_REGION = 'main';
// The results tables; the planning tools' wide tables scroll on purpose (a labelled, focusable region).
const PLANNER_TABLES = '#planner-breakdown-table';

test('budget planner: every panel open, both languages, 1280 and 360 px: no overflow, no broken figure, no hidden column', async ({
  page,
}) => {
  for (const c of plannerCases) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${c.path}?plan=${c.plan}`);
    const budget = page.getByLabel(c.budget, { exact: true });
    // The link's plan is on screen (its codec loads after hydration) before anything is typed.
    await expect(budget).toHaveValue(c.total);
    // A corrected field drops its error at once.
    const error = page.locator(`[id="${await budget.getAttribute('id')}-error"]`);
    await budget.fill('12abc');
    await expect(error).not.toBeEmpty();
    await budget.fill(c.total);
    await expect(error).toBeEmpty();
    await page.getByRole('button', { name: c.show }).click();
    const tools = page.locator('#planning-tools');
    await tools.getByLabel(c.toggle).check();
    await openAll(page, '#planning-tools');
    await tools.getByLabel(c.ranges).check();
    await expect(tools.getByText(/P50/).first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectTidy(page, PLANNER_REGION, PLANNER_TABLES, `${c.lang} at ${width} px`);
    }
    await expectAccessible(page, { include: '#planner-breakdown-table' });
  }
});

const ROI = '/solutions/free-resources/roi-calculator';
const roiCases = [
  {
    lang: 'en',
    path: ROI,
    currency: 'AUD',
    tabs: ['Results & Metrics', 'Dashboard', 'Budget Optimizer', 'Data Input'],
    show: 'Show planning checks',
    check: 'Check each suggestion for diminishing returns',
  },
  {
    lang: 'vi',
    path: `/vi${ROI}`,
    currency: 'VND',
    tabs: ['Kết quả và chỉ số', 'Bảng tổng quan', 'Tối ưu ngân sách', 'Nhập số liệu'],
    show: 'Xem các bước kiểm tra',
    check: 'Kiểm tra từng đề xuất với hiệu quả giảm dần',
  },
] as const;
const ROI_REGION = 'main';
const ROI_TABLES = '[aria-labelledby="roi-detailed-metrics"] table, table[data-performance-table]';

test('ROI calculator: every tab and panel open, both languages, 1280 and 360 px: no overflow, no broken figure, no hidden column', async ({
  page,
}) => {
  for (const c of roiCases) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(c.path);
    await page.locator('#roi-currency').selectOption(c.currency);
    for (const tab of c.tabs) {
      await page.getByRole('tab', { name: tab }).click();
      if (tab === c.tabs[2]) await page.getByLabel(c.check).check();
      const show = page.getByRole('button', { name: c.show });
      if (await show.isVisible()) await show.click();
      await openAll(page, 'main');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectTidy(page, ROI_REGION, ROI_TABLES, `${c.lang}, ${tab}, at ${width} px`);
      }
      // The performance table stacks into cards on a phone: scanned in that new state.
      if (tab === c.tabs[1]) await expectAccessible(page, { include: 'table[data-performance-table]' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }
});

/**
 * A part Chromium skips while it is far from the screen (`content-visibility: auto`) takes some room
 * until it is first drawn. If that room is not the room it then takes, whatever is on the screen
 * moves when the visitor jumps to it (a link, a search in the page, Tab), and a tap meant for a
 * button lands elsewhere (decision 185). Every such part of both tools, jumped to once the page has
 * settled, takes the room it held within 3rem: a part whose height turns on the plan (the breakdown)
 * keeps the room it really takes; a card holds a usual card's room.
 */
test('both tools, both languages, 1280 and 360 px: a part drawn only near the screen held about its room before', async ({
  page,
}) => {
  for (const path of [PLANNER, `/vi${PLANNER}`, ROI, `/vi${ROI}`]) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // Settled: the parts that come after hydration (the breakdown's table, say) are drawn.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      // The breakdown is skipped out of view too, once drawn with its table.
      if (path.endsWith(PLANNER))
        await expect(page.locator('section[aria-labelledby="planner-breakdown-heading"]')).toHaveCSS(
          'content-visibility',
          'auto',
        );
      const grown = await page.evaluate(async () => {
        const frames = (count: number) =>
          new Promise<void>((resolve) => {
            const next = () => (count-- > 0 ? requestAnimationFrame(next) : resolve());
            next();
          });
        const parts = [...document.querySelectorAll<HTMLElement>('main *')].filter(
          (element) =>
            getComputedStyle(element).contentVisibility === 'auto' &&
            element.getBoundingClientRect().top > 2 * innerHeight,
        );
        // Measured together before any is drawn: scrolling to one draws its neighbours too.
        const held = parts.map((part) => part.getBoundingClientRect().height);
        const changes: string[] = [];
        for (const [index, part] of parts.entries()) {
          part.scrollIntoView({ block: 'center' });
          await frames(3);
          const drawn = part.getBoundingClientRect().height;
          if (Math.abs(drawn - held[index]!) > 48)
            changes.push(
              `${part.tagName}.${part.className.slice(0, 60)}: ${Math.round(held[index]!)} -> ${Math.round(drawn)} px`,
            );
        }
        return { parts: parts.length, changes };
      });
      expect(grown.parts, `${path} at ${width} px: parts skipped out of view`).toBeGreaterThan(0);
      expect.soft(grown.changes, `${path} at ${width} px`).toEqual([]);
    }
  }
});
