// `npm run bench`: build once, serve the production build on a free loopback port, measure, and
// write bench/REPORT.md plus bench/out/report.json. Figures only; nothing here is a test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startServer } from '../tests/integration/server.ts';
import { clientDir, root } from '../tests/integration/support/built-site.ts';
import { pageBudget } from './bundle-budget.mjs';
import { runSecurity } from './security.mjs';
import { runLighthouse, templates } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { runCalculators } from './calculators.mjs';
import { runToolBench } from './tools.mjs';
import { runVersusNginx } from './versus-nginx.mjs';
import { runStoreBench } from './stores.mjs';
import { runInboxAndSignIn } from './inbox-and-sign-in.mjs';
import { runDatedPlanBench } from './dated-plan.mjs';
import { runLoadProfile } from './load-profile.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const started = new Date();
mkdirSync(join(root, 'bench', 'out'), { recursive: true });

if (!args.has('--no-build')) {
  console.log('▶ Building once');
  const build = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000', ADMIN_PASSWORD: 'bench-admin-password' });
console.log(`▶ Serving the build at ${server.url}`);
const report = { date: started.toISOString(), url: server.url, node: process.version };

try {
  console.log('▶ Bundle budgets');
  const htmlFiles = (dir) =>
    readdirSync(dir).flatMap((n) =>
      statSync(join(dir, n)).isDirectory() ? htmlFiles(join(dir, n)) : n.endsWith('.html') ? [join(dir, n)] : [],
    );
  report.bundles = htmlFiles(clientDir)
    .map((file) =>
      pageBudget(
        clientDir,
        file,
        `/${relative(clientDir, file)
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, '')}`,
      ),
    )
    .sort((a, b) => a.page.localeCompare(b.page));

  console.log('▶ Security headers (Observatory rules)');
  // Plain HTTP on loopback, then the same build as deployed behind TLS: a second server with an
  // https SITE_URL that trusts X-Forwarded-Proto, so HSTS and Secure cookies are judged too.
  const tls = await startServer({
    SITE_URL: 'https://www.brightlane.example',
    TRUST_PROXY: '127.0.0.1,::1',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  try {
    report.security = {
      http: await runSecurity(server.url, clientDir, { adminPassword: 'bench-admin-password' }),
      https: await runSecurity(tls.url, clientDir, { https: true, adminPassword: 'bench-admin-password' }),
    };
  } finally {
    await tls.stop();
  }
  for (const [mode, rows] of Object.entries(report.security)) {
    console.log(`  ${mode}: ${rows.length} responses, lowest score ${Math.min(...rows.map((row) => row.score))}`);
  }

  console.log('▶ Calculators');
  report.calculators = await runCalculators(server.url);
  report.datedPlan = runDatedPlanBench();
  console.log(`  dated plan, 12 months × 10 channels: recompute median ${report.datedPlan.medianMs.toFixed(2)} ms`);

  console.log('▶ Reading a 5,000-row platform export');
  report.importRead = await (await import('./import-read.mjs')).runImportRead();

  console.log('▶ Tools on a mid-range phone (1× and 4× CPU, 20 channels; Lighthouse on the tool pages)');
  // With BENCH_BEFORE, that checkout's build is served beside this one and measured alternately.
  report.tools = await runToolBench(server.url, {
    clientDir,
    before: process.env.BENCH_BEFORE,
    lighthouse: !args.has('--no-lighthouse'),
    runs: quick ? 1 : 5,
  });

  console.log('▶ Tool pages loading at 4× CPU: long tasks and what ran in them');
  report.loadProfile = await runLoadProfile(server.url);
  for (const r of report.loadProfile)
    console.log(
      `  ${r.path}: ${r.tasks.length} long tasks, ${r.blocking} ms over 50 ms, hydrated at ${r.seen.hydrated[0]} ms`,
    );

  console.log('▶ Server load (autocannon)');
  report.load = await runLoad(server.url, { duration: quick ? 3 : 10 });
  if (process.env.BENCH_BEFORE) {
    console.log(`▶ Server load, before (${process.env.BENCH_BEFORE}) and after, alternately`);
    report.serverBeforeAfter = await (await import('./server-before-after.mjs')).runServerBeforeAfter();
  }

  console.log('▶ Server against nginx, abuse and flood');
  report.versusNginx = await runVersusNginx(server, clientDir, {
    duration: quick ? 3 : 10,
    floodSeconds: quick ? 10 : 30,
  });

  console.log('▶ POST /api/contact on each store (SQLite, PostgreSQL with one and two instances)');
  report.stores = await runStoreBench({ duration: quick ? 3 : 10 });

  console.log('▶ Inbox at 20,000 messages, and a sign-in burst');
  report.inboxAndSignIn = await runInboxAndSignIn();

  if (!args.has('--no-lighthouse')) {
    console.log(`▶ Lighthouse (${quick ? 1 : 3} runs per page, mobile, default throttling)`);
    report.lighthouse = await runLighthouse(server.url, templates, { runs: quick ? 1 : 3, bundles: report.bundles });
  }
} finally {
  await server.stop();
}

writeFileSync(join(root, 'bench', 'out', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const { renderReport } = await import('./render-report.mjs');
writeFileSync(join(root, 'bench', 'REPORT.md'), renderReport(report));
console.log('\nWrote bench/REPORT.md and bench/out/report.json');
