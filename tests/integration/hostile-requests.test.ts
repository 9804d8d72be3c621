/**
 * Findings F1–F4, F13 and F14 of the attack review, replayed against the built server on loopback:
 * each request below once cost the site a 5xx, a cached error, a stalled page or a flooded log.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { clientDir, rssMiB } from './support/built-site.ts';
import { rawRequest } from './support/raw-http.ts';

let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
});

const answered = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { response };
};

describe('internal endpoints', () => {
  it('F1 image transforms: /_image, /_server-islands and /_actions answer 404 cheaply and cannot starve static pages', async () => {
    // A transform is never attempted (404 before any image work), so the memory stays small and a page
    // asked for at the same time is served.
    const abusive = Array.from({ length: 4 }, (_, i) =>
      answered(`${server.url}/_image?href=/og/default.png&f=avif&q=100&w=${1001 + i}`),
    );
    const about = await answered(`${server.url}/about/`);
    const answers = await Promise.all(abusive);
    for (const { response } of answers) expect(response.status).toBe(404);
    expect(about.response.status).toBe(200);
    for (const path of ['/_server-islands/Widget', '/_actions/subscribe', '/_image']) {
      expect((await fetch(`${server.url}${path}`, { method: 'HEAD' })).status, path).toBe(404);
    }
    expect(rssMiB(server.child.pid!)).toBeLessThan(200);
  });

  it('F2 bad transform input: never a 5xx, and error answers are no-store', async () => {
    for (const query of ['f=foo', 'w=-5', 'w=abc', 'background=%ZZ', 'href=/robots.txt&f=png']) {
      const response = await fetch(`${server.url}/_image?href=/og/default.png&${query}`);
      expect(response.status, query).toBeLessThan(500);
      expect(response.headers.get('cache-control'), query).toBe('no-store');
    }
  });
});

describe('malformed addresses', () => {
  it('an address that cannot be decoded is a 400 from the built server, on static and on-demand paths', async () => {
    for (const path of ['/%E0%A4%A', '/contact/%E0%A4%A', '/api/contact%ZZ']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain('the address could not be read');
    }
  });
});

describe('Host header', () => {
  it('F3 Host: x@y: 400 on every on-demand route, and a flood leaves one short log line', async () => {
    const before = server.output().length;
    for (const path of ['/contact', '/admin', '/api/contact', '/blog/search?q=a']) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x@y\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(400);
    }
    await Promise.all(
      Array.from({ length: 200 }, () =>
        rawRequest(port, 'GET /contact HTTP/1.1\r\nHost: x@y\r\nConnection: close\r\n\r\n'),
      ),
    );
    const logged = server.output().slice(before);
    expect(logged.split('\n').filter(Boolean).length).toBeLessThanOrEqual(2);
    expect(logged.length).toBeLessThan(400);
    expect(logged).not.toMatch(/\bat \w+ \(/); // no stack trace
  });

  it('F4 Host with a path: refused before Astro or the cache policy can disagree about the route', async () => {
    const answer = await rawRequest(
      port,
      `GET /_astro/x.js HTTP/1.1\r\nHost: 127.0.0.1:${port}/admin/sign-in?\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.header('cache-control')).toBe('no-store');
    const contact = await rawRequest(
      port,
      `GET /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}/services/seo#\r\nConnection: close\r\n\r\n`,
    );
    expect(contact.status).toBe(400);
    // The real host still works.
    const ok = await rawRequest(port, `GET /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(ok.status).toBe(200);
    expect(ok.header('cache-control')).toBe('no-store');
  });
});

describe('protocol edges', () => {
  it('F13 oversized headers: 431, not 400', async () => {
    const answer = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
  });

  it('a declared body over 64 KB is refused with 413 before a byte of it is read', async () => {
    // The body is never sent: an answer at all proves the server did not wait to read it.
    const answer = await rawRequest(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"name":`,
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('That submission is too large.');
  });

  it('F14 ranges: never on a body made per request; correct on fixed bodies', async () => {
    const missing = await fetch(`${server.url}/no-such-page`, {
      headers: { range: 'bytes=0-10', 'accept-encoding': 'deflate' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-range')).toBeNull();
    expect((await missing.text()).length).toBeGreaterThan(1000);

    // A range of the page asked for with an encoding the build has no copy of: the identity bytes,
    // never a range of identity bytes compressed afterwards under a Content-Range that lies.
    const page = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        get(`${server.url}/about/`, { headers: { range: 'bytes=0-5000', 'accept-encoding': 'deflate' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
    const about = readFileSync(join(clientDir, 'about', 'index.html'));
    expect(page.status).toBe(206);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['content-range']).toBe(`bytes 0-5000/${about.byteLength}`);
    expect(page.body).toEqual(about.subarray(0, 5001));

    const full = Buffer.from(await (await fetch(`${server.url}/robots.txt`)).arrayBuffer());
    const part = await fetch(`${server.url}/robots.txt`, { headers: { range: 'bytes=0-10' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-10/${full.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(0, 11));
    const beyond = await fetch(`${server.url}/robots.txt`, { headers: { range: `bytes=${full.byteLength + 5}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${full.byteLength}`);
  });
});
