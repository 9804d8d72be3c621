// POST /api/contact on each store, side by side in one run: SQLite (one instance), PostgreSQL with one
// instance, and PostgreSQL shared by two instances (load split across both, as behind a proxy).
// Figures only; bounded in time; loopback only. `node bench/stores.mjs` runs it alone.
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import { startServer, tempDatabase } from '../tests/integration/server.ts';
import { startPostgresCluster } from '../tests/integration/support/postgres-cluster.ts';

const LIMITS = { RATE_LIMIT_PER_MINUTE: '100000000' };

function cannon(url, duration, connections) {
  const body = JSON.stringify({
    name: 'Store Bench',
    email: 'bench@example.com',
    subject: 'Benchmark message',
    message: 'A valid message sent by npm run bench to compare the stores.',
    website: '',
    elapsedMs: 9000,
    consent: 'yes',
  });
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${url}/api/contact`,
        method: 'POST',
        duration,
        connections,
        body,
        headers: { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function measure(name, servers, duration) {
  // The same ten connections in all, split across the instances.
  const results = await Promise.all(
    servers.map((server) => cannon(server.url, duration, Math.ceil(10 / servers.length))),
  );
  const row = {
    name,
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    acknowledged: results.reduce((sum, result) => sum + (result['2xx'] ?? 0), 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + (result.non2xx ?? 0), 0),
  };
  console.log(
    `  ${name}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.acknowledged} stored, errors ${row.errors}`,
  );
  return row;
}

export async function runStoreBench({ duration = 10 } = {}) {
  const rows = [];
  const sqlite = await startServer(LIMITS, tempDatabase());
  try {
    rows.push(await measure('SQLite, one instance', [sqlite], duration));
  } finally {
    await sqlite.stop();
  }
  const started = await startPostgresCluster({ durable: true });
  if (!started.ok) {
    console.log(`  PostgreSQL: not measured (${started.reason})`);
    return { rows, postgres: `not measured: ${started.reason}` };
  }
  try {
    const env = { ...LIMITS, DATABASE_URL: started.cluster.url };
    const one = await startServer(env, tempDatabase());
    try {
      rows.push(await measure('PostgreSQL, one instance', [one], duration));
    } finally {
      await one.stop();
    }
    const pair = await Promise.all([startServer(env, tempDatabase()), startServer(env, tempDatabase())]);
    try {
      rows.push(await measure('PostgreSQL, two instances sharing it', pair, duration));
    } finally {
      await Promise.all(pair.map((server) => server.stop()));
    }
  } finally {
    started.cluster.stop();
  }
  return { rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows } = await runStoreBench({ duration: Number(process.env.BENCH_SECONDS ?? 10) });
  console.log(
    '\n| Store | Requests/s | p50 (ms) | p99 (ms) | Stored | Errors |\n| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const row of rows)
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.acknowledged} | ${row.errors} |`,
    );
}
