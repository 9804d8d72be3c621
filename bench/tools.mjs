// The tools on a mid-range phone (issue 28): first-load and on-demand JavaScript per tool page,
// keystroke latency at 1× and 4× CPU throttle with the planning layers off and on (20 channels),
// opening the planning tools, the ROI dashboard's first chart and a tab switch, and Lighthouse on
// the four tool pages. Figures only; the budgets are enforced by tests/integration/bundle-budget.test.ts.
//
// `npm run bench` runs it with the rest. Alone, against a running production server:
//   node bench/tools.mjs [--no-lighthouse] [--label before]
// serves this checkout's dist/ (or measures BENCH_URL) and writes bench/out/tools-<label>.json.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageBudget } from './bundle-budget.mjs';

export const toolPages = [
  ['Budget planner', '/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator', '/solutions/free-resources/roi-calculator'],
  ['Budget planner (vi)', '/vi/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator (vi)', '/vi/solutions/free-resources/roi-calculator'],
];
const PLANNER = toolPages[0][1];
const ROI = toolPages[1][1];
const KEYSTROKES = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A page with CPU throttling (1 = none) and observers for Event Timing and long tasks. */
async function openPage(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__events = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, context };
}

const idle = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));

/** Typing into a field, one key at a time: median and worst interaction latency, longest task. */
async function typeLatency(page, field) {
  await field.click();
  await field.press('End');
  await idle(page);
  await page.evaluate(() => {
    window.__events = [];
    window.__longTasks = [];
  });
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? '5' : 'Backspace');
    // Let the keystroke's work finish (and any deferred render) before the next one.
    await page.waitForTimeout(250);
    await idle(page);
  }
  const { events, longTasks } = await page.evaluate(() => ({ events: window.__events, longTasks: window.__longTasks }));
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
  };
}

async function addPlannerChannels(page, count) {
  const add = page.getByRole('button', { name: /add channel/i }).first();
  while ((await page.getByRole('slider').count()) < count) await add.click();
}

/** Opens the planning tools and switches on the layers that recompute on every keystroke. */
async function layersOn(page) {
  await page.getByRole('button', { name: 'Show planning tools' }).click();
  await page.getByLabel('Model diminishing returns').check();
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
    out.typingLayersOff = await typeLatency(page, page.getByLabel('Total Budget', { exact: true }));
    out.panelOpenMs = await clickToReady(page, '[aria-controls="planning-tools"]', '#planning-tools details');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('button', { name: 'Hide planning tools' }).click();
    await layersOn(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    out.typingLayersOn = await typeLatency(page, page.getByLabel('Total Budget', { exact: true }));
    await context.close();
  }
  return out;
}

async function roiFigures(browser, baseUrl, rate) {
  const { page, context } = await openPage(browser, `${baseUrl}${ROI}`, rate);
  const out = {};
  const dashboard = await page.getByRole('tab', { name: 'Dashboard', exact: true }).getAttribute('id');
  out.firstChartMs = await clickToReady(page, `[id="${dashboard}"]`, '[role="tabpanel"] [data-chart] svg, [role="tabpanel"] svg.recharts-surface');
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
  await page.getByRole('tab').first().click();
  await context.close();
  return out;
}

export async function runToolBench(baseUrl, { clientDir, lighthouse = true, runs = 5 } = {}) {
  const report = { date: new Date().toISOString() };
  if (clientDir) {
    report.bundles = toolPages.map(([, path]) => pageBudget(clientDir, join(clientDir, path.slice(1), 'index.html'), path));
    for (const b of report.bundles)
      console.log(
        `  ${b.page}: first load ${(b.initialJsBytes / 1024).toFixed(1)} KB (own ${(b.ownInitialBytes / 1024).toFixed(1)} KB), on demand ${(b.deferredBytes / 1024).toFixed(1)} KB`,
      );
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const rate of [1, 4]) {
      report[`planner${rate}x`] = await plannerFigures(browser, baseUrl, rate);
      console.log(`  ${rate}×: planner ${JSON.stringify(report[`planner${rate}x`])}`);
      report[`roi${rate}x`] = await roiFigures(browser, baseUrl, rate);
      console.log(`  ${rate}×: ROI ${JSON.stringify(report[`roi${rate}x`])}`);
    }
  } finally {
    await browser.close();
  }
  if (lighthouse) {
    const { runLighthouse } = await import('./lighthouse.mjs');
    report.lighthouse = await runLighthouse(baseUrl, toolPages, { runs, bundles: report.bundles ?? [] });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--label');
  const label = at >= 0 ? argv[at + 1] : 'latest';
  const dist = process.env.BENCH_DIST ?? join(resolve(import.meta.dirname, '..'), 'dist', 'client');
  // Without BENCH_URL it serves this checkout's dist/ itself.
  const server = process.env.BENCH_URL ? null : await (await import('../tests/integration/server.ts')).startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
  let report;
  try {
    report = await runToolBench(process.env.BENCH_URL ?? server.url, {
      clientDir: existsSync(dist) ? dist : undefined,
      lighthouse: !argv.includes('--no-lighthouse'),
      runs: Number(process.env.LH_RUNS ?? 5),
    });
  } finally {
    await server?.stop();
  }
  mkdirSync(join(import.meta.dirname, 'out'), { recursive: true });
  writeFileSync(join(import.meta.dirname, 'out', `tools-${label}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
