// Lighthouse (mobile, default simulated throttling) on one page of every template, N runs each,
// median per figure. 404/410 pages are measured with ignoreStatusCode (Lighthouse otherwise
// refuses documents with an error status).
//
// `npm run bench` runs it with the rest. On its own, against a fresh build:
//   node bench/lighthouse.mjs [--vi | --en] [--runs 3] [--only <regex on name or path>]
// It serves dist/ on a free loopback port, measures one page at a time, keeps its rows in
// bench/out/lighthouse.json (a row per path, the newest wins) and rewrites the Lighthouse section of
// bench/REPORT.md from them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One page of every template, English then Vietnamese. */
export const templates = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/services'],
  ['Solution hub', '/solutions'],
  ['Resource hub (downloads)', '/solutions/free-resources'],
  ['Resource page', '/solutions/free-resources/on-page-seo-checklist'],
  ['Portfolio list', '/portfolio'],
  ['Case study', '/portfolio/nha-ca-cafe'],
  ['Blog list', '/blog'],
  ['Article', '/blog/free-ai-tools-marketing-2025'],
  ['Contact', '/contact'],
  ['FAQ', '/faq'],
  ['Sitemap', '/sitemap'],
  ['Legal', '/privacy-policy'],
  ['Budget planner', '/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator', '/solutions/free-resources/roi-calculator'],
  ['404 page', '/this-page-does-not-exist'],
  ['Retired page', '/services/seo'],
  ['Home (vi)', '/vi'],
  ['About (vi)', '/vi/about'],
  ['Services (vi)', '/vi/services'],
  ['Solution hub (vi)', '/vi/solutions'],
  ['Resource hub (downloads) (vi)', '/vi/solutions/free-resources'],
  ['Resource page (vi)', '/vi/solutions/free-resources/on-page-seo-checklist'],
  ['Portfolio list (vi)', '/vi/portfolio'],
  ['Case study (vi)', '/vi/portfolio/quan-ca-phe-meo-nha-ca'],
  ['Blog list (vi)', '/vi/blog'],
  ['Article (vi)', '/vi/blog/thuong-hieu-ca-nhan-tren-linkedin'],
  ['Contact (vi)', '/vi/contact'],
  ['FAQ (vi)', '/vi/faq'],
  ['Sitemap (vi)', '/vi/sitemap'],
  ['Legal (vi)', '/vi/privacy-policy'],
  ['Budget planner (vi)', '/vi/solutions/ai-tools/marketing-budget-planner'],
  ['ROI calculator (vi)', '/vi/solutions/free-resources/roi-calculator'],
  ['404 page (vi)', '/vi/trang-khong-ton-tai'],
];

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Lighthouse on `templates`, `runs` times each. With `interleave`, one run of every page, then the
 * next round, so a page and the control measured beside it see the same minutes of the machine.
 */
