// The issue-13 figures: the project's server beside nginx on the same build, same load tool, same
// settings, in one run; plus latency under abuse and memory after a flood of unknown paths.
import { connect, createServer } from 'node:net';
import autocannon from 'autocannon';
import { startServer } from '../tests/integration/server.ts';
import { rssMiB } from '../tests/integration/support/built-site.ts';
import { startNginx } from './nginx.mjs';

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 20, pipelining: 1, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const perSecond = (result) => Math.round(result.requests.average);

/** Figures as the issue recorded them before the rebuild. */
export const BEFORE = { page: 0.17, asset: 0.17, notFound: 0.01, abuseP99: '20 s', floodRss: '400–630 MB' };

/**
 * Four abusive clients, each keeping one hostile request of its kind running: the next is sent
 * 10 ms after the previous answer, until `signal` aborts. (Before the rebuild one image transform
 * alone ran for seconds; sent back to back without the pause, the cheap refusals become a plain
 * flood, which is a proxy's rate limit's job, not this figure's.)
 */
function abuse(baseUrl, signal) {
  const { port } = new URL(baseUrl);
  const raw = (text) =>
    new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
      socket.on('data', () => socket.destroy());
      socket.on('error', resolve);
      socket.on('close', resolve);
      setTimeout(() => socket.destroy(), 2000).unref();
    });
  const kinds = [
    () =>
      fetch(`${baseUrl}/_image?href=/og/default.png&f=avif&q=100&w=${1000 + Math.floor(Math.random() * 500)}`).then(
        (r) => r.arrayBuffer(),
      ),
    () => raw('GET /contact HTTP/1.1\r\nHost: x@y\r\nConnection: close\r\n\r\n'),
    () =>
      fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(70_000) }),
      }).then((r) => r.arrayBuffer()),
    () => raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
  ];
  return Promise.all(
    kinds.map(async (kind) => {
      while (!signal.aborted) {
        await kind().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }),
  );
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function runVersusNginx(server, clientDir, { duration = 10, floodSeconds = 30 } = {}) {
  const nginxPort = await freePort();
  const html = await (await fetch(`${server.url}/privacy-policy`)).text();
  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  const headers = { 'accept-encoding': 'br, gzip' };
  const targets = [
    { key: 'page', name: 'Prerendered page (/privacy-policy)', path: '/privacy-policy/' },
    { key: 'asset', name: `Hashed asset (${asset})`, path: asset },
    { key: 'notFound', name: 'Unknown path (404)', path: '/no-such-page' },
  ];
  const nginx = await startNginx(clientDir, nginxPort);
  const rows = [];
  try {
    for (const target of targets) {
      const ours = await run({ url: `${server.url}${target.path}`, headers, duration });
      const theirs = nginx.url ? await run({ url: `${nginx.url}${target.path}`, headers, duration }) : undefined;
      rows.push({
        ...target,
        ours: perSecond(ours),
        nginx: theirs ? perSecond(theirs) : undefined,
        ratio: theirs ? perSecond(ours) / perSecond(theirs) : undefined,
        oursStatus: ours.statusCodeStats,
        nginxStatus: theirs?.statusCodeStats,
      });
      console.log(`  ${target.name}: ours ${perSecond(ours)} req/s, nginx ${theirs ? perSecond(theirs) : '–'} req/s`);
    }
  } finally {
    await nginx.stop?.();
  }

  const about = { url: `${server.url}/about/`, headers, duration, connections: 4 };
  const idle = await run(about);
  const controller = new AbortController();
  const abusers = abuse(server.url, controller.signal);
  const busy = await run(about);
  controller.abort();
  await abusers;
  console.log(`  /about/ p99: idle ${idle.latency.p99} ms, under abuse ${busy.latency.p99} ms`);

  // A fresh process, so the figure is the flood's and not what the earlier benchmarks left behind.
  const fresh = await startServer({ RATE_LIMIT_PER_MINUTE: '10000000' });
  let counter = 0;
  let startRss = 0;
  let floodRss = 0;
  try {
    startRss = rssMiB(fresh.child.pid);
    await run({
      url: fresh.url,
      duration: floodSeconds,
      headers,
      requests: [
        { setupRequest: (request) => ({ ...request, path: `/flood-${(counter += 1)}-${'x'.repeat(counter % 200)}` }) },
      ],
    });
    floodRss = rssMiB(fresh.child.pid);
  } finally {
    await fresh.stop();
  }
  console.log(
    `  RSS after a ${floodSeconds} s flood of ${counter} unique unknown paths: ${floodRss.toFixed(0)} MB (${startRss.toFixed(0)} MB at start)`,
  );

  return {
    nginx: nginx.skipped ? { skipped: nginx.skipped } : { version: nginx.version },
    duration,
    rows,
    abuse: { idleP99: idle.latency.p99, busyP99: busy.latency.p99, requests: busy.requests.total, non2xx: busy.non2xx },
    flood: { seconds: floodSeconds, paths: counter, rssMiB: floodRss, startRssMiB: startRss },
  };
}

const times = (value) => (value === undefined ? '–' : `${value.toFixed(2)}×`);

/** The table, with the figures before the rebuild and this run's. */
export function renderVersusNginx(result) {
  const lines = ['## Server against nginx (same build, same load tool, one run)', ''];
  lines.push(
    result.nginx.skipped
      ? `nginx: not measured (${result.nginx.skipped}).`
      : `${result.nginx.version}, one worker, \`gzip_static on\`, serving the same \`dist/client\`; the project's server is one Node process. autocannon, 20 connections, ${result.duration} s per figure, Accept-Encoding: br, gzip.`,
    '',
  );
  lines.push('| Figure | Before hardening | Now | Goal | Result |', '| --- | --- | --- | --- | --- |');
  const goals = { page: 0.4, asset: 0.4, notFound: 0.25 };
  const labels = {
    page: 'Prerendered page, requests/s vs nginx',
    asset: 'Hashed asset, requests/s vs nginx',
    notFound: "Unknown path (404), requests/s vs nginx's 404",
  };
  for (const row of result.rows) {
    const now =
      row.ratio === undefined
        ? `${row.ours} req/s (nginx not measured)`
        : `${times(row.ratio)} (${row.ours} vs ${row.nginx} req/s)`;
    const pass = row.ratio === undefined ? '–' : row.ratio >= goals[row.key] ? '✅' : '❌';
    lines.push(`| ${labels[row.key]} | ${BEFORE[row.key].toFixed(2)}× | ${now} | ≥ ${goals[row.key]}× | ${pass} |`);
  }
  const { idleP99, busyP99 } = result.abuse;
  lines.push(
    `| \`/about/\` p99 while 4 abusive requests run | ${BEFORE.abuseP99} | ${busyP99} ms (idle ${idleP99} ms) | within 2× of idle p99 | ${busyP99 <= Math.max(2 * idleP99, idleP99 + 2) ? '✅' : '❌'} |`,
  );
  lines.push(
    `| Server RSS after a ${result.flood.seconds} s flood of unique unknown paths | ${BEFORE.floodRss} | ${result.flood.rssMiB.toFixed(0)} MB (${result.flood.paths} paths; ${result.flood.startRssMiB.toFixed(0)} MB at start) | < 200 MB | ${result.flood.rssMiB < 200 ? '✅' : '❌'} |`,
  );
  lines.push(
    '',
    'The abusive requests: image transforms at AVIF q=100, `Host: x@y`, 70 KB form bodies and 20 KB headers, one client of each keeping its request running (the next 10 ms after each answer). autocannon reports latency in whole milliseconds, so "within 2×" also allows 2 ms of rounding. The flood runs against a freshly started server. nginx answers its 404 with its own 150-byte page; ours is the site\'s full not-found page (about 15 KB).',
    '',
  );
  return lines;
}
