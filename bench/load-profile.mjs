// What the main thread does while a tool page loads, at 4× CPU throttle in headless Chromium: every
// long task (over 50 ms) with what ran inside it (each chunk's evaluation, timers, idle callbacks,
// React's work by the file its code lives in, style recalculations with their element counts,
// layouts), when the island hydrated, and any console error or page error (a hydration mismatch is
// one). Figures only; nothing here is a test.
//
// `npm run bench` runs it with the rest. On its own, against a running build:
//   node bench/load-profile.mjs [--base http://127.0.0.1:4321] [--runs 3] [--only <regex on path>]
// Without --base it serves this checkout's dist/ on a free loopback port.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

export const toolPages = [
  '/solutions/ai-tools/marketing-budget-planner',
  '/vi/solutions/ai-tools/marketing-budget-planner',
  '/solutions/free-resources/roi-calculator',
  '/vi/solutions/free-resources/roi-calculator',
];

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);

const file = (url) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') : '');

/** A trace event's short description: what a reader needs to tell one task's parts apart. */
function label(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${file(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${file(data.url)}${data.functionName ? ` ${data.functionName}` : ''}`;
    case 'EventDispatch':
      return `EventDispatch ${data.type}`;
    case 'UpdateLayoutTree':
      return `UpdateLayoutTree (${event.args?.elementCount ?? '?'} elements)`;
    case 'Layout':
      return `Layout (${event.args?.beginData?.dirtyObjects ?? '?'}/${event.args?.beginData?.totalObjects ?? '?'} objects)`;
    default:
      return event.name;
  }
}

const SCRIPT = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'V8.Execute',
  'v8.run',
]);
const STYLE = new Set(['UpdateLayoutTree', 'ParseAuthorStyleSheet', 'RecalculateStyles', 'InvalidateLayout']);
const LAYOUT = new Set(['Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers']);

function kind(name) {
  if (SCRIPT.has(name) || name.startsWith('v8.') || name.startsWith('V8.')) return 'script';
  if (STYLE.has(name)) return 'style';
  if (LAYOUT.has(name)) return 'layout';
  if (name === 'ParseHTML') return 'parse';
  if (/GC/.test(name)) return 'gc';
  return 'other';
}

/** Where the CPU profile's samples fall, by the file of the function that was running (self time). */
function samplesByFile(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const chunk = event.args?.data?.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ id, ts: time });
    });
  }
  // Profile sample times are relative to the Profile event's start.
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && (tid === undefined || e.tid === tid));
  const origin = start?.args?.data?.startTime ?? start?.ts ?? 0;
  return samples.map((s) => ({ ts: origin + s.ts, node: nodes.get(s.id) }));
}

/** The long tasks of the page's main thread with their parts, from a Chromium trace. */
export function longTasks(trace, { threshold = 50 } = {}) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer: of the renderer main threads, the one that did the most work.
  const busy = (thread) =>
    events.reduce(
      (sum, e) => (e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' ? sum + (e.dur ?? 0) : sum),
      0,
    );
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return { tasks: [], navigationStart: 0 };
  const { pid, tid } = main;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? own[0]?.ts ?? 0;
  const samples = samplesByFile(events, pid, tid);
  const tasks = own
    .filter((e) => e.name === 'RunTask' && e.dur >= threshold * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = own
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      // Self time per event: its duration less its direct children's.
      const stack = [];
      const self = new Map(inside.map((e) => [e, e.dur]));
      const parent = new Map();
      for (const e of inside) {
        while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
        const up = stack.at(-1);
        if (up) {
          self.set(up, self.get(up) - e.dur);
          parent.set(e, up);
        }
        stack.push(e);
      }
      const wrapper = (e) => WRAPPERS.has(e.name);
      const byKind = { script: 0, style: 0, layout: 0, parse: 0, gc: 0, other: 0 };
      byKind.other = task.dur - inside.filter((e) => !parent.has(e)).reduce((sum, e) => sum + e.dur, 0);
      for (const e of inside) if (wrapper(e)) byKind.other += self.get(e);
      for (const e of inside) if (!wrapper(e)) byKind[kind(e.name)] += self.get(e);
      // The scheduler's wrappers are not work of their own: a part is the first event under them.
      const top = inside
        .filter((e) => {
          if (wrapper(e)) return false;
          let up = parent.get(e);
          while (up && wrapper(up)) up = parent.get(up);
          return !up && e.dur >= 1000;
        })
        .map((e) => ({ what: label(e), ms: +(e.dur / 1000).toFixed(1) }));
      const styles = inside
        .filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout')
        .map((e) => {
          // A style or layout inside script is forced by it.
          let up = parent.get(e);
          while (up && kind(up.name) !== 'script') up = parent.get(up);
          return { what: label(e), ms: +(e.dur / 1000).toFixed(1), forced: Boolean(up) };
        })
        .filter((s) => s.ms >= 1);
      const files = {};
      const fns = {};
      for (const s of samples) {
        if (s.ts < task.ts || s.ts > end || !s.node) continue;
        const frame = s.node.callFrame ?? {};
        const name = file(frame.url) || `(${frame.functionName || 'program'})`;
        files[name] = (files[name] ?? 0) + 1;
        if (frame.url) {
          const fn = `${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1} ${frame.functionName || '(anonymous)'}`;
          fns[fn] = (fns[fn] ?? 0) + 1;
        }
      }
      const sampled = Object.values(files).reduce((a, b) => a + b, 0) || 1;
      return {
        startMs: +((task.ts - nav) / 1000).toFixed(0),
        ms: +(task.dur / 1000).toFixed(1),
        // The thread's own CPU time (unthrottled, and not stretched by other processes on the machine).
        cpuMs: +((task.tdur ?? 0) / 1000).toFixed(1),
        byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, +(v / 1000).toFixed(1)])),
        top,
        styles,
        // Share of the task's CPU samples by the file whose code was running (React's chunk is its
        // render, commit and effects machinery; the tool's chunks are its components and model).
        files: Object.fromEntries(
          Object.entries(files)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([k, v]) => [k, `${Math.round((100 * v) / sampled)}%`]),
        ),
        // The functions most often running, by self time (file:line:column in the built chunk).
        functions: Object.entries(fns)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([k, v]) => `${k} ${Math.round((100 * v) / sampled)}%`),
      };
    });
  // Every task of the main thread from navigation on, in CPU time: a figure a busy machine hardly moves.
  const cpuMs = own
    .filter((e) => e.name === 'RunTask' && e.ts >= nav)
    .reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
  return { tasks, navigationStart: nav, cpuMs: Math.round(cpuMs) };
}

const OBSERVE = () => {
  const seen = (window.__loadProfile = { longtasks: [], frames: [], hydrated: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longtasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        seen.frames.push({
          start: Math.round(e.startTime),
          ms: Math.round(e.duration),
          blocking: Math.round(e.blockingDuration),
          styleAndLayout: Math.round(e.forcedStyleAndLayoutDuration ?? 0),
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            source: (s.sourceURL ?? '').split('/').pop(),
            fn: s.sourceFunctionName,
            ms: Math.round(s.duration),
            forcedStyleAndLayout: Math.round(s.forcedStyleAndLayoutDuration),
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Older Chromium: the long tasks alone.
  }
  // Astro removes an island's `ssr` attribute once it has hydrated.
  new MutationObserver((records) => {
    for (const r of records)
      if (r.target.localName === 'astro-island' && r.attributeName === 'ssr' && !r.target.hasAttribute('ssr'))
        seen.hydrated.push(Math.round(performance.now()));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
};

/** Loads each page `runs` times at the given CPU throttle and returns what each load did. */
export async function runLoadProfile(baseUrl, { pages = toolPages, runs = 1, rate = 4, settleMs = 6000 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const path of pages) {
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const problems = [];
        page.on(
          'console',
          (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`),
        );
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30_000 });
        // Long enough for the parts loaded when the browser is idle to arrive and render.
        await page.waitForTimeout(settleMs);
        const trace = JSON.parse((await browser.stopTracing()).toString());
        const seen = await page.evaluate(() => ({
          ...window.__loadProfile,
          elements: document.getElementsByTagName('*').length,
        }));
        const { tasks, cpuMs } = longTasks(trace);
        const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
        results.push({
          path,
          run,
          load: +loadavg()[0].toFixed(1),
          cpuMs,
          longCpuMs: Math.round(tasks.reduce((sum, t) => sum + t.cpuMs, 0)),
          tasks,
          blocking: Math.round(blocking),
          seen,
          problems,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function print(results) {
  for (const r of results) {
    console.log(
      `\n${r.path} (run ${r.run + 1}, load ${r.load}): ${r.tasks.length} long tasks, ${r.blocking} ms over 50 ms; main-thread CPU ${r.cpuMs} ms (${r.longCpuMs} ms in long tasks); hydrated at ${r.seen.hydrated.join(', ')} ms; ${r.seen.elements} elements`,
    );
    for (const p of r.problems) console.log(`  ! ${p}`);
    for (const t of r.tasks) {
      console.log(`  @${t.startMs} ms: ${t.ms} ms (CPU ${t.cpuMs} ms)  ${JSON.stringify(t.byKind)}`);
      console.log(`    parts: ${t.top.map((p) => `${p.what} ${p.ms}`).join(' | ')}`);
      if (t.styles.length)
        console.log(
          `    style/layout: ${t.styles.map((s) => `${s.what} ${s.ms}${s.forced ? ' forced' : ''}`).join(' | ')}`,
        );
      console.log(`    samples: ${JSON.stringify(t.files)}`);
      if (t.functions.length) console.log(`    functions: ${t.functions.join(' | ')}`);
    }
  }
}

async function main(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const only = value('--only') ? new RegExp(value('--only')) : null;
  const pages = toolPages.filter((p) => !only || only.test(p));
  let base = value('--base');
  let server;
  if (!base) {
    const { startServer } = await import('../tests/integration/server.ts');
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
    base = server.url;
  }
  try {
    const results = await runLoadProfile(base, { pages, runs: Number(value('--runs') ?? 1) });
    print(results);
    const out = join(resolve(import.meta.dirname, '..'), 'bench', 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, value('--out') ?? 'load-profile.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
