// JavaScript and CSS each prerendered page loads, gzipped, from the build output. Scripts count
// with their static imports; dynamic imports (lazy charts, dialogs) are reported apart as
// "deferred". "Initial" is what loads with the page; the total adds islands that hydrate when
// scrolled into view. The budget is judged on the total.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The aim for the tools is 30 KB of own code and 95 KB in all (React's runtime is 67.3 KB since it is
// one chunk, decision 117, so 95 KB leaves about 27.7 KB of own code). The figures below are the budget
// each tool is held to today, with 0.5 KB of headroom: the ROI calculator's first screen is its Data
// tab (the other tabs, the optimizer and the report load on demand), the planner's its inputs and
// headline figures (29.6 KB and 38.0 KB of own code on 2026-11-26; until then lucide's icon code sat in
// a chunk counted as React's). bench/REPORT.md shows the distance to the aim. Lower them as the first
// loads shrink.
const TOOL_KB = {
  // +0.2 KB on 2026-11-26 for figures written without Intl (lib/number-text.ts, decision 104): Intl's
  // first formatter cost the planner's hydration 50–90 ms of main thread (×4 on a phone). +0.2 KB
  // the same day for the planning panel's code store (decision 147, now calculator-kit/on-demand.ts),
  // which opens the panel without Suspense's 300 ms reveal delay.
  // Lowered the same day to 104.98 / 37.68 KB measured (decision 155): the ranges' seed no longer
  // brings the random draws into the first load (-0.28 KB), the panel's words loader adds 0.12 KB, and
  // the plan actions behind a click (plan-actions.ts) load with the first click (-0.87 KB).
  // Lowered on 2026-11-27 (decision 159) to 102.46 / 35.16 and 94.56 / 27.26 measured: each tool's
  // first screen is one file and the first screen both share another, instead of 20-odd files gzipped
  // apart (-1.9 KB on the planner, -1.0 KB on the ROI calculator); the ROI calculator's actions behind
  // a click load with the click (-0.6 KB); and code only the planning tools, the later tabs and the
  // report use left the modules the first screen imports (the optimiser and the curve maths, the
  // dashboard's tiers, the marginal table and the margin figures): -0.6 KB planner, -1.3 KB ROI.
  // The ROI calculator is within the aim (95 KB in all, 30 KB own). +0.05 KB each the same day for
  // one helper both tools' click actions share (calculator-kit/on-demand.ts onClick): 102.51 / 35.21
  // and 94.60 / 27.30 measured.
  // Lowered on 2026-11-27 to 100.58 / 33.28 measured: the curves' model (the Hill curves, the
  // water-filling, goal-first through the curves) and the banner that says it is on load when a plan
  // with the layer on arrives, or with the planning panel, which holds the layer's switch (-1.93 KB).
  // Lowered again the same day to 100.36 / 33.06 measured: the plan-by-month mount's words come with
  // the planner's words (the page's language only, as props) instead of both languages in its code.
  // +0.07 KB the same day (100.43 / 33.13) for a loading line that says so when the planning tools'
  // code cannot load, instead of loading for ever (calculator-kit/on-demand.ts `failed`).
  // Lowered the same day to 96.01 / 28.71 measured: the islands draw lucide's icons from an SVG sprite
  // (decision 164), so no icon's path data and none of lucide's rendering code load with the planner.
  // Then -0.70 KB (decision 163): the planning settings' portable form (model/planning-codec.ts:
  // reading and writing them for drafts, links, saved plans and files) loads when a draft carries
  // settings or the visitor sets one, not with every first visit (the ROI calculator +0.02 KB for the
  // draft hook that waits for a part).
  // Lowered the same day to 94.33 / 27.03 measured with both, and the first loads free of Vite's list of
  // each on-demand part's files (decision 165: a part's imports are fetched once it has arrived), -1.1 KB.
  // Within the aim (95 KB in all, 30 KB own).
  // +0.18 KB the same day (94.51 / 27.21 measured): the extras shown after hydration (the ad-tax line,
  // the channel templates) wait for an idle moment and render in a transition (decision 168).
  // +0.09 KB the same day (94.60 / 27.30 measured): figures are written without BigInt, about a third
  // quicker each (number-text.ts; money.ts round reads its figures back from the same digits), and
  // the cards' allocation lines follow a deferred total (decision 169).
  // +0.05 KB (94.70 / 27.40 measured): a number field can pass its value on in a transition, and the
  // fields of the planner's plan and channels do, so a key press draws the box and the figures follow
  // in a render React can split (decision 175).
  // +0.07 KB the same day (94.77 / 27.47 measured): a number still on its way when the page is hidden
  // or left is passed on at once, so the draft written then has it (decision 175).
  // +0.05 KB (94.83 / 27.53 measured): each field of the tools is in a form of its own, so Chromium's
  // autofill reads one field after a key press, not every field on the page (decision 176).
  // +0.07 KB the same day (94.91 / 27.61 measured): the island stays marked as not ready while a shared
  // link is still opening, so a click cannot land on a button the link's plan is about to move.
  // +0.02 KB (94.96 / 27.66 measured): the best split's Apply sets its shares on the plan in force
  // (a replace worked out from it), since the blocks' copy of the plan can be behind the settings they
  // are handed (decision 182).
  'marketing-budget-planner': { page: 94.96, own: 27.66 },
  // +0.13 KB the same day (94.74 / 27.44 measured) for the dashboard's charts read from a store, not
  // React.lazy (Suspense held the first chart back at least 300 ms), loaded as the visitor heads for
  // the tab.
  // +0.05 KB the same day (94.80 / 27.50): one hook reads an on-demand part with its failure
  // (calculator-kit/on-demand.ts useOnDemand), for the charts of both tools and the planning tools.
  // Lowered the same day to 91.88 / 24.58 measured: icons from the sprite (decision 164).
  // 90.88 / 23.58 the same day without Vite's list of the on-demand parts' files (decision 165).
  // +0.09 KB the same day (90.94 / 23.64 measured): figures written without BigInt, as the planner.
  // +0.1 KB the same day (91.04 / 23.74 measured): the channel cards are memoised, with each row's
  // figures kept per row (metricsCache) and one set of handlers, so a key press redraws its own card.
  // +0.03 KB the same day (91.07 / 23.77 measured): the island is marked hydrating until React has
  // hydrated it, so its buttons look inactive until a click on them works (KeepEarlyInput). The
  // planner's first load took the same 0.03 KB within its budget (94.64 / 27.34).
  // 91.12 / 23.82 the same day with the mark read from the shared useHydrated hook instead of a copy of
  // it: the hook now comes in a chunk shared with the site's forms (the planner's fell to 94.50 / 27.20).
  // +0.05 KB (91.17 / 23.87 measured): a channel card out of view is not drawn, with its room kept
  // (decision 173).
  // +0.21 KB (91.38 / 24.08 measured): the toolbar above the tabs, the data tab's header and the
  // planning checks' heading are memoised, so a key press in a card no longer redraws them (130 → 63
  // elements per key press with 20 channels).
  // +0.13 KB the same day (91.51 / 24.22 measured): the draft is written in a task of its own after a
  // key press (calculator-kit/use-draft.tsx), and the printed report works out its facts only while
  // printing. The planner's first load took 0.14 KB of it within its budget (94.64 / 27.34).
  // +0.06 KB (91.57 / 24.27 measured): the same for the channel cards' figures (decision 175).
  // +0.08 KB the same day (91.65 / 24.35 measured): the same for a number on its way (decision 175).
  // +0.05 KB (91.71 / 24.41 measured): each field in a form of its own, as the planner (decision 176).
  // +0.07 KB the same day (91.78 / 24.48 measured): the same for a shared link still opening.
  'roi-calculator': { page: 91.8, own: 24.5 },
};
const TOOL_PAGE_KB = Math.max(...Object.values(TOOL_KB).map((tool) => tool.page));

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function staticGraph(clientDir, entry, seen = new Set(), deferred = new Set()) {
  if (seen.has(entry)) return { seen, deferred };
  const file = join(clientDir, entry);
  if (!existsSync(file)) return { seen, deferred };
  seen.add(entry);
  const code = readFileSync(file, 'utf8');
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  const resolve = (spec) => (spec.startsWith('/') ? spec : new URL(spec, `http://x${dir}`).pathname);
  // Static imports and re-exports (an island's entry can be a bare `export{…}from"./chunk.js"`).
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["']([^"']+\.js)["']/g,
  ))
    staticGraph(clientDir, resolve(m[1]), seen, deferred);
  for (const m of code.matchAll(/import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)) deferred.add(resolve(m[1]));
  return { seen, deferred };
}