export async function runLighthouse(baseUrl, templates, { runs = 3, bundles = [], interleave = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  const samplesOf = new Map(templates.map(([, path]) => [path, []]));
  const loadOf = new Map();
  const order = interleave
    ? Array.from({ length: runs }, () => templates).flat()
    : templates.flatMap((template) => Array.from({ length: runs }, () => template));
  try {
    for (const [, path] of order) {
      const samples = samplesOf.get(path);
      // Lighthouse occasionally fails to record a trace (NO_NAVSTART and the like): try again.
      let lhr;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ignoreStatusCode: true,
        });
        lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) break;
      }
      if (!lhr || lhr.runtimeError) continue;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      samples.push({
        performance: lhr.categories.performance?.score,
        accessibility: lhr.categories.accessibility?.score,
        bestPractices: lhr.categories['best-practices']?.score,
        seo: lhr.categories.seo?.score,
        // Lighthouse's own reading of the machine's speed for this run (higher is faster).
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        tbt: lhr.audits['total-blocking-time']?.numericValue,
        totalBytes: lhr.audits['total-byte-weight']?.numericValue,
        jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        error: lhr.runtimeError?.code,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
              ![
                'largest-contentful-paint',
                'first-contentful-paint',
                'speed-index',
                'interactive',
                'total-blocking-time',
                'cumulative-layout-shift',
                'max-potential-fid',
              ].includes(a.id),
          )
          .map((a) => a.id),
      });
      // The machine's one-minute load average after the page's runs: simulated throttling scales the
      // main-thread tasks it observes, so a busy machine inflates Total Blocking Time.
      loadOf.set(path, loadavg()[0]);
    }
    for (const [name, path] of templates) {
      const samples = samplesOf.get(path);
      const load = loadOf.get(path) ?? loadavg()[0];
      const pick = (key) => median(samples.map((s) => s[key]));
      // The 404 and 410 pages answer with their real status (decision 003), which Lighthouse's best
      // practices count as a console error, and they are noindex.
      const errorPage = /this-page-does-not-exist|trang-khong-ton-tai|services\/seo/.test(path);
      const indexable = !errorPage && !/marketing-budget-planner/.test(path);
      const bundle = bundles.find((b) => b.page === path.replace(/\/$/, '') || (path === '/' && b.page === '/'));
      const row = {
        name,
        path,
        runs: samples.length,
        load,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        benchmarkIndex: pick('benchmarkIndex'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        totalBytes: pick('totalBytes'),
        jsBytes: pick('jsBytes'),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        budgets: {
          performance: 1,
          accessibility: 1,
          bestPractices: errorPage ? null : 1,
          seo: indexable ? 1 : null,
          cls: 0,
        },
        jsBudget: bundle?.budget ?? null,
      };
      row.pass =
        (row.performance ?? 0) >= row.budgets.performance &&
        row.accessibility === 1 &&
        (row.budgets.bestPractices === null || row.bestPractices === 1) &&
        (row.budgets.seo === null || row.seo === 1) &&
        (row.cls ?? 1) === 0;
      rows.push(row);
      console.log(
        `  ${name}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp ?? 0)}ms CLS ${row.cls} TBT ${Math.round(row.tbt ?? 0)}ms (load ${load.toFixed(1)}, CPU index ${Math.round(row.benchmarkIndex ?? 0)})`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function main(argv) {
  const root = resolve(import.meta.dirname, '..');
  const flag = (name) => argv.includes(name);
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const only = value('--only') ? new RegExp(value('--only')) : null;
  const chosen = templates.filter(
    ([name, path]) =>
      (!flag('--vi') || path.startsWith('/vi')) &&
      (!flag('--en') || !path.startsWith('/vi')) &&
      (!only || only.test(name) || only.test(path)),
  );
  const runs = Number(value('--runs') ?? 1);
  const { startServer } = await import('../tests/integration/server.ts');
  const { pageBudget } = await import('./bundle-budget.mjs');
  const { renderLighthouse } = await import('./render-report.mjs');
  const clientDir = join(root, 'dist', 'client');
  const bundles = chosen.flatMap(([, path]) => {
    const page = path.replace(/\/$/, '') || '/';
    const file = join(clientDir, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
    return existsSync(file) ? [pageBudget(clientDir, file, page)] : [];
  });
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
  console.log(`▶ Lighthouse on ${chosen.length} pages, ${runs} run(s) each, against ${server.url}`);
  let rows;
  try {
    rows = await runLighthouse(server.url, chosen, { runs, bundles });
  } finally {
    await server.stop();
  }
  mkdirSync(join(root, 'bench', 'out'), { recursive: true });
  const store = join(root, 'bench', 'out', 'lighthouse.json');
  const previous = existsSync(store) ? JSON.parse(readFileSync(store, 'utf8')) : [];
  const byPath = new Map(previous.map((row) => [row.path, row]));
  for (const row of rows) byPath.set(row.path, { ...row, date: new Date().toISOString() });
  const order = templates.map(([, path]) => path);
  const merged = [...byPath.values()].sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  writeFileSync(store, `${JSON.stringify(merged, null, 2)}\n`);
  const reportPath = join(root, 'bench', 'REPORT.md');
  const report = readFileSync(reportPath, 'utf8');
  const start = report.indexOf('## Lighthouse');
  const end = report.indexOf('\n## ', start + 1);
  const section = renderLighthouse(merged, { standalone: true }).join('\n');
  writeFileSync(
    reportPath,
    start < 0 ? `${report}\n${section}\n` : `${report.slice(0, start)}${section}${report.slice(end + 1)}`,
  );
  console.log('Wrote bench/out/lighthouse.json and the Lighthouse section of bench/REPORT.md');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main(process.argv.slice(2));
