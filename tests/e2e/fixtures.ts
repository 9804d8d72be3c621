/**
 * Shared Playwright fixtures: every test fails on an unexpected console.error or page error, and
 * `expectAccessible` runs an axe WCAG 2.2 A/AA scan.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixtures {
  /** Console errors a test expects (e.g. a deliberate failed request); matched by substring. */
  allowConsoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowConsoleErrors.some((allowed) => text.includes(allowed))) return;
      // A 404/410 status on the document itself is expected on those pages.
      if (/Failed to load resource: the server responded with a status of (404|410)/.test(text)) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Journeys act like a visitor who waits for the page: navigation resolves once every
    // client:load, client:idle, client:painted and client:interaction island has hydrated, so a click never lands
    // on not-yet-interactive markup.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(errors, 'unexpected console errors').toEqual([]);
  },
});

export { expect };

/** Pages opened with JavaScript disabled: their islands never hydrate, so nothing waits for it. */
const withoutJavaScript = new WeakSet<Page>();

export async function waitForHydration(page: Page): Promise<void> {
  if (withoutJavaScript.has(page)) return;
  // An island that hydrates when the visitor reaches for it (client:interaction, the contact form)
  // is reached for: the pointer comes over it, without moving the page. Found and reached in one
  // step, so an island that hydrates meanwhile (focus already inside) is simply not found.
  await page
    .evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[client="interaction"][ssr]')) {
        island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
    })
    .catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          'astro-island:is([client="load"], [client="idle"], [client="painted"], [client="interaction"])[ssr]',
        ),
      null,
      { timeout: 20_000 },
    )
    .catch(() => {
      // A page whose islands fail to hydrate is left to the test's own assertions to report.
    });
  // Astro marks an island hydrated when React starts; React then renders in slices. The tools'
  // islands say themselves when React has finished (KeepEarlyInput's data-hydrating): a click before
  // that falls on a button with no handler yet.
  await page
    .waitForFunction(() => !document.querySelector('[data-hydrating]'), null, { timeout: 20_000 })
    .catch(() => {});
  // Other islands have no such mark: the first idle moment comes once their work is done.
  await page
    .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })))
    .catch(() => {});
  // The tools draw some parts once their code arrives, after that idle moment (the breakdown's table);
  // until then a placeholder holds about their room and says it is busy. A visitor who waits for the
  // page waits for them too: a click meanwhile can land where the arriving part moves things.
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 5_000 })
    .catch(() => {});
}

/** What the fixture asks of axe in the page: CSS selectors only, so the context crosses to the page as JSON. */
type AxeContext = { include?: string[]; exclude: string[] };
interface AxeInPage {
  run(context: AxeContext, options: RunOptions): Promise<AxeResults>;
}