const RUNTIME = /^(client|react|react-dom|jsx-runtime|rolldown-runtime)\.[\w-]+\.js$/;
const chunkName = (file) => file.slice(file.lastIndexOf('/') + 1).replace(/\.[\w-]+\.js$/, '');
const isRuntime = (file) => RUNTIME.test(file.slice(file.lastIndexOf('/') + 1));

/**
 * The tool pages' own budgets, gzipped: per tool the page's first load and the tool's own share of
 * it (everything but React's runtime), and what each on-demand chunk adds when it is asked for,
 * named by the chunk's entry module (an import inside an on-demand chunk counts on top of it).
 */
export const TOOL_BUDGETS = {
  tools: Object.fromEntries(
    Object.entries(TOOL_KB).map(([name, kb]) => [name, { page: kb.page * 1024, own: kb.own * 1024 }]),
  ),
  onDemand: {
    'planner-charts': 8 * 1024,
    'dashboard-charts': 8 * 1024,
    // The ROI calculator's later tabs and printed report with the optimizer and the advice check they
    // show; the planner's table, charts' section and print.
    // (32.33 KB since the optimiser, the curve maths and the dashboard's tiers left the ROI calculator's
    // first load, decision 159.)
    // (32.51 KB since the curves' maths is a chunk the planner loads on demand, shared with it.)
    // (30.52 KB since the icons come from the sprite, decision 164.)
    // (30.66 KB since it also names the files its imports import, decision 188.)
    'later-parts': 30.7 * 1024,
    // The plan by month, with the dialog layers it shares with the saved-plan dialogs and the share
    // link's codec (since the first load only reads whether a link carries a plan).
    // (34.58 KB since the planning settings' codec left the planner's first load, decision 163.)
    // (34.31 KB since its model's schema (document.ts) is a file apart from the months' maths that the
    // planning tools share, decision 167.)
    // (34.35 KB measured to the byte; it imports chunks by their hashed names, so a change elsewhere
    // moves it by a few bytes: 34.36 KB with decision 184, which changed nothing in it.)
    // (34.43 KB since it also names the files its imports import, decision 188.)
    'dated-plan-panel': 34.5 * 1024,
    // The planning tools with the optimiser, the Monte Carlo, the what-if code and the share codec; since
    // closed blocks mount only their summary and the tornado runs in the worker (decision 153), each
    // block is an outer part and a body, and the worker's jobs (with the goal's) have a fallback on the page (33.37 KB).
    // (34.09 KB since the marginal table and the margin figures left the first load, decision 159.)
    // (36.66 KB since the curves' model left the planner's first load and loads with the panel.)
    // (36.85 KB since the planning settings' codec did too, decision 163.)
    // (26.24 KB since the tools no longer load zod: the hand-off writes targets without the schema, and
    // the peak advice loads the plan by month's reader when it is shown, decision 167.)
    // (26.37 KB with the busy state as a flag its readers subscribe to, decision 169.)
    // (26.46 KB with the worker's figures memoised apart, decision 170, and the split's notes read out
    // through a status line of their own.)
    // (26.56 KB with the blocks below drawing in a second render of their own, decision 172.)
    // (26.61 KB with the blocks' lists in forms of their own, decision 176.)
    // (26.70 KB with the fields passing their numbers on in a transition, each change worked out from
    // the settings when it lands, decision 179.)
    // (27.60 KB with blocks away from the screen held until they come near or typing pauses: the
    // 0.76 KB module is shared with the planner's table and charts, decision 181.)
    // (27.86 KB with each block handed only the settings it reads, and the blocks' plan kept while a
    // change touches only those, decision 182.)
    // (27.91 KB with each stage started once the one before it has had a frame, decision 183.)
    // (28.07 KB with the curves block's figures following the plan drawn, and its warning waiting for
    // typing to pause, decision 186.)
    // (28.31 KB with a table's columns held while typing changes its figures, decision 187, and the
    // print catch-up shared with the held parts.)
    // (28.37 KB since it also names the files its imports import, decision 188.)
    'planning-panel': 28.45 * 1024,
    // The saved plans' dialogs compare plans through the one model, curves included (31.57 KB), and
    // read and write plans' planning settings through the codec (33.21 KB, decision 163).
    // (33.07 KB since they also name the files their imports import, decision 188.)
    'saved-plan-dialogs': 33.1 * 1024,
    // A file's review shows the fitted curves (30.23 KB since the curves left the first load).
    // On 2026-11-27 with the icons from the sprite (decision 164), the codec (decision 163) and no file
    // lists (decision 165): planning panel 36.76, plan by month 33.99, saved-plan dialogs 32.92, a file's
    // review 29.93 KB.
    // (30.04 KB since it also names the files its imports import, decision 188.)
    'calibrate-review': 30.1 * 1024,
    other: 30 * 1024,
  },
};

