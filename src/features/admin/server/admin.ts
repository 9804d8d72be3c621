/**
 * Request handling for /admin: who is asking, sign-in and sign-out, message actions and the CSV
 * exports. Every answer carries X-Robots-Tag and no-store; with no password configured, 404.
 */
import { z } from 'zod';
import { toCsv } from '../../../lib/csv.ts';
import { getContext } from '../../../server/context.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  adminEnabled,
  checkPassword,
  createSession,
  csrfIsValid,
  csrfToken,
  endSession,
  isHttps,
  readCookie,
  sessionCookie,
  sessionIsValid,
} from './admin-auth.ts';
import { allMessages, allSubscribers, deleteMessage, setRead } from '../../contact/server/messages.ts';
import { bodyKind, clientIp, isSameOrigin, parseBody, readText } from '../../../server/request-guard.ts';

export { reasonPhrase } from '../../../server/request-guard.ts';

export const ADMIN_ROBOTS = 'noindex, nofollow';

export type AdminState = { kind: 'disabled' } | { kind: 'signed-out' } | { kind: 'signed-in'; token: string; csrf: string };

export interface AdminRequest {
  request: Request;
  clientAddress?: string | undefined;
}

export function adminState(request: Request): AdminState {
  const app = getContext();
  if (!adminEnabled(app.env)) return { kind: 'disabled' };
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (token && sessionIsValid(app.db, token)) return { kind: 'signed-in', token, csrf: csrfToken(token) };
  return { kind: 'signed-out' };
}

export function applyAdminHeaders(headers: Headers): void {
  headers.set('X-Robots-Tag', ADMIN_ROBOTS);
  headers.set('Cache-Control', 'no-store');
}

const baseHeaders = (): Record<string, string> => ({ 'X-Robots-Tag': ADMIN_ROBOTS, 'Cache-Control': 'no-store' });

/** An empty 404: Astro answers it with the site's not-found page, keeping the status. */
export function adminNotFound(): Response {
  return new Response(null, { status: 404, headers: baseHeaders() });
}

export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { ...baseHeaders(), Location: location, ...headers } });
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...baseHeaders(), 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/** Reads a small same-origin form post, or answers why not. */
async function readAdminForm(request: Request, siteUrl: string): Promise<Record<string, unknown> | Response> {
  if (bodyKind(request.headers.get('content-type')) !== 'form') return plain(415, 'Please use the form on the page.');
  if (!isSameOrigin(request, siteUrl)) return plain(403, 'This action only works from the admin pages of this website.');
  try {
    return parseBody('form', await readText(request, 8 * 1024)) ?? {};
  } catch {
    return plain(413, 'That request is too large.');
  }
}

export interface SignInResult {
  status: number;
  error?: string;
  headers?: Record<string, string>;
  response?: Response;
}

export async function signIn(context: AdminRequest): Promise<SignInResult> {
  const app = getContext();
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return { status: fields.status, response: fields };
  const key = app.hashIp(clientIp(context, app.env.TRUST_PROXY));
  const limit = app.limiters.signIn.peek(key);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { status: 429, error: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, headers: { 'Retry-After': String(limit.retryAfterSeconds) } };
  }
  const password = typeof fields['password'] === 'string' ? fields['password'] : '';
  if (!password || !checkPassword(app.env, password)) {
    app.limiters.signIn.hit(key);
    return { status: 403, error: 'That password is not right. Please try again.' };
  }
  app.limiters.signIn.reset(key);
  const { token } = createSession(app.db);
  const cookie = sessionCookie(token, { secure: isHttps(context.request, app.env), maxAgeSeconds: SESSION_TTL_MS / 1000 });
  return { status: 303, response: seeOther('/admin', { 'Set-Cookie': cookie }) };
}

export async function signOut(context: AdminRequest): Promise<Response> {
  const app = getContext();
  const state = adminState(context.request);
  if (state.kind === 'disabled') return adminNotFound();
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  if (state.kind === 'signed-in') {
    if (!csrfIsValid(state.token, fields['csrf'])) return plain(403, 'Your session form has expired. Please go back, reload the page and try again.');
    endSession(app.db, state.token);
  }
  const cookie = sessionCookie('', { secure: isHttps(context.request, app.env), maxAgeSeconds: 0 });
  return seeOther('/admin/sign-in?signed-out=1', { 'Set-Cookie': cookie });
}

const actionSchema = z.object({
  action: z.enum(['delete', 'mark-read', 'mark-unread']),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  csrf: z.string().min(1).max(200),
});

export async function messageAction(context: AdminRequest): Promise<Response> {
  const app = getContext();
  const state = adminState(context.request);
  if (state.kind === 'disabled') return adminNotFound();
  if (state.kind === 'signed-out') return seeOther('/admin/sign-in');
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return plain(400, 'That action was not understood. Please go back and try again.');
  if (!csrfIsValid(state.token, parsed.data.csrf)) return plain(403, 'Your session form has expired. Please go back, reload the page and try again.');
  const { action, id } = parsed.data;
  if (action === 'delete') {
    deleteMessage(app.db, id);
    return seeOther('/admin?notice=deleted');
  }
  setRead(app.db, id, action === 'mark-read');
  return seeOther(action === 'mark-unread' ? '/admin?notice=unread' : `/admin/messages/${id}`);
}

function dateStamp(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function csvResponse(name: string, text: string): Response {
  return new Response(`\uFEFF${text}`, {
    status: 200,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="brightlane-${name}-${dateStamp()}.csv"`,
    },
  });
}

export function exportCsv(request: Request, what: 'messages' | 'subscribers'): Response {
  const state = adminState(request);
  if (state.kind === 'disabled') return adminNotFound();
  if (state.kind === 'signed-out') return seeOther('/admin/sign-in');
  const { db } = getContext();
  if (what === 'subscribers') {
    return csvResponse('subscribers', toCsv(['Email', 'Subscribed at (UTC)'], allSubscribers(db).map((s) => [s.email, s.createdAt])));
  }
  const rows = allMessages(db).map((m) => [m.createdAt, m.name, m.email, m.subject, m.message, m.readAt ? 'Read' : 'Unread']);
  return csvResponse('messages', toCsv(['Received (UTC)', 'Name', 'Email', 'Subject', 'Message', 'Status'], rows));
}
