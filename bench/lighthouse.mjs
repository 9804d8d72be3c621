// Lighthouse (mobile, default simulated throttling) on one page of every template, N runs each,
// median per figure. 404/410 pages are measured with ignoreStatusCode (Lighthouse otherwise
// refuses documents with an error status).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function runLighthouse(baseUrl, templates, { runs = 3, bundles = [] } = {}) {
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
  try {
    for (const [name, path] of templates) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        // Lighthouse occasionally fails to record a trace (NO_NAVSTART and the like): try again.
        let lhr;
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true });
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
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const indexable = !/this-page-does-not-exist|services\/seo|marketing-budget-planner/.test(path);
      const calculator = /marketing-budget-planner|roi-calculator/.test(path);
      const bundle = bundles.find((b) => b.page === path.replace(/\/$/, '') || (path === '/' && b.page === '/'));
      const row = {
        name,
        path,
        runs: samples.length,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        totalBytes: pick('totalBytes'),
        jsBytes: pick('jsBytes'),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
        budgets: { performance: calculator ? 0.95 : 1, accessibility: 1, bestPractices: 1, seo: indexable ? 1 : null, cls: 0 },
        jsBudget: bundle?.budget ?? null,
      };
      row.pass =
        (row.performance ?? 0) >= row.budgets.performance &&
        row.accessibility === 1 &&
        row.bestPractices === 1 &&
        (row.budgets.seo === null || row.seo === 1) &&
        (row.cls ?? 1) === 0;
      rows.push(row);
      console.log(
        `  ${name}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp ?? 0)}ms CLS ${row.cls} TBT ${Math.round(row.tbt ?? 0)}ms`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
