/**
 * Per-route policy for everything Astro renders on demand: the admin gate, then the headers the
 * one policy table (src/server/route-policy.ts) decides for the path, status and type. Prerendered
 * files never pass here at run time; the server applies the same table when it sends them.
 */
import { defineMiddleware } from 'astro:middleware';
import { developmentContext } from './server/context.ts';
import { scriptSrcOf } from './build/script-src.ts';
import { adminGate, isAdminPath } from './features/admin/server/admin-gate.ts';
import { retryAfterOf } from './server/sql.ts';
import { errorPage } from './lib/error-page.ts';

function withPolicy(locals: App.Locals, response: Response, pathname: string): Response {
  const { policy } = locals.app.responses;
  const contentType = response.headers.get('content-type') ?? '';
  const scriptSrc = scriptSrcOf(response.headers.get('content-security-policy') ?? undefined);
  const headers = new Headers(response.headers);
  headers.delete('content-security-policy');
  for (const [name, value] of Object.entries(policy({ pathname, status: response.status, contentType, scriptSrc })))
    headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  // The production server hands its context in (serve.ts); `astro dev` has none to hand.
  if (import.meta.env.DEV) context.locals.app ??= await developmentContext();
  if (!context.locals.app) throw new Error('The server did not hand its context to Astro (locals.app).');
  const { pathname, locals } = { pathname: context.url.pathname, locals: context.locals };
  try {
    if (isAdminPath(pathname)) {
      const gate = await adminGate(locals.app, context.request, context.cookies, pathname);
      if ('response' in gate) return withPolicy(locals, gate.response, pathname);
      context.locals.admin = gate.session;
    }
    return withPolicy(locals, await next(), pathname);
  } catch (error) {
    // A store lock or outage (or a bug) gets a real page, Retry-After and the policy headers.
    console.error(`Could not answer ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return withPolicy(locals, errorPage(pathname, retryAfterOf(error)), pathname);
  }
});
