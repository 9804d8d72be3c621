// Requests per second and latency of the production server on loopback (autocannon, bounded).
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 20, pipelining: 1, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * `cpuMs`, when given, reads the server process's CPU time in milliseconds; each row then also has
 * the server's CPU time per request, which other work on a shared machine barely moves.
 */
export async function runLoad(baseUrl, { duration = 10, cpuMs } = {}) {
  const html = await (await fetch(`${baseUrl}/privacy-policy`)).text();
  const asset = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
  const started = Date.now();
  const contactBody = (i) =>
    JSON.stringify({
      name: `Load Test ${i}`,
      email: `load${i}@example.com`,
      subject: 'Benchmark message',
      message: 'A valid message sent by npm run bench to measure the contact endpoint.',
      website: '',
      startedAt: started - 60_000,
      consent: 'yes',
    });
  const targets = [
    {
      name: 'Prerendered page (/privacy-policy)',
      url: `${baseUrl}/privacy-policy`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: `Hashed asset (${asset.slice(0, 40)}…)`,
      url: `${baseUrl}${asset}`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: '404 page (prerendered template)',
      url: `${baseUrl}/no-such-page`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: 'POST /api/contact (valid JSON)',
      url: `${baseUrl}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
      body: contactBody(0),
      connections: 10,
    },
  ];
  const rows = [];
  for (const target of targets) {
    const cpuBefore = cpuMs?.();
    const result = await run({ duration, ...target });
    const cpuPerRequestUs =
      cpuMs && result.requests.total ? ((cpuMs() - cpuBefore) * 1000) / result.requests.total : undefined;
    const non2xx = result.non2xx ?? 0;
    rows.push({
      name: target.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx,
      status: result.statusCodeStats,
      cpuPerRequestUs,
    });
    console.log(
      `  ${target.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${non2xx}${cpuPerRequestUs === undefined ? '' : `, server CPU ${Math.round(cpuPerRequestUs)} µs/request`}`,
    );
  }
  return rows;
}
