/**
 * A soak of the production server: a few thousand mixed requests — pages, assets, 404s, retired
 * pages, hostile paths, huge headers and query strings, odd methods. No 5xx, no crash, and memory
 * stays bounded.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retiredRoutes } from '../../src/lib/routes.ts';
import { startServer, type RunningServer } from './server.ts';
import { rssMiB } from './support/built-site.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function send(probe: Probe): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: probe.method, path: probe.path, headers: probe.headers ?? {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(-1));
      },
    );
    // A refused header block ends the socket; that is a 4xx-class refusal, not a crash.
    req.on('error', () => resolve(-1));
    req.setTimeout(10_000, () => req.destroy());
    if (probe.body) req.write(probe.body);
    req.end();
  });
}

async function assetPath(): Promise<string> {
  const html = await (await fetch(`${server.url}/privacy-policy`)).text();
  return /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
}

describe('soak', () => {
  it(
    'answers thousands of mixed and hostile requests without a 5xx and with bounded memory',
    { timeout: 240_000 },
    async () => {
      const asset = await assetPath();
      const hostile = [
        '/..%2f..%2fetc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/_astro/../../package.json',
        '//etc/passwd',
        '/%00',
        '/%ff%fe',
        '/index.html%00.txt',
        `/${'a'.repeat(6000)}`,
        `/blog?q=${'x'.repeat(7000)}`,
        '/api/contact?<script>alert(1)</script>',
        '/.env',
        '/.git/config',
        '/admin/../../etc/passwd',
        '/sitemap.xml?page=-1',
      ];
      const probes: Probe[] = [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/privacy-policy' },
        { method: 'GET', path: '/sitemap' },
        { method: 'GET', path: '/robots.txt' },
        { method: 'GET', path: '/sitemap.xml' },
        { method: 'GET', path: asset },
        { method: 'HEAD', path: '/terms-of-service' },
        { method: 'GET', path: '/no-such-page' },
        { method: 'GET', path: '/solutions/tools/roi-calculator' },
        ...retiredRoutes.slice(0, 6).map((route) => ({ method: 'GET', path: route.path })),
        ...hostile.map((path) => ({ method: 'GET', path })),
        { method: 'GET', path: '/', headers: { 'X-Huge': 'h'.repeat(20_000) } },
        { method: 'GET', path: '/', headers: { Cookie: 'c'.repeat(15_000) } },
        { method: 'DELETE', path: '/' },
        { method: 'PUT', path: '/privacy-policy', body: 'x' },
        { method: 'PATCH', path: '/api/contact', body: '{}' },
        { method: 'PROPFIND', path: '/' },
        { method: 'TRACE', path: '/' },
        { method: 'POST', path: '/privacy-policy', headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
        { method: 'GET', path: '/', headers: { Host: 'evil.example' } },
        { method: 'GET', path: '/', headers: { 'Accept-Encoding': 'br, gzip, deflate, zstd, *' } },
      ];

      const warmup = await Promise.all(probes.map(send));
      expect(warmup.filter((status) => status >= 500)).toEqual([]);
      const before = rssMiB(server.child.pid!);

      const round = 1500;
      const statuses: number[] = [];
      const samples: number[] = [before];
      for (let batch = 0; batch < 3; batch += 1) {
        let next = 0;
        const worker = async () => {
          while (next < round) {
            const probe = probes[next % probes.length]!;
            next += 1;
            statuses.push(await send(probe));
          }
        };
        await Promise.all(Array.from({ length: 16 }, worker));
        samples.push(rssMiB(server.child.pid!));
      }
      const total = round * 3;
      console.log(`soak: ${total} requests, RSS MiB after each batch: ${samples.map((v) => v.toFixed(0)).join(' → ')}`);

      const failures = statuses.filter((status) => status >= 500);
      expect(statuses).toHaveLength(total);
      expect(failures).toEqual([]);
      expect(statuses.filter((status) => status >= 200 && status < 500).length).toBeGreaterThan(total * 0.9);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // Bounded: after the first batch has warmed caches and the heap, later batches add little.
      const lateGrowth = samples[3]! - samples[1]!;
      expect(lateGrowth, `RSS samples ${samples.join(', ')}`).toBeLessThan(120);
    },
  );

  it('never serves files outside the build or dotfiles', async () => {
    for (const path of ['/..%2f..%2fetc/passwd', '/_astro/../../package.json', '/.env', '/.git/config']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/root:x:0:0|"dependencies"|\[core\]/);
    }
  });
});
