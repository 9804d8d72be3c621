// The tools on a mid-range phone: first-load and on-demand JavaScript per tool page,
// keystroke latency at 1× and 4× CPU throttle with the planning layers off and on (20 channels), as
// Event Timing and as the key press to the figures shown, the first key press on fresh pages,
// opening the planning tools, the ROI dashboard's first chart, a tab switch and a keystroke in an ROI
// channel's Spend, and Lighthouse on the four tool pages. Figures only; the budgets are enforced by tests/integration/bundle-budget.test.ts.
//
// `npm run bench` runs it with the rest. Alone, after `npm run build`:
//   [BENCH_BEFORE=/path/to/other/checkout] [LH_RUNS=5] node bench/tools.mjs [--no-lighthouse]
// serves this checkout's dist/ (and the other checkout's build, measured alternately as "before")
// and rewrites the tools section of bench/REPORT.md.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pageBudget } from './bundle-budget.mjs';

export const toolPages = [
  ['Budget planner', '/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator', '/solutions/free-resources/roi-calculator'],
  ['Budget planner (vi)', '/vi/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator (vi)', '/vi/solutions/free-resources/roi-calculator'],
];
/**
 * Lighthouse's control: a content page with no island, measured in the same rounds as the tool pages.
 * Points it loses were lost to the machine's state at the time, not to a tool's code.
 */
const lighthouseControl = ['About (control, no island)', '/about'];
const PLANNER = toolPages[0][1];
const ROI = toolPages[1][1];
const KEYSTROKES = 20;
/** Fresh pages per build for the first key press after the tool opens. */
const FIRST_PRESS_PAGES = Number(process.env.FIRST_PRESS_PAGES ?? 6);
/** Fresh pages per build and CPU rate for opening the planning tools and the ROI dashboard. */
const OPEN_PAGES = Number(process.env.OPEN_PAGES ?? 6);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A page with CPU throttling (1 = none) and observers for Event Timing, long tasks and the figures a
 * key press changes. Event Timing ends at the first paint after the key press; when what the number
 * feeds follows in a transition (decision 175), that paint shows the typed character, and the figures
 * come in a later frame. "Figures shown" is the key press to the frame after the first change to the
 * page's text, so both kinds of build are timed to the same thing on screen.
 */
async function openPage(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__events = [];
    window.__longTasks = [];
    window.__longFrames = [];
    window.__figures = [];
    let pressed = null;
    addEventListener('keydown', (event) => (pressed = event.timeStamp), true);
    new MutationObserver(() => {
      if (pressed === null) return;
      const start = pressed;
      pressed = null;
      requestAnimationFrame(() => {
        const painted = new MessageChannel();
        painted.port1.onmessage = () => window.__figures.push(performance.now() - start);
        painted.port2.postMessage(null);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // A long task leaves out the frame's own rendering (style, layout, paint) unless script ran in it;
    // a long animation frame counts it: the key press's work as the page shows it.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longFrames.push(e.duration);
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, context, cdp };
}

/** Drops what the page's observers have recorded so far, before the interaction to measure. */
const forgetObserved = (page) =>
  page.evaluate(() => {
    window.__events = [];
    window.__longTasks = [];
    window.__longFrames = [];
    window.__figures = [];
  });

const idle = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );

/**
 * Until no part of the tools is being worked out again: a part held while away from the screen (a
 * planning block, the planner's table or charts) catches up when it comes near or once typing pauses
 * (decision 181), so scrolling to a field or the last field's key presses may leave work that is not
 * the next key press's.
 */
const settled = async (page) => {
  await page.waitForFunction(
    () => !document.querySelector('details > [aria-busy="true"], [data-held][aria-busy="true"]'),
    null,
    {
      polling: 100,
      timeout: 20_000,
    },
  );
  await idle(page);
};

/** Typing into a field, one key at a time: median and worst interaction latency, longest task. */
async function typeLatency(page, field, rate, attempt = 1) {
  await field.click();
  await field.press('End');
  await settled(page);
  await forgetObserved(page);
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? '5' : 'Backspace');
    // Let the keystroke's work finish (and any deferred render) before the next one.
    await page.waitForTimeout(250);
    await idle(page);
  }
  const { events, longTasks, longFrames, figures } = await page.evaluate(() => ({
    events: window.__events,
    longTasks: window.__longTasks,
    longFrames: window.__longFrames,
    figures: window.__figures,
  }));
  // Then what the page does once typing pauses, until every block is up to date again.
  await forgetObserved(page);
  await settled(page);
  const afterFrames = await page.evaluate(() => window.__longFrames);
  // Now and then headless Chromium reports no Event Timing at all for a run of key presses, which
  // would read as 20 key presses under 16 ms. Under CPU throttling no key press here is that fast, so
  // such a run is measured again, and never counted.
  if (rate > 1 && !events.length) {
    if (attempt < 3) return typeLatency(page, field, rate, attempt + 1);
    return { keystrokes: KEYSTROKES, medianMs: null, maxMs: null, longestTaskMs: null, figuresMedianMs: null };
  }
  const byInteraction = new Map();
  for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  // Event Timing reports only interactions over 16 ms; the rest count as 16.
  const samples = [...byInteraction.values()];
  while (samples.length < KEYSTROKES) samples.push(16);
  return {
    keystrokes: KEYSTROKES,
    medianMs: median(samples),
    maxMs: Math.max(...samples),
    longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration)),
    longTasksOver50: longTasks.filter((t) => t.duration > 50).length,
    longFramesOver50: longFrames.filter((d) => d > 50).length,
    longestFrameMs: Math.max(0, ...longFrames),
    figuresMedianMs: median(figures),
    figuresMaxMs: figures.length ? Math.max(...figures) : null,
    afterFramesOver50: afterFrames.filter((d) => d > 50).length,
    afterLongestFrameMs: Math.max(0, ...afterFrames),
  };
}