/** The budgets of the tool a page shows, by the last segment of its path. */
export function toolBudgetFor(pagePath) {
  const name = pagePath.replace(/\/$/, '').split('/').pop();
  const tool = TOOL_BUDGETS.tools[name];
  return tool ? { ...tool, onDemand: TOOL_BUDGETS.onDemand } : null;
}

export function pageBudget(clientDir, htmlFile, pagePath) {
  const html = readFileSync(htmlFile, 'utf8');
  const entries = new Set();
  const initialEntries = new Set();
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  for (const m of scripts) {
    entries.add(m[1]);
    initialEntries.add(m[1]);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = m[0];
    const eager = !/client="(visible|media|only)"/.test(tag);
    for (const url of tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
      entries.add(url[1]);
      if (eager) initialEntries.add(url[1]);
    }
  }
  const inlineJs = [
    ...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
  ].reduce((sum, m) => sum + gzipSync(m[1]).length, 0);
  const seen = new Set();
  const deferred = new Set();
  for (const entry of entries) staticGraph(clientDir, entry, seen, deferred);
  const lazy = new Set();
  for (const file of deferred) if (!seen.has(file)) staticGraph(clientDir, file, lazy, new Set());
  const jsBytes = [...seen].reduce((sum, file) => sum + gz(join(clientDir, file)), 0) + inlineJs;
  const initialSeen = new Set();
  for (const entry of initialEntries) staticGraph(clientDir, entry, initialSeen, new Set());
  const initialJsBytes = [...initialSeen].reduce((sum, file) => sum + gz(join(clientDir, file)), 0) + inlineJs;
  const deferredBytes = [...lazy].filter((f) => !seen.has(f)).reduce((sum, file) => sum + gz(join(clientDir, file)), 0);
  // React's runtime (react, react-dom's client, the JSX runtime, Astro's React renderer and the
  // bundler's module runtime) is shared by every island; the rest of the first load is the page's own.
  const runtimeBytes = [...initialSeen].filter(isRuntime).reduce((sum, file) => sum + gz(join(clientDir, file)), 0);
  // Each dynamic import with what it adds on top of what is loaded when it is asked for: the first
  // load, and for an import inside an on-demand chunk (the charts inside the later tabs) that chunk too.
  const onDemand = [];
  const queue = [...deferred].filter((entry) => !initialSeen.has(entry)).map((entry) => ({ entry, base: initialSeen }));
  const listed = new Set(queue.map((item) => item.entry));
  for (const { entry, base } of queue) {
    const own = new Set();
    const nested = new Set();
    staticGraph(clientDir, entry, own, nested);
    const files = [...own].filter((file) => !base.has(file));
    onDemand.push({ entry: chunkName(entry), bytes: files.reduce((sum, file) => sum + gz(join(clientDir, file)), 0) });
    const loaded = new Set([...base, ...own]);
    for (const next of nested)
      if (!listed.has(next) && !loaded.has(next)) {
        listed.add(next);
        queue.push({ entry: next, base: loaded });
      }
  }
  onDemand.sort((a, b) => b.bytes - a.bytes);
  const cssBytes = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].reduce(
    (sum, m) => sum + gz(join(clientDir, m[1])),
    0,
  );
  const islands = (html.match(/<astro-island/g) ?? []).length;
  const kind = /marketing-budget-planner|roi-calculator/.test(pagePath)
    ? 'calculator'
    : islands > 0
      ? 'widget'
      : 'plain';
  // Widget pages: 92 KB since the contact form's phone field, reply channel and success panel (decision 130).
  const budget = { plain: 20 * 1024, widget: 92 * 1024, calculator: TOOL_PAGE_KB * 1024 }[kind];
  const ownInitialBytes = initialJsBytes - runtimeBytes;
  // The files the page loads first, and every file it can load, however deep the on-demand chain.
  const reachable = new Set();
  for (const pending = [...entries]; pending.length > 0;) {
    const nested = new Set();
    staticGraph(clientDir, pending.pop(), reachable, nested);
    pending.push(...[...nested].filter((file) => !reachable.has(file)));
  }
  const files = { initial: [...initialSeen].sort(), reachable: [...reachable].sort() };
  const tool = kind === 'calculator' ? toolBudgetFor(pagePath) : null;
  const pass =
    jsBytes <= budget &&
    (!tool ||
      (initialJsBytes <= tool.page &&
        ownInitialBytes <= tool.own &&
        onDemand.every((chunk) => chunk.bytes <= (tool.onDemand[chunk.entry] ?? tool.onDemand.other))));
  return {
    page: pagePath,
    kind,
    islands,
    jsBytes,
    initialJsBytes,
    runtimeBytes,
    ownInitialBytes,
    deferredBytes,
    onDemand,
    files,
    cssBytes,
    budget,
    tool,
    pass,
  };
}