/** axe-core's minified build: less than half the source the unminified default makes each page parse. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function expectAccessible(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  // axe runs inside the page itself (our pages have no frames to merge results across), and is
  // loaded once per document: a journey that scans a page in several states parses it once. Only
  // violations are collected: building selectors for every passing node is most of the remaining
  // cost on the tool pages.
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const context: AxeContext = options.include
    ? { include: [options.include], exclude: options.exclude ?? [] }
    : { exclude: options.exclude ?? [] };
  const runOptions: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  // Blocks out of view skip their rendering (content-visibility: auto, the planning tools), and
  // content never rendered cannot be hit-tested: axe would set its controls' target size aside as
  // obscured. The scan sees the page as it renders once scrolled to, every part of it drawn.
  // A colour still in transition (a button turning primary, figures fading while they are worked out
  // again) is measured by axe at whatever shade it has reached: the scan waits, at most 2 s, for the
  // finite transitions and animations running now to end. A part that is working its figures out
  // again (aria-busy) fades them on purpose while they are stale: the scan first waits, at most 5 s,
  // for the figures to settle, and is about the state a visitor reads.
  const results = await page.evaluate(
    async ([context, runOptions]) => {
      for (let waited = 0; waited < 5000 && document.querySelector('[aria-busy="true"]'); waited += 50)
        await new Promise((done) => setTimeout(done, 50));
      const ending = document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
      const drawn = document.createElement('style');
      drawn.textContent = '* { content-visibility: visible !important; }';
      document.head.append(drawn);
      try {
        return await (window as unknown as { axe: AxeInPage }).axe.run(context, runOptions);
      } finally {
        drawn.remove();
      }
    },
    [context, runOptions] as const,
  );
  // Chromium's autofill reads the whole form a field belongs to after each key press in it, or each
  // choice in a list: a field the tools read on every key press is in a form of its own (decision 176).
  // A form that is sent (it has a submit button) may hold several; a read-only field is never typed in.
  const shared = await page.evaluate(() => {
    const field =
      'input:not([readonly]):is([type=text], [type=search], [type=email], [type=tel], [type=url], [type=number], [type=password], :not([type])), select, textarea';
    return [...document.querySelectorAll<HTMLInputElement>(field)]
      .filter(
        (el) =>
          !el.form ||
          (!el.form.querySelector('[type=submit], button:not([type])') &&
            [...el.form.elements].filter((other) => other.matches(field)).length > 1),
      )
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}#${el.id} ${el.form ? 'shares a form that is never sent' : 'is in no form'}`,
      );
  });
  expect(shared, 'fields outside a form of their own').toEqual([]);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * A planning block's parts are skipped while out of view (content-visibility, decision 180), and
 * `content-visibility: auto` brings paint containment, which clips whatever is drawn outside the part,
 * on screen or off. A focus ring (3 px outline, 2 px offset) must never be cut: every control inside
 * such a part keeps 5 px to its edges. Each part is measured laid out as when drawn on screen: its
 * skipping is turned off for the measurement, as in `expectAccessible`, instead of scrolling to every
 * part and waiting for frames (a frame that never came once held a CI run for the whole timeout).
 * Returns how many parts were measured.
 */
export async function expectFocusRingsInsideParts(scope: Locator): Promise<number> {
  const { parts, tooClose } = await scope.evaluate((root) => {
    const all = [...root.querySelectorAll<HTMLElement>('details > div > *')].filter(
      (part) => getComputedStyle(part).contentVisibility === 'auto',
    );
    const drawn = document.createElement('style');
    drawn.textContent = 'details > div > * { content-visibility: visible !important; }';
    document.head.append(drawn);
    const found: string[] = [];
    try {
      for (const part of all) {
        const box = part.getBoundingClientRect();
        for (const control of part.querySelectorAll<HTMLElement>(
          'a, button, input, select, textarea, summary, [tabindex]',
        )) {
          if (!control.checkVisibility()) continue;
          const r = control.getBoundingClientRect();
          const gap = Math.min(r.left - box.left, box.right - r.right, r.top - box.top, box.bottom - r.bottom);
          if (gap < 5) found.push(`${control.outerHTML.slice(0, 80)}… is ${gap.toFixed(1)} px from its part's edge`);
        }
      }
    } finally {
      drawn.remove();
    }
    return { parts: all.length, tooClose: found };
  });
  expect(tooClose).toEqual([]);
  return parts;
}

/**
 * Opens a page while an island's script is held back, as on a slow connection, so a test can act
 * on the server-rendered markup before hydration. Call the returned function to let the script
 * load; it resolves once the island has hydrated.
 */
export async function openBeforeHydration(
  page: Page,
  path: string,
  islandScript: RegExp,
): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(islandScript, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own goto: the page's is wrapped to wait for hydration, which is held here.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/**
 * A side panel (a guide's contents, a case's summary) that a phone shows above the text comes before
 * it in the document, and sits beside it at 1280 px. Moved up with CSS `order` instead, a page painted
 * while its HTML is still arriving shows the text first and then pushes it down: a layout shift.
 */
export async function expectSideBeforeText(page: Page, side: Locator, text: Locator): Promise<void> {
  const follows = await side.evaluate(
    (panel, other) => Boolean(panel.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await text.elementHandle(),
  );
  expect(follows, 'the text follows the side panel in the document').toBe(true);
  const boxes = async () => ({ side: (await side.boundingBox())!, text: (await text.boundingBox())! });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 720 });
  const wide = await boxes();
  expect(wide.side.x, 'beside the text at 1280 px').toBeGreaterThan(wide.text.x + wide.text.width);
  await page.setViewportSize({ width: 360, height: 740 });
  const phone = await boxes();
  expect(phone.side.y + phone.side.height, 'above the text at 360 px').toBeLessThan(phone.text.y);
  if (size) await page.setViewportSize(size);
}