/**
 * The first key press on a fresh page at 4×, where none of its code has run yet: the slowest a
 * visitor meets. ROI: in the first channel's Spend, its card just opened; planner: in Total Budget.
 */
async function firstKeyPress(browser, baseUrl, tool) {
  const { page, context, cdp } = await openPage(browser, `${baseUrl}${tool === 'roi' ? ROI : PLANNER}`, 1);
  // The tools say themselves when React has finished hydrating (KeepEarlyInput's data-hydrating).
  await page.waitForFunction(() => !document.querySelector('[data-hydrating]'));
  let field = page.getByLabel('Total Budget', { exact: true });
  if (tool === 'roi') {
    await page.getByRole('tab', { name: 'Data Input', exact: true }).click();
    await page.locator('[id^="roi-edit-"]').first().click();
    field = page.getByLabel('Spend', { exact: true }).first();
  }
  await field.click();
  await field.press('End');
  await page.waitForTimeout(300);
  await idle(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await forgetObserved(page);
  await page.keyboard.press('5');
  await page.waitForTimeout(600);
  await idle(page);
  const { longTasks, figures } = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    figures: window.__figures,
  }));
  await context.close();
  return { longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration)), figuresMs: figures[0] ?? null };
}

/**
 * The first opening of the planning tools (the planner with 20 channels) and of the ROI dashboard,
 * each on a fresh page: click to the first planning block, and to the first chart, painted. The
 * planning tools twice, on two pages: pressed at once, while the button is still off the screen, so
 * the click also fetches the code it needs; and pressed the way a visitor can, once they have
 * scrolled it into view and read the section for a moment (the browser idle). The builds take turns
 * page by page.
 */
