/**
 * The production server: static files from the build, everything else through Astro's handler,
 * with compression, security headers, cache policy, a health check and graceful shutdown.
 * Run by Node 24 directly (type stripping): `node src/server/main.ts`.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { getEnv } from './env.ts';
import { openDatabase } from './db.ts';
import { createStaticHandler } from './static-files.ts';
import { buildCsp, cacheControlFor, scriptSrcOf, securityHeaders, unionScriptSrc } from './security-headers.ts';

// The server only ever runs a production build: without this, React (loaded by the build's pages)
// picks its development bundles, which render 404s and on-demand pages about three times slower.
process.env.NODE_ENV ??= 'production';

type Next = (error?: unknown) => void;
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next: Next, locals?: object) => Promise<void>;

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');

function loadStaticCsp(): { perPath: Map<string, string>; fallbackScriptSrc: string } {
  const file = join(dist, '_headers.json');
  const perPath = new Map<string, string>();
  if (!existsSync(file)) return { perPath, fallbackScriptSrc: "script-src 'self'" };
  const entries = JSON.parse(readFileSync(file, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const entry of entries) {
    const csp = entry.headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
    if (csp) perPath.set(trimSlash(entry.pathname), csp);
  }
  return { perPath, fallbackScriptSrc: unionScriptSrc([...perPath.values()]) };
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function sendPlain(res: ServerResponse, status: number, message: string, extra: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  res.end(message);
}

export async function createApp() {
  const env = getEnv();
  const entry = join(dist, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`No build found at ${dist}. Run "npm run build" first.`);
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const { perPath, fallbackScriptSrc } = loadStaticCsp();
  const https = env.SITE_URL.startsWith('https:');
  const baseHeaders = securityHeaders({ https });
  const compress = compression({ threshold: 1024 });
  const serveStatic = createStaticHandler(join(dist, 'client'));

  function decorate(res: ServerResponse, pathname: string): void {
    for (const [key, value] of Object.entries(baseHeaders)) res.setHeader(key, value);
    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
      const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
      if (headers && !Array.isArray(headers)) {
        for (const [key, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(key, value);
      }
      const type = String(this.getHeader('content-type') ?? '');
      if (status === 304) {
        // A 304 carries no body type; browsers merge its headers into the cached page, so a
        // policy sent here would replace the page's own CSP and block its styles and scripts.
        this.removeHeader('content-security-policy');
      } else if (type.includes('text/html')) {
        const own = scriptSrcOf(String(this.getHeader('content-security-policy') ?? '')) ?? scriptSrcOf(perPath.get(trimSlash(pathname)));
        this.setHeader('Content-Security-Policy', buildCsp(own, fallbackScriptSrc));
      } else {
        this.removeHeader('content-security-policy');
        this.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      }
      // A 304 only refreshes the cached response; its headers must not change the cache policy.
      if (status !== 304 && (!this.hasHeader('cache-control') || pathname.startsWith('/_astro/'))) {
        this.setHeader('Cache-Control', cacheControlFor(pathname, type));
      }
      if (status >= 400 && type.includes('text/html')) this.setHeader('Cache-Control', 'no-store');
      if (reason !== undefined) this.statusMessage = reason;
      return writeHead.call(this, status);
    } as ServerResponse['writeHead'];
  }

  return async function app(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const method = req.method ?? 'GET';
      let pathname: string;
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        pathname = url.pathname;
        decodeURIComponent(pathname);
      } catch {
        for (const [key, value] of Object.entries(baseHeaders)) res.setHeader(key, value);
        sendPlain(res, 400, 'Bad request: the address could not be read.');
        return;
      }
      decorate(res, pathname);
      if (!ALLOWED_METHODS.has(method)) {
        sendPlain(res, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST, OPTIONS' });
        return;
      }
      if (pathname === '/healthz') {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ status: 'ok' }));
        return;
      }
      compress(req as never, res as never, () => {
        const toAstro = () =>
          handler(req, res, (error?: unknown) => {
            if (error) console.error('Request failed', pathname, error);
            sendPlain(res, error ? 500 : 404, error ? 'Something went wrong on our side.' : 'Not found.');
          }).catch((error: unknown) => {
            console.error('Render failed', pathname, error);
            sendPlain(res, 500, 'Something went wrong on our side.');
          });
        if (method === 'GET' || method === 'HEAD') serveStatic(req, res, pathname, toAstro);
        else void toAstro();
      });
    } catch (error) {
      console.error('Unexpected server error', error);
      sendPlain(res, 500, 'Something went wrong on our side.');
    }
  };
}

export async function start(): Promise<void> {
  const env = getEnv();
  // Create the database file and run migrations now, so a bad DATABASE_PATH fails at start-up.
  openDatabase(env.DATABASE_PATH).close();
  const app = await createApp();
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000, maxHeaderSize: 16_384 }, (req, res) => {
    void app(req, res);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolveListen) => server.listen(env.PORT, env.HOST, resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`Brightlane Digital is running at http://${shownHost}:${port}/`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
