/**
 * Static files from the real server and build: precompressed Brotli/gzip copies are negotiated,
 * typed and cached like the files they stand for, and are never addressable themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { clientDir, requireBuild } from './support/built-site.ts';

let server: RunningServer;

beforeAll(async () => {
  requireBuild();
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is returned exactly as sent (fetch would decompress it). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const script = `/_astro/${readdirSync(join(clientDir, '_astro')).find((name) => name.startsWith('client.') && name.endsWith('.js'))}`;
const stylesheet = `/_astro/${readdirSync(join(clientDir, '_astro')).find((name) => name.endsWith('.css'))}`;
const original = (path: string) => readFileSync(join(clientDir, path));

describe('precompressed static files', () => {
  it('sends the Brotli copy to a browser, with the original type, length and Vary', async () => {
    const response = await raw(script, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(response.body.byteLength).toBeLessThan(original(script).byteLength / 2);
    expect(brotliDecompressSync(response.body)).toEqual(original(script));
  });

  it('sends gzip to a client without Brotli and the plain file to one that accepts neither', async () => {
    const gzip = await raw(stylesheet, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gzip.body)).toEqual(original(stylesheet));

    for (const headers of [{}, { 'Accept-Encoding': 'identity' }]) {
      const plain = await raw(stylesheet, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body).toEqual(original(stylesheet));
    }
  });

  it('serves prerendered pages precompressed, with the page’s security policy', async () => {
    const page = await raw('/about', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.body)).toEqual(original('about/index.html'));
  });

  it('answers a revalidation with 304 for the representation the client holds', async () => {
    const first = await raw(script, { 'Accept-Encoding': 'br' });
    const again = await raw(script, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    // The gzip and plain representations have their own validators.
    const gzip = await raw(script, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
    expect((await raw(script, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) })).status).toBe(
      200,
    );
  });

  it('answers HEAD with the headers only', async () => {
    const head = await raw(script, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.byteLength).toBe(0);
  });

  it('never serves a compressed copy by its own name', async () => {
    for (const path of [`${script}.br`, `${stylesheet}.gz`, '/about/index.html.br']) {
      const response = await raw(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('pages rendered on demand', () => {
  it('are compressed for a browser that accepts it, and decompress to the page sent uncompressed', async () => {
    const plain = await raw('/vi/contact');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<html lang="vi"');

    const br = await raw('/vi/contact', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    // The island's id and the form's start time differ per render; the rest of the page is the same.
    const withoutToken = (html: string) =>
      html.replace(/ uid="[^"]+"/g, '').replace(/name="startedAt" value="\d+"/g, '');
    expect(withoutToken(brotliDecompressSync(br.body).toString('utf8'))).toBe(
      withoutToken(plain.body.toString('utf8')),
    );

    const gzip = await raw('/blog/search?q=seo', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toContain('</html>');
  });

  it('leaves the admin pages uncompressed, so their CSRF token is never compressed beside visitor text', async () => {
    const admin = await startServer({ ADMIN_PASSWORD: 'integration-admin-pass' });
    try {
      const response = await fetch(`${admin.url}/admin/sign-in`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      const html = await response.text();
      expect(html).toContain('</html>');
      expect(html.length).toBeGreaterThan(1024);
    } finally {
      await admin.stop();
    }
  });
});