async function firstOpenings(browser, urls, rate) {
  const out = Object.fromEntries(Object.keys(urls).map((label) => [label, { panel: [], panelInView: [], chart: [] }]));
  for (let i = 0; i < OPEN_PAGES; i += 1)
    for (const [label, url] of Object.entries(urls)) {
      for (const inView of [false, true]) {
        const { page, context, cdp } = await openPage(browser, `${url}${PLANNER}`, 1);
        await addPlannerChannels(page, 20);
        await idle(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const button = '[aria-controls="planning-tools"]';
        if (inView) {
          await page.locator(button).evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(1000);
          await idle(page);
        }
        out[label][inView ? 'panelInView' : 'panel'].push(await clickToReady(page, button, '#planning-tools details'));
        await context.close();
      }
      {
        const { page, context } = await openPage(browser, `${url}${ROI}`, rate);
        // A visitor reads the first screen before heading for a later tab: by then the later tabs'
        // code, which loads once the browser is idle, has arrived.
        await page.waitForTimeout(3000);
        await idle(page);
        const dashboard = await page.getByRole('tab', { name: 'Dashboard', exact: true }).getAttribute('id');
        out[label].chart.push(await clickToReady(page, `[id="${dashboard}"]`, '[role="tabpanel"] [data-chart] svg'));
        await context.close();
      }
    }
  return out;
}

/** First key presses on fresh pages, the builds taking turns page by page. */
async function firstKeyPresses(browser, urls) {
  const out = Object.fromEntries(Object.keys(urls).map((label) => [label, { roi: [], planner: [] }]));
  for (let i = 0; i < FIRST_PRESS_PAGES; i += 1)
    for (const tool of ['roi', 'planner'])
      for (const [label, url] of Object.entries(urls)) out[label][tool].push(await firstKeyPress(browser, url, tool));
  const summary = (samples) => ({
    pages: samples.length,
    withLongTask: samples.filter((s) => s.longestTaskMs > 50).length,
    longTasks: samples.map((s) => s.longestTaskMs).filter((d) => d > 50),
    figuresMedianMs: median(samples.map((s) => s.figuresMs).filter((v) => v !== null)),
  });
  return Object.fromEntries(
    Object.entries(out).map(([label, tools]) => [label, { roi: summary(tools.roi), planner: summary(tools.planner) }]),
  );
}

async function addPlannerChannels(page, count) {
  const add = page.getByRole('button', { name: /add channel/i }).first();
  while ((await page.getByRole('slider').count()) < count) await add.click();
}

/** Opens the planning tools and switches on the layers that recompute on every keystroke. */
async function layersOn(page) {
  await page.getByRole('button', { name: 'Show planning tools' }).click();
  await page.getByLabel('Model diminishing returns').check();
  // The blocks below the first ones mount just after the panel opens.
  await page.locator('[data-planning-pending]').waitFor({ state: 'detached' });
  await page.locator('#planning-tools details').evaluateAll((all) => all.forEach((d) => (d.open = true)));
  await page.getByLabel('Show ranges').check();
  await page.getByRole('region', { name: '80% ranges of the plan' }).waitFor();
  await idle(page);
}

/** Milliseconds from a click to the next frame after `ready` matches, measured in the page. */
async function clickToReady(page, clickSelector, ready) {
  return page.evaluate(
    ([clickSel, readySel]) =>
      new Promise((done, fail) => {
        const target = document.querySelector(clickSel);
        if (!target) return fail(new Error(`no ${clickSel}`));
        const start = performance.now();
        const check = () => {
          if (document.querySelector(readySel)) requestAnimationFrame(() => done(performance.now() - start));
          else if (performance.now() - start > 30000) fail(new Error(`no ${readySel}`));
          else requestAnimationFrame(check);
        };
        // Radix tabs switch on mousedown; buttons on click: a real press sends both.
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
        target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0 }));
        target.click();
        requestAnimationFrame(check);
      }),
    [clickSelector, ready],
  );
}

async function plannerFigures(browser, baseUrl, rate) {
  const out = {};
  {
    const { page, context } = await openPage(browser, `${baseUrl}${PLANNER}`, 1);
    await addPlannerChannels(page, 20);
    await page
      .context()
      .newCDPSession(page)
      .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate }));
    out.typingLayersOff = await typeLatency(page, page.getByLabel('Total Budget', { exact: true }), rate);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await layersOn(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    out.typingLayersOn = await typeLatency(page, page.getByLabel('Total Budget', { exact: true }), rate);
    await context.close();
  }
  return out;
}

/**
 * Key presses in the first ROI channel's Spend, its card open for editing, with `channels` channels
 * (the example has 5). A headless page that has stopped reporting Event Timing does not start again
 * (`typeLatency` then gives null after its three tries), so the run moves to a fresh page, twice at
 * most.
 */
async function roiTyping(browser, baseUrl, rate, channels, page) {
  for (let fresh = 0; ; fresh += 1) {
    const opened = fresh > 0 ? await openPage(browser, `${baseUrl}${ROI}`, rate) : null;
    const on = opened?.page ?? page;
    await on.getByRole('tab', { name: 'Data Input', exact: true }).click();
    await idle(on);
    const add = on.getByRole('button', { name: 'Add Channel' });
    while ((await on.locator('[id^="roi-edit-"]').count()) < channels) await add.click();
    // A new channel opens for editing: open the first one (again).
    await on.locator('[id^="roi-edit-"]').first().click();
    const result = await typeLatency(on, on.getByLabel('Spend', { exact: true }).first(), rate);
    await opened?.context.close();
    if (result.medianMs !== null || fresh === 2) return result;
  }
}

