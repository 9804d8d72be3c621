/**
 * Who may see which /admin address, decided once for every admin route by the middleware:
 * - no password configured: every /admin address is the site's not-found page;
 * - signed out: only the sign-in page answers (its form, and the sign-out action posted to it),
 *   everything else sends you to sign in;
 * - signed in: the sign-in form sends you to the inbox.
 * Pages read the outcome from `Astro.locals.admin`.
 */
import type { ServerContext } from '../../../server/context.ts';
import { seeOther } from '../../../lib/responses.ts';
import type { AstroCookies } from 'astro';
import { SESSION_COOKIE, adminEnabled, csrfToken, sessionIsValid } from './admin-auth.ts';

export type AdminSession = { kind: 'signed-out' } | { kind: 'signed-in'; token: string; csrf: string };

const OPEN_WHEN_SIGNED_OUT = new Set(['/admin/sign-in']);

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export async function adminSession({ sql }: ServerContext, cookies: AstroCookies): Promise<AdminSession> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token && (await sessionIsValid(sql, token))) return { kind: 'signed-in', token, csrf: csrfToken(token) };
  return { kind: 'signed-out' };
}

export async function adminGate(
  app: ServerContext,
  request: Request,
  cookies: AstroCookies,
  pathname: string,
): Promise<{ response: Response } | { session: AdminSession }> {
  if (!adminEnabled(app.env)) return { response: app.responses.notFound(pathname) };
  const session = await adminSession(app, cookies);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (session.kind === 'signed-out' && !OPEN_WHEN_SIGNED_OUT.has(path)) return { response: seeOther('/admin/sign-in') };
  if (session.kind === 'signed-in' && path === '/admin/sign-in' && request.method !== 'POST')
    return { response: seeOther('/admin') };
  return { session };
}

/** The signed-in session for a page the gate has let through. */
export function signedIn(locals: App.Locals): { token: string; csrf: string } {
  const session = locals.admin;
  if (session?.kind !== 'signed-in') throw new Error('The admin gate did not run for this page.');
  return session;
}
