/**
 * The request listener: in order, a readable address, the health check, allowed methods, a known
 * Host, registry redirects, prerendered files (retired pages with 410), routes rendered on demand
 * (through Astro, whose middleware applies the same policy), and the not-found page for the rest.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compression from 'compression';
import { redirectRoutes, retiredRoutes, normalizePath } from '../lib/routes.ts';
import type { Build } from './build-files.ts';
import type { ServerContext } from './context.ts';
import type { NotFoundBody } from './not-found-page.ts';
import { MAX_FORM_BYTES, TOO_LARGE } from './request-guard.ts';
import type { PolicyHeaders } from './route-policy.ts';
import type { StaticSite } from './static-serve.ts';
import type { ThrottledLog } from './throttled-log.ts';
import type { HealthReport } from './store-health.ts';

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
  /** The health report (JSON), kept current in the background so answering it costs nothing. */
  health: () => HealthReport;
  build: Build;
  /** Handed to every on-demand route as `locals.app`: the one store, limiters and settings. */
  context: ServerContext;
  site: StaticSite;
  policy: PolicyHeaders;
  notFoundBody(pathname: string): NotFoundBody;
  /** Host header values this server answers to (lower case). */
  hosts: ReadonlySet<string>;
  log: ThrottledLog;
}

export function createApp({ build, context, site, policy, notFoundBody, hosts, log, health }: AppOptions) {
  const notFoundScriptSrc = build.scriptSrcFor('/404.html');

  // The not-found headers differ only between /admin and the rest: two lists, built once each.
  const notFoundLists = new Map<boolean, string[]>();
  function notFoundHeaders(pathname: string): string[] {
    const admin = pathname === '/admin' || pathname.startsWith('/admin/');
    let list = notFoundLists.get(admin);
    if (!list) {
      const type = 'text/html; charset=utf-8';
      const headers = {
        ...policy({ pathname: admin ? '/admin' : '/', status: 404, contentType: type, scriptSrc: notFoundScriptSrc }),
        'Content-Type': type,
      };
      list = Object.entries(headers).flatMap(([name, value]) => [name, value]);
      notFoundLists.set(admin, list);
    }
    return list;
  }

  function plain(
    res: ServerResponse,
    pathname: string,
    status: number,
    text: string,
    extra: OutgoingHttpHeaders = {},
  ): void {
    const body = Buffer.from(text);
    const type = 'text/plain; charset=utf-8';
    res.writeHead(status, {
      ...policy({ pathname, status, contentType: type }),
      'Content-Type': type,
      'Content-Length': body.byteLength,
      ...extra,
    });
    res.end(body);
  }

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (res.headersSent) {
      res.end();
      return;
    }
    const body = notFoundBody(pathname);
    res.writeHead(404, [...notFoundHeaders(pathname), 'Content-Length', String(body.length)]);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // The shared template parts go out as they are (one writev), so a flood of unknown paths
    // allocates only the escaped paths.
    res.cork();
    for (const chunk of body.chunks) res.write(chunk);
    res.end();
    process.nextTick(() => res.uncork());
  }

  return function app(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    // Parsed the way Astro parses it, so the policy and the page always see the same path.
    const pathname = readablePath(req.url);
    if (pathname === null) {
      plain(res, '/', 400, 'Bad request: the address could not be read.');
      return;
    }
    if (pathname === '/healthz') {
      const type = 'application/json; charset=utf-8';
      const { status, body } = health();
      res.writeHead(status, {
        ...policy({ pathname, status, contentType: type }),
        'Content-Type': type,
        'Content-Length': body.byteLength,
      });
      res.end(body);
      return;
    }
    if (!ALLOWED_METHODS.has(method)) {
      plain(res, pathname, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST, OPTIONS' });
      return;
    }
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.has(host)) {
      // Astro builds its URL from Host: an unchecked value could change the route it renders.
      log('unknown-host', `Refused a request for an unknown host (${JSON.stringify(host.slice(0, 80))}).`);
      plain(res, pathname, 400, 'Bad request: unknown host.');
      return;
    }
    // The largest body any endpoint accepts; a bigger declared one is refused before Astro reads it.
    if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) {
      const json = pathname.startsWith('/api/');
      const text = json ? JSON.stringify({ ok: false, error: TOO_LARGE }) : TOO_LARGE;
      plain(res, pathname, 413, text, {
        Connection: 'close',
        ...(json ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      });
      return;
    }
    const route = redirects.get(normalizePath(pathname));
    if (route) {
      res.writeHead(route.status, {
        ...policy({ pathname, status: route.status, contentType: '' }),
        Location: route.to,
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      const file = site.find(pathname);
      if (file) {
        site.serve(req, res, file, pathname, retired.has(normalizePath(pathname)) ? 410 : 200);
        return;
      }
    }
    if (!build.isOnDemand(pathname)) {
      notFound(req, res, pathname);
      return;
    }
    const render = () => {
      // A fresh object per request: the middleware adds the request's admin session to it.
      const locals: App.Locals = { app: context };
      build
        .handler(
          req,
          res,
          (error?: unknown) => {
            if (!error) notFound(req, res, pathname);
            else fail(res, pathname, error);
          },
          locals,
        )
        .catch((error: unknown) => fail(res, pathname, error));
    };
    if (isAdminPath(pathname)) render();
    else compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], render);
  };

  function fail(res: ServerResponse, pathname: string, error: unknown): void {
    log('render-failed', `Could not render ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) res.destroy();
    else plain(res, pathname, 500, 'Something went wrong on our side.');
  }
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