async function roiFigures(browser, baseUrl, rate) {
  const { page, context } = await openPage(browser, `${baseUrl}${ROI}`, rate);
  const out = {};
  await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
  await page.locator('[role="tabpanel"] [data-chart] svg').first().waitFor();
  await idle(page);
  const tabs = await page.getByRole('tab').all();
  const samples = [];
  for (let i = 0; i < 6; i += 1) {
    const target = tabs[i % tabs.length];
    const id = await target.getAttribute('id');
    const controls = await target.getAttribute('aria-controls');
    samples.push(await clickToReady(page, `[id="${id}"]`, `[id="${controls}"][data-state="active"] > *`));
    await idle(page);
  }
  out.tabSwitchMs = median(samples);
  out.tabSwitchMaxMs = Math.max(...samples);
  // A keystroke in the first channel's Spend, on the data tab, the card open for editing: every figure
  // of that card and the totals follow it; then the same with 20 channels, as the planner is
  // measured: the cost of the cards not typed in.
  out.typing = await roiTyping(browser, baseUrl, rate, 5, page);
  out.typing20 = await roiTyping(browser, baseUrl, rate, 20, page);
  await context.close();
  return out;
}

/**
 * Issue 28 asks for a key press in any field under 100 ms at 4×. Every kind of text field the page
 * shows, once: its first field (a channel's fields by the first channel's), scrolled into view, then
 * the same key presses as above at 4×. A kind is the field's label with the plan's channel names and
 * any number taken out ("Reference spend, ‹channel›", "‹channel› month # spend").
 */
