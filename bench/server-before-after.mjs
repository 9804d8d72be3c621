// The server's throughput before and after a change, in the same run: this checkout's build and
// another checkout's build (BENCH_BEFORE, e.g. main) are served side by side and bench/load.mjs
// runs against each in turn, ROUNDS times, alternating, so a busy shared machine weighs on both
// alike. Prints each target's median requests per second, p99 latency and the server's CPU time per request
// (the steadiest of the three when other work shares the machine). Figures only.
//
// Alone, after `npm run build` here and in the other checkout:
//   BENCH_BEFORE=/path/to/other/checkout [ROUNDS=3] [BENCH_SECONDS=5] node bench/server-before-after.mjs
// `npm run bench` runs it when BENCH_BEFORE is set.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runLoad } from './load.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/**
 * The CPU time a Linux process has used, in milliseconds (user + system, from /proc; clock ticks are
 * 10 ms). Unlike requests per second, it barely moves when other work shares the machine.
 */
const cpuMsOf = (pid) => () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Starts `node src/server/main.ts` of a checkout on a free port with a fresh database. */
async function serve(checkout, dir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, `${port}.db`),
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      RATE_LIMIT_PER_MINUTE: '10000000',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server of ${checkout} exited early`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill();
  throw new Error(`The server of ${checkout} did not start`);
}

export async function runServerBeforeAfter({
  before = process.env.BENCH_BEFORE,
  after = resolve(import.meta.dirname, '..'),
  rounds = Number(process.env.ROUNDS ?? 3),
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
} = {}) {
  if (!before) throw new Error('Set BENCH_BEFORE to the checkout whose build is "before".');
  const dir = mkdtempSync(join(tmpdir(), 'bench-before-after-'));
  const servers = { before: await serve(resolve(before), dir), after: await serve(after, dir) };
  const samples = { before: [], after: [] };
  try {
    for (let round = 0; round < rounds; round += 1)
      // Alternate which build goes first, so neither always meets the warmer machine.
      for (const side of round % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
        console.log(`  round ${round + 1}, ${side}`);
        samples[side].push(
          await runLoad(servers[side].url, { duration: seconds, cpuMs: cpuMsOf(servers[side].child.pid) }),
        );
      }
  } finally {
    for (const { child } of Object.values(servers)) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const names = samples.after[0].map((row, index) => [index, row.name.replace(/ \(\/_astro.*$/, ' (a CSS file)')]);
  return names.map(([index, name]) => {
    const of = (side, key) => median(samples[side].map((rows) => rows[index][key]));
    return {
      name,
      before: {
        requestsPerSecond: of('before', 'requestsPerSecond'),
        p99: of('before', 'p99'),
        cpuUs: of('before', 'cpuPerRequestUs'),
      },
      after: {
        requestsPerSecond: of('after', 'requestsPerSecond'),
        p99: of('after', 'p99'),
        cpuUs: of('after', 'cpuPerRequestUs'),
      },
      errors: samples.before.concat(samples.after).reduce((sum, rows) => sum + rows[index].errors, 0),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runServerBeforeAfter();
  console.log(
    '\n| Target | before req/s | after req/s | before p99 ms | after p99 ms | before CPU µs/request | after CPU µs/request |\n|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const row of rows)
    console.log(
      `| ${row.name} | ${Math.round(row.before.requestsPerSecond)} | ${Math.round(row.after.requestsPerSecond)} | ${row.before.p99} | ${row.after.p99} | ${Math.round(row.before.cpuUs)} | ${Math.round(row.after.cpuUs)} |`,
    );
}
