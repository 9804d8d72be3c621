// `npm run bench`: build once, serve the production build on a free loopback port, measure, and
// write bench/REPORT.md plus bench/out/report.json. Figures only; nothing here is a test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startServer } from '../tests/integration/server.ts';
import { clientDir, root } from '../tests/integration/support/built-site.ts';
import { pageBudget } from './bundle-budget.mjs';
import { checkResponse } from './security-rules.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { runCalculators } from './calculators.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const started = new Date();
mkdirSync(join(root, 'bench', 'out'), { recursive: true });

if (!args.has('--no-build')) {
  console.log('▶ Building once');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
console.log(`▶ Serving the build at ${server.url}`);
const report = { date: started.toISOString(), url: server.url, node: process.version };

try {
  // Pages: one of every template.
  const templates = [
    ['Home', '/'],
    ['About', '/about'],
    ['Services', '/services'],
    ['Solution hub', '/solutions'],
    ['Resource page', '/solutions/free-resources/on-page-seo-checklist'],
    ['Portfolio list', '/portfolio'],
    ['Case study', '/portfolio/nha-ca-cafe'],
    ['Blog list', '/blog'],
    ['Article', '/blog/free-ai-tools-marketing-2025'],
    ['Contact', '/contact'],
    ['FAQ', '/faq'],
    ['Budget planner', '/solutions/ai-tools/marketing-budget-planner'],
    ['ROI calculator', '/solutions/free-resources/roi-calculator'],
    ['404 page', '/this-page-does-not-exist'],
    ['Retired page', '/services/seo'],
  ];

  console.log('▶ Bundle budgets');
  const htmlFiles = (dir) => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? htmlFiles(join(dir, n)) : n.endsWith('.html') ? [join(dir, n)] : []));
  report.bundles = htmlFiles(clientDir)
    .map((file) => pageBudget(clientDir, file, `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`))
    .sort((a, b) => a.page.localeCompare(b.page));

  console.log('▶ Security headers (Observatory rules)');
  const paths = ['/', '/solutions/ai-tools/marketing-budget-planner', '/nope', '/services/seo', '/robots.txt', '/sitemap.xml', '/healthz', '/favicon.svg'];
  const firstAsset = report.bundles.length ? null : null;
  void firstAsset;
  report.security = [];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    const html = await response.text();
    const headers = Object.fromEntries(response.headers);
    if (response.headers.getSetCookie().length) headers['set-cookie'] = response.headers.getSetCookie();
    report.security.push({ ...checkResponse({ url: path, headers, html }), status: response.status });
  }
  for (const [path, init] of [['/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: '{}' }]]) {
    const response = await fetch(`${server.url}${path}`, init);
    report.security.push({ ...checkResponse({ url: `POST ${path}`, headers: Object.fromEntries(response.headers) }), status: response.status });
  }

  console.log('▶ Calculators');
  report.calculators = await runCalculators(server.url);

  console.log('▶ Server load (autocannon)');
  report.load = await runLoad(server.url, { duration: quick ? 3 : 10 });

  console.log(`▶ Lighthouse (${quick ? 1 : 3} runs per page, mobile, default throttling)`);
  report.lighthouse = await runLighthouse(server.url, templates, { runs: quick ? 1 : 3, bundles: report.bundles });
} finally {
  await server.stop();
}

writeFileSync(join(root, 'bench', 'out', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const { renderReport } = await import('./render-report.mjs');
writeFileSync(join(root, 'bench', 'REPORT.md'), renderReport(report));
console.log('\nWrote bench/REPORT.md and bench/out/report.json');