async function everyField(page, cdp) {
  const kinds = await page.evaluate(() => {
    const inputs = [...document.querySelectorAll('input[type=text], input:not([type]), input[inputmode]')];
    const labelOf = (el) => el.labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? '';
    const names = inputs
      .filter((el) => labelOf(el) === 'Channel Name' && el.value)
      .map((el) => el.value)
      .sort((a, b) => b.length - a.length);
    const seen = new Set();
    const out = [];
    for (const el of inputs) {
      if (el.disabled || el.readOnly || el.closest('footer') || !el.checkVisibility({ visibilityProperty: true }))
        continue;
      let kind = labelOf(el);
      for (const name of names) kind = kind.replaceAll(name, '‹channel›');
      kind = kind.replace(/\d+/g, '#');
      if (!kind || seen.has(kind)) continue;
      seen.add(kind);
      el.setAttribute('data-bench-field', String(out.length));
      out.push(kind);
    }
    return out;
  });
  const figures = {};
  for (const [i, kind] of kinds.entries()) {
    const field = page.locator(`[data-bench-field="${i}"]`);
    // In the middle of the screen: at its bottom edge the planner's sticky bar would take the click.
    await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    figures[kind] = await typeLatency(page, field, 4);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  return figures;
}

/** Every field of both tools at 4×: the planner with every layer on, the ROI calculator's open card. */
async function everyFieldFigures(browser, baseUrl) {
  const out = {};
  {
    const { page, context, cdp } = await openPage(browser, `${baseUrl}${PLANNER}`, 1);
    await addPlannerChannels(page, 20);
    await layersOn(page);
    out.planner = await everyField(page, cdp);
    await context.close();
  }
  {
    const { page, context, cdp } = await openPage(browser, `${baseUrl}${ROI}`, 1);
    await page.getByRole('tab', { name: 'Data Input', exact: true }).click();
    const add = page.getByRole('button', { name: 'Add Channel' });
    while ((await page.locator('[id^="roi-edit-"]').count()) < 20) await add.click();
    await page.locator('[id^="roi-edit-"]').first().click();
    await idle(page);
    out.roi = await everyField(page, cdp);
    await context.close();
  }
  return out;
}

/**
 * Measures this build, served at `baseUrl` from `clientDir`, and given `before` (another checkout's
 * root with its own build in dist/) that build too, served beside it and measured alternately, figure
 * by figure, so the machine's load falls on both alike. Lighthouse runs on this build only.
 */
export async function runToolBench(baseUrl, { clientDir, before, lighthouse = true, runs = 5 } = {}) {
  const bundlesOf = (client) =>
    toolPages.map(([, path]) => pageBudget(client, join(client, path.slice(1), 'index.html'), path));
  const beforeServer = before
    ? await (
        await import(join(before, 'tests/integration/server.ts'))
      ).startServer({
        RATE_LIMIT_PER_MINUTE: '10000000',
      })
    : null;
  let measured;
  try {
    measured = await interleaved(beforeServer ? { before: beforeServer.url, after: baseUrl } : { after: baseUrl }, {
      after: bundlesOf(clientDir),
      ...(before ? { before: bundlesOf(join(before, 'dist', 'client')) } : {}),
    });
  } finally {
    await beforeServer?.stop();
  }
  const load = `${loadavg()[0].toFixed(1)}`;
  for (const run of Object.values(measured)) run.load = load;
  for (const b of measured.after.bundles)
    console.log(
      `  ${b.page}: first load ${(b.initialJsBytes / 1024).toFixed(1)} KB (own ${(b.ownInitialBytes / 1024).toFixed(1)} KB), on demand ${(b.deferredBytes / 1024).toFixed(1)} KB`,
    );
  if (lighthouse) {
    // Lighthouse times the main thread's tasks by the clock and scales them: right after the typing
    // runs above, the machine is still busy and Total Blocking Time comes out inflated. Wait (two
    // minutes at most) until the one-minute load average is back under 1.
    for (let waited = 0; loadavg()[0] >= 1 && waited < 120; waited += 5)
      await new Promise((done) => setTimeout(done, 5000));
    const { runLighthouse } = await import('./lighthouse.mjs');
    measured.after.lighthouse = await runLighthouse(baseUrl, [...toolPages, lighthouseControl], {
      runs,
      bundles: measured.after.bundles,
      interleave: true,
    });
  }
  return before ? measured : { 'this build': measured.after };
}

const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

/** The report's section: one column per measured build ("before" when a second build was measured). */
export function renderTools(runs) {
  const labels = Object.keys(runs);
  const lines = ['## Tools on a mid-range phone', ''];
  const first = runs[labels[0]];
  lines.push(
    `Measured ${first.date.slice(0, 16).replace('T', ' ')} UTC with Chromium's CPU throttled 1× and 4× (Emulation.setCPUThrottlingRate), a 412 px phone viewport, 20 channels in the planner. Typing: ${KEYSTROKES} key presses in Total Budget, each one interaction's Event Timing duration (key press to the next paint; under 16 ms is not reported and counts as 16), median and worst; "long tasks" counts main-thread tasks over 50 ms while typing (the Long Tasks API, which leaves a frame's rendering out unless script ran in it); "long animation frames" counts frames over 50 ms, rendering included (the Long Animation Frames API). Each run of key presses starts from a settled page (no block still being worked out again) and is followed by a count of the long animation frames until every block is up to date once typing pauses (decision 181). Layers on: planning tools open, diminishing returns on, every block open, 80% ranges on. Opening the planning tools: click to the first planning block painted, and the ROI dashboard: click on Dashboard to the first chart painted, each the first opening on a fresh page (the planner with 20 channels, its button pressed at once while still off the screen, and on another page once scrolled into view and the browser idle, as a visitor presses it; the ROI dashboard 3 s after the page hydrated, once the later tabs' code has loaded while the browser was idle), so the click may also fetch the code it needs (${OPEN_PAGES} pages per build, taking turns; median and worst). ROI: tab switches (median of 6), then the same key presses in the first channel's Spend with its card open for editing, with the example's 5 channels and again with 20. "Figures shown": the key press to the frame after the first change to the page's text (what the number feeds, which may follow the typed character by a frame). First key press: the first one on a fresh page, where none of the code it runs has run yet (${FIRST_PRESS_PAGES} pages per build, taking turns), in Total Budget and in the first ROI channel's Spend just after its card opens. Goals: typing under 100 ms at 4×, no long task over 50 ms, panel and tab switch under 300 ms at 4×.${first.load ? ` One-minute load average of the shared 2-core machine during the run: ${first.load}.` : ''}`,
    '',
  );
  if (Number(first.load) > 4)
    lines.push(
      `**The machine was overloaded during this run** (load ${first.load} on 2 cores, other work running): timings under CPU throttling multiply the starvation, so compare the two columns with each other, not with quiet-machine figures, and rerun \`node bench/tools.mjs\` on a quiet machine before judging the goals.`,
      '',
    );
  if (labels.length > 1 && runs[labels[0]].interleaved)
    lines.push(
      "Both builds were served at once and measured alternately (before, then after, per figure), so the machine's load falls on both alike.",
      '',
    );
  const row = (name, pick) => `| ${name} | ${labels.map((l) => pick(runs[l])).join(' | ')} |`;
  const shown = (typing) => `${ms(typing?.figuresMedianMs)} / ${ms(typing?.figuresMaxMs)}`;
  const frames = (typing) =>
    typing?.longFramesOver50 === undefined ? '–' : `${typing.longFramesOver50} / ${ms(typing.longestFrameMs)}`;
  const after = (typing) =>
    typing?.afterFramesOver50 === undefined ? '–' : `${typing.afterFramesOver50} / ${ms(typing.afterLongestFrameMs)}`;
  lines.push(`| Figure | ${labels.join(' | ')} |`, `| --- | ${labels.map(() => '---:').join(' | ')} |`);
  for (const rate of [1, 4]) {
    const p = (r) => r[`planner${rate}x`] ?? {};
    const q = (r) => r[`roi${rate}x`] ?? {};
    lines.push(
      row(
        `${rate}× keystroke, layers off (median / worst)`,
        (r) => `${ms(p(r).typingLayersOff?.medianMs)} / ${ms(p(r).typingLayersOff?.maxMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× key press to figures shown, layers off (median / worst)`, (r) => shown(p(r).typingLayersOff)),
    );
    lines.push(
      row(
        `${rate}× long tasks while typing, layers off (count / longest)`,
        (r) => `${p(r).typingLayersOff?.longTasksOver50 ?? '–'} / ${ms(p(r).typingLayersOff?.longestTaskMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× long animation frames while typing, layers off (count / longest)`, (r) =>
        frames(p(r).typingLayersOff),
      ),
    );
    lines.push(
      row(
        `${rate}× keystroke, layers on (median / worst)`,
        (r) => `${ms(p(r).typingLayersOn?.medianMs)} / ${ms(p(r).typingLayersOn?.maxMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× key press to figures shown, layers on (median / worst)`, (r) => shown(p(r).typingLayersOn)),
    );
    lines.push(
      row(
        `${rate}× long tasks while typing, layers on (count / longest)`,
        (r) => `${p(r).typingLayersOn?.longTasksOver50 ?? '–'} / ${ms(p(r).typingLayersOn?.longestTaskMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× long animation frames while typing, layers on (count / longest)`, (r) =>
        frames(p(r).typingLayersOn),
      ),
    );
    lines.push(
      row(`${rate}× long animation frames once typing pauses, layers on (count / longest)`, (r) =>
        after(p(r).typingLayersOn),
      ),
    );
    lines.push(
      row(
        `${rate}× open the planning tools, pressed at once while off the screen (median / worst)`,
        (r) => `${ms(p(r).panelOpenMs)} / ${ms(p(r).panelOpenMaxMs)}`,
      ),
    );
    lines.push(
      row(
        `${rate}× open the planning tools, scrolled into view first (median / worst)`,
        (r) => `${ms(p(r).panelInViewOpenMs)} / ${ms(p(r).panelInViewOpenMaxMs)}`,
      ),
    );
    lines.push(
      row(
        `${rate}× ROI dashboard, first chart (median / worst)`,
        (r) => `${ms(q(r).firstChartMs)} / ${ms(q(r).firstChartMaxMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× ROI tab switch (median / worst)`, (r) => `${ms(q(r).tabSwitchMs)} / ${ms(q(r).tabSwitchMaxMs)}`),
    );
    lines.push(
      row(
        `${rate}× ROI keystroke in a channel's Spend (median / worst)`,
        (r) => `${ms(q(r).typing?.medianMs)} / ${ms(q(r).typing?.maxMs)}`,
      ),
    );
    lines.push(row(`${rate}× ROI key press to figures shown (median / worst)`, (r) => shown(q(r).typing)));
    lines.push(
      row(
        `${rate}× ROI long tasks while typing (count / longest)`,
        (r) => `${q(r).typing?.longTasksOver50 ?? '–'} / ${ms(q(r).typing?.longestTaskMs)}`,
      ),
    );
    lines.push(row(`${rate}× ROI long animation frames while typing (count / longest)`, (r) => frames(q(r).typing)));
    lines.push(
      row(
        `${rate}× ROI keystroke with 20 channels (median / worst)`,
        (r) => `${ms(q(r).typing20?.medianMs)} / ${ms(q(r).typing20?.maxMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× ROI key press to figures shown, 20 channels (median / worst)`, (r) => shown(q(r).typing20)),
    );
    lines.push(
      row(
        `${rate}× ROI long tasks with 20 channels (count / longest)`,
        (r) => `${q(r).typing20?.longTasksOver50 ?? '–'} / ${ms(q(r).typing20?.longestTaskMs)}`,
      ),
    );
    lines.push(
      row(`${rate}× ROI long animation frames with 20 channels (count / longest)`, (r) => frames(q(r).typing20)),
    );
  }
  const fresh = (pick) => (r) => {
    const f = r.firstPress ? pick(r.firstPress) : null;
    if (!f) return '–';
    const long = f.longTasks.length ? ` (${f.longTasks.map((d) => ms(d)).join(', ')})` : '';
    return `${f.withLongTask} of ${f.pages}${long}; figures ${ms(f.figuresMedianMs)}`;
  };
  lines.push(
    row(
      '4× first key press on a fresh page, planner: long tasks; figures shown (median)',
      fresh((f) => f.planner),
    ),
  );
  lines.push(
    row(
      '4× first key press on a fresh page, ROI card: long tasks; figures shown (median)',
      fresh((f) => f.roi),
    ),
  );
  lines.push('');
  for (const [tool, title] of [
    ['planner', 'the planner with every layer on and 20 channels'],
    ['roi', 'the ROI calculator with 20 channels, in the open card'],
  ]) {
    const kinds = [...new Set(labels.flatMap((l) => Object.keys(runs[l].fields?.[tool] ?? {})))];
    if (!kinds.length) continue;
    lines.push(
      `Every kind of field at 4×, ${title}: ${KEYSTROKES} key presses in its first field, scrolled into view. Event Timing median / worst; key press to figures shown, median; long tasks over 50 ms (count, longest); long animation frames over 50 ms (count, longest); then, once typing pauses and until every block is up to date, long animation frames over 50 ms (count, longest). Each field is measured from a settled page: no block still being worked out again. – where the build has no such field.`,
      '',
      `| Field | ${labels.join(' | ')} |`,
      `| --- | ${labels.map(() => '---').join(' | ')} |`,
    );
    for (const kind of kinds)
      lines.push(
        row(kind, (r) => {
          const t = r.fields?.[tool]?.[kind];
          if (!t || t.medianMs === null) return '–';
          const long = t.longTasksOver50 ? `${t.longTasksOver50} (${ms(t.longestTaskMs)})` : '0';
          const slow = t.longFramesOver50 ? `${t.longFramesOver50} (${ms(t.longestFrameMs)})` : '0';
          const paused =
            t.afterFramesOver50 === undefined
              ? ''
              : `; ${t.afterFramesOver50 ? `${t.afterFramesOver50} (${ms(t.afterLongestFrameMs)})` : '0'}`;
          return `${ms(t.medianMs)} / ${ms(t.maxMs)}; ${ms(t.figuresMedianMs)}; ${long}; ${slow}${paused}`;
        }),
      );
    lines.push('');
  }
  const pages = first.bundles ?? [];
  if (pages.length) {
    lines.push(
      "JavaScript per tool page, gzipped from the build: the first load, React's runtime within it (react, react-dom's client, the JSX runtime, the renderer), the tool's own share (the rest; aim 30 KB, page aim 95 KB), and the largest chunks loaded on demand with what each adds.",
      '',
    );
    lines.push(
      `| Page | ${labels.map((l) => `First load (${l})`).join(' | ')} | ${labels.map((l) => `Own code (${l})`).join(' | ')} | ${labels.map((l) => `Charts on demand (${l})`).join(' | ')} | Other on-demand chunks (${labels.at(-1)}) |`,
    );
    lines.push(`| --- | ${labels.flatMap(() => ['---:', '---:', '---:']).join(' | ')} | --- |`);
    for (const page of pages) {
      const of = (l) => runs[l].bundles?.find((b) => b.page === page.page) ?? {};
      const charts = (b) =>
        kb((b.onDemand ?? []).filter((c) => /charts/.test(c.entry)).reduce((sum, c) => sum + c.bytes, 0));
      const others = (of(labels.at(-1)).onDemand ?? [])
        .filter((c) => !/charts/.test(c.entry))
        .map((c) => `${c.entry} ${kb(c.bytes)}`)
        .join(', ');
      lines.push(
        `| \`${page.page}\` | ${labels.map((l) => kb(of(l).initialJsBytes)).join(' | ')} | ${labels.map((l) => kb(of(l).ownInitialBytes)).join(' | ')} | ${labels.map((l) => charts(of(l))).join(' | ')} | ${others} |`,
      );
    }
    lines.push('');
  }
  const lighthouse = runs[labels.at(-1)].lighthouse ?? [];
  if (lighthouse.length) {
    lines.push(
      `Lighthouse on the tool pages (${labels.at(-1)}; mobile, default throttling, median of ${lighthouse[0].runs} runs, in rounds of one run per page; the load average after each page's last run and Lighthouse's CPU index, the median of its runs, higher is faster, in brackets):`,
      '',
    );
    lines.push(
      '| Page | Perf | A11y | BP | SEO | LCP | TBT | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of lighthouse)
      lines.push(
        `| ${r.name} (load ${r.load.toFixed(1)}, CPU ${r.benchmarkIndex ? Math.round(r.benchmarkIndex) : '–'}) | ${Math.round((r.performance ?? 0) * 100)} | ${Math.round((r.accessibility ?? 0) * 100)} | ${Math.round((r.bestPractices ?? 0) * 100)} | ${Math.round((r.seo ?? 0) * 100)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls?.toFixed(3) ?? '–'} |`,
      );
    const control = lighthouse.find((r) => r.path === lighthouseControl[1]);
    if (control)
      lines.push(
        '',
        `The control is ${lighthouseControl[1]}, a content page with no island, measured in the same rounds: it scored ${Math.round((control.performance ?? 0) * 100)} (TBT ${ms(control.tbt)}).`,
      );
    lines.push('');
  }
  return lines;
}

/** Both builds served at once, each figure measured before then after, so load affects both alike. */
async function interleaved(urls, bundles) {
  const out = Object.fromEntries(
    Object.keys(urls).map((label) => [
      label,
      { date: new Date().toISOString(), interleaved: true, bundles: bundles[label] },
    ]),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const rate of [1, 4]) {
      for (const [label, url] of Object.entries(urls)) {
        out[label][`planner${rate}x`] = await plannerFigures(browser, url, rate);
        console.log(`  ${label} ${rate}×: planner ${JSON.stringify(out[label][`planner${rate}x`])}`);
      }
      for (const [label, url] of Object.entries(urls)) {
        out[label][`roi${rate}x`] = await roiFigures(browser, url, rate);
        console.log(`  ${label} ${rate}×: ROI ${JSON.stringify(out[label][`roi${rate}x`])}`);
      }
    }
    for (const rate of [1, 4]) {
      const opened = await firstOpenings(browser, urls, rate);
      for (const [label, { panel, panelInView, chart }] of Object.entries(opened)) {
        Object.assign(out[label][`planner${rate}x`], {
          panelOpenMs: median(panel),
          panelOpenMaxMs: Math.max(...panel),
          panelInViewOpenMs: median(panelInView),
          panelInViewOpenMaxMs: Math.max(...panelInView),
        });
        Object.assign(out[label][`roi${rate}x`], { firstChartMs: median(chart), firstChartMaxMs: Math.max(...chart) });
        console.log(
          `  ${label} ${rate}×: first openings, planning tools ${JSON.stringify(panel)}, scrolled to first ${JSON.stringify(panelInView)}, ROI dashboard ${JSON.stringify(chart)}`,
        );
      }
    }
    const first = await firstKeyPresses(browser, urls);
    for (const [label, figures] of Object.entries(first)) {
      out[label].firstPress = figures;
      console.log(`  ${label} 4×: first key press ${JSON.stringify(figures)}`);
    }
    for (const [label, url] of Object.entries(urls)) {
      out[label].fields = await everyFieldFigures(browser, url);
      console.log(`  ${label} 4×: every field ${JSON.stringify(out[label].fields)}`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const { startServer } = await import('../tests/integration/server.ts');
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
  let runs;
  try {
    runs = await runToolBench(server.url, {
      clientDir: join(root, 'dist', 'client'),
      before: process.env.BENCH_BEFORE,
      lighthouse: !process.argv.includes('--no-lighthouse'),
      runs: Number(process.env.LH_RUNS ?? 5),
    });
  } finally {
    await server.stop();
  }
  mkdirSync(join(root, 'bench', 'out'), { recursive: true });
  writeFileSync(join(root, 'bench', 'out', 'tools.json'), `${JSON.stringify(runs, null, 2)}\n`);
  // Rewrites this section of bench/REPORT.md in place (or appends it), leaving the others as they are.
  const reportFile = join(root, 'bench', 'REPORT.md');
  const section = renderTools(runs).join('\n');
  const current = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Benchmark report\n';
  const at = current.indexOf('## Tools on a mid-range phone');
  const next = at < 0 ? -1 : current.indexOf('\n## ', at + 3);
  const updated =
    at < 0
      ? `${current.trimEnd()}\n\n${section}\n`
      : `${current.slice(0, at)}${section}${next < 0 ? '\n' : current.slice(next)}`;
  writeFileSync(reportFile, updated);
  console.log('Wrote bench/out/tools.json and the tools section of bench/REPORT.md');
}
