/**
 * The request listener: in order, a readable address, the health check, allowed methods, a known
 * Host, registry redirects, prerendered files (retired pages with 410), routes rendered on demand
 * (through Astro, whose middleware applies the same policy), and the not-found page for the rest.
 * Body sizes are capped by the endpoints themselves and, in front, by the proxy (README, Deploying).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compression from 'compression';
import { redirectRoutes, retiredRoutes, normalizePath } from '../lib/routes.ts';
import type { Build } from '../build/build-files.ts';
import type { ServerContext } from './context.ts';
import type { StaticSite } from './static-serve.ts';
import type { ThrottledLog } from './throttled-log.ts';
import type { HealthReport } from './store.ts';
import type { NotFound } from './not-found.ts';

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const retired = new Set(retiredRoutes.map((route) => route.path));
const redirects = new Map(redirectRoutes.map((route) => [route.path, route]));
// Pages and answers rendered on demand are compressed as they are sent (Brotli at quality 4 or
// gzip, from 1 KB); prerendered files have compressed copies made at build time. Not the admin
// pages: they carry a CSRF token beside text that anyone can put there through a message, and
// compressing the two together lets someone who watches response sizes guess the token (BREACH).
const compress = compression({ threshold: 1024 });
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(decodeURIComponent(pathname));

export interface AppOptions {
  build: Build;
  /** Handed to every on-demand route as `locals.app`: the one store, limiters and settings. */
  context: ServerContext;
  site: StaticSite;
  notFound: NotFound;
  /** Host header values this server answers to (lower case). */
  hosts: ReadonlySet<string>;
  log: ThrottledLog;
  /** The health report, kept current in the background so answering it costs nothing. */
  health: () => HealthReport;
}

export function createApp({ build, context, site, notFound, hosts, log, health }: AppOptions) {
  const { policy } = context.responses;
  function send(
    res: ServerResponse,
    pathname: string,
    status: number,
    type: string,
    body: Buffer | string,
    extra: OutgoingHttpHeaders = {},
  ) {
    const bytes = Buffer.from(body);
    res.writeHead(status, {
      ...policy({ pathname, status, contentType: type }),
      'Content-Type': type,
      'Content-Length': bytes.byteLength,
      ...extra,
    });
    res.end(bytes);
  }
  const plain = (res: ServerResponse, pathname: string, status: number, text: string, extra?: OutgoingHttpHeaders) =>
    send(res, pathname, status, 'text/plain; charset=utf-8', text, extra);

  function fail(res: ServerResponse, pathname: string, error: unknown): void {
    log('render-failed', `Could not render ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) res.destroy();
    else plain(res, pathname, 500, 'Something went wrong on our side.');
  }

  return function app(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    // Parsed the way Astro parses it, so the policy and the page always see the same path.
    const pathname = readablePath(req.url);
    if (pathname === null) return plain(res, '/', 400, 'Bad request: the address could not be read.');
    if (pathname === '/healthz') {
      const { status, body } = health();
      return send(res, pathname, status, 'application/json; charset=utf-8', body);
    }
    if (!ALLOWED_METHODS.has(method))
      return plain(res, pathname, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST, OPTIONS' });
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.has(host)) {
      // Astro builds its URL from Host: an unchecked value could change the route it renders.
      log('unknown-host', `Refused a request for an unknown host (${JSON.stringify(host.slice(0, 80))}).`);
      return plain(res, pathname, 400, 'Bad request: unknown host.');
    }
    const route = redirects.get(normalizePath(pathname));
    if (route) {
      res.writeHead(route.status, {
        ...policy({ pathname, status: route.status, contentType: '' }),
        Location: route.to,
        'Content-Length': 0,
      });
      return void res.end();
    }
    const file = method === 'GET' || method === 'HEAD' ? site.find(pathname) : undefined;
    if (file) return site.serve(req, res, file, pathname, retired.has(normalizePath(pathname)) ? 410 : 200);
    if (!build.isOnDemand(pathname)) return notFound.write(req, res, pathname);
    const render = () => {
      // A fresh object per request: the middleware adds the request's admin session to it.
      const locals: App.Locals = { app: context };
      const next = (error?: unknown) => (error ? fail(res, pathname, error) : notFound.write(req, res, pathname));
      build.handler(req, res, next, locals).catch((error: unknown) => fail(res, pathname, error));
    };
    if (isAdminPath(pathname)) render();
    else compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], render);
  };
}

/**
 * The request's path, or null when it cannot be decoded. The decoded form is compared, not thrown
 * away: the build's bundler drops a call to a built-in whose result is unused, and with it the check.
 */
export function readablePath(url: string | undefined): string | null {
  try {
    const { pathname } = new URL(url ?? '/', 'http://localhost');
    return decodeURIComponent(pathname).length >= 0 ? pathname : null;
  } catch {
    return null;
  }
}
