// `npm test`: the reviewer's checks first (ESLint, Prettier in check mode, astro check), side by side
// and failing fast, then every suite in order: build, unit, integration (against the build), browser e2e.
// Ends with one line "N passed, N failed" over all suites; each check counts as one test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated just above the totals so that the end of the log says which. */
const failedNames = [];
let broken = false;

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestSuite(project) {
  const out = `test-results/${project}.json`;
  rmSync(out, { force: true });
  const status = run(`Vitest: ${project}`, 'vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (!report) {
    console.error(`No ${project} results were written (exit ${status}).`);
    broken = true;
    return;
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') failedNames.push(`${project}: ${test.fullName}`);
  }
  if (status !== 0 && !report.numFailedTests) broken = true;
}

/**
 * Runs a command with its output held back, so that checks running side by side print one after the
 * other. Resolves to the exit status and everything it wrote, in order.
 */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

// The three checks are single-threaded and independent (none writes what another reads), so they run
// side by side on CI's two cores; each still counts as one test, printed in this order. A failed check
// stops the run: the suites would only repeat what the check already says is wrong.
const checks = [
  ['ESLint', 'eslint', ['--max-warnings', '0', '.']],
  ['Prettier (check)', 'prettier', ['--check', '.']],
  ['Type check (astro check)', 'astro', ['check']],
];
const checked = await Promise.all(checks.map(([, command, args]) => runQuietly(command, args)));
checks.forEach(([label], index) => {
  console.log(`\n▶ ${label}`);
  process.stdout.write(checked[index].output);
  if (checked[index].status === 0) totals.passed += 1;
  else totals.failed += 1;
});
if (totals.failed > 0) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(1);
}

mkdirSync('test-results', { recursive: true });
if (run('Chromium check', 'node', ['scripts/ensure-chromium.mjs']) !== 0) process.exit(1);
// Without PostgreSQL the storage suites still run on SQLite; the check has said why in one line.
if (run('PostgreSQL check', 'node', ['scripts/ensure-postgres.mjs']) !== 0) env.PG_TESTS = 'skip';
if (run('Production build', 'astro', ['build']) !== 0) {
  console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
}
vitestSuite('unit');
vitestSuite('integration');

rmSync('test-results/e2e.json', { force: true });
const e2eStatus = run('Playwright: e2e in Chromium', 'playwright', ['test']);
const e2e = existsSync('test-results/e2e.json') ? readJson('test-results/e2e.json') : undefined;
if (e2e?.stats) {
  totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected ?? 0;
  totals.skipped += e2e.stats.skipped ?? 0;
  if (e2eStatus !== 0 && !e2e.stats.unexpected) broken = true;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') failedNames.push(`e2e: ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites ?? []) walk(suite, [suite.title]);
} else {
  console.error(`No e2e results were written (exit ${e2eStatus}).`);
  broken = true;
}

if (broken && totals.failed === 0) totals.failed = 1;
if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
