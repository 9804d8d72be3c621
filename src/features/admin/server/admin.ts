/**
 * Admin actions behind the gate (admin-gate.ts): sign-in and sign-out, message actions and the
 * CSV exports. Cache and robots headers come from the route policy like every other answer.
 */
import { z } from 'zod';
import { neutraliseCell, quoteCell, type CsvCell } from '../../../lib/csv.ts';
import { getContext } from '../../../server/context.ts';
import { plainText, seeOther } from '../../../server/responses.ts';
import { bodyKind, clientIp, isSameOrigin, parseBody, readText } from '../../../server/request-guard.ts';
import type { AstroCookies } from 'astro';
import { SESSION_COOKIE, SESSION_TTL_MS, checkPassword, csrfIsValid, isHttps, sessionCookieOptions } from './admin-auth.ts';
import { signedIn } from './admin-gate.ts';

export { reasonPhrase } from '../../../server/request-guard.ts';

export interface AdminRequest {
  request: Request;
  clientAddress?: string | undefined;
  locals: App.Locals;
  cookies: AstroCookies;
}

const EXPIRED = 'Your session form has expired. Please go back, reload the page and try again.';

/** Reads a small same-origin form post, or answers why not. */
async function readAdminForm(request: Request, siteUrl: string): Promise<Record<string, unknown> | Response> {
  if (bodyKind(request.headers.get('content-type')) !== 'form') return plainText(415, 'Please use the form on the page.');
  if (!isSameOrigin(request, siteUrl)) return plainText(403, 'This action only works from the admin pages of this website.');
  try {
    return parseBody('form', await readText(request, 8 * 1024)) ?? {};
  } catch {
    return plainText(413, 'That request is too large.');
  }
}

const viaProxy = (context: AdminRequest) => getContext().isTrustedProxy(context.clientAddress);

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
  const key = app.hashIp(clientIp(context, app.isTrustedProxy));
  const limit = await app.limiters.signIn.peek(key);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    const error = `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
    return { status: 429, error, headers: { 'Retry-After': String(limit.retryAfterSeconds) } };
  }
  const password = typeof fields['password'] === 'string' ? fields['password'] : '';
  if (!password || !checkPassword(app.env, password)) {
    await app.limiters.signIn.hit(key);
    return { status: 403, error: 'That password is not right. Please try again.' };
  }
  await app.limiters.signIn.reset(key);
  const { token } = await app.store.createSession();
  const secure = isHttps(context.request, app.env, viaProxy(context));
  context.cookies.set(SESSION_COOKIE, token, sessionCookieOptions({ secure, maxAgeSeconds: SESSION_TTL_MS / 1000 }));
  return { status: 303, response: seeOther('/admin') };
}

export async function signOut(context: AdminRequest): Promise<Response> {
  const app = getContext();
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  const session = context.locals.admin;
  if (session?.kind === 'signed-in') {
    if (!csrfIsValid(session.token, fields['csrf'])) return plainText(403, EXPIRED);
    await app.store.endSession(session.token);
  }
  const secure = isHttps(context.request, app.env, viaProxy(context));
  context.cookies.set(SESSION_COOKIE, '', sessionCookieOptions({ secure, maxAgeSeconds: 0 }));
  return seeOther('/admin/sign-in?signed-out=1');
}

const actionSchema = z.object({
  action: z.enum(['delete', 'mark-read', 'mark-unread']),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  csrf: z.string().min(1).max(200),
});

export async function messageAction(context: AdminRequest): Promise<Response> {
  const app = getContext();
  const session = signedIn(context.locals);
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return plainText(400, 'That action was not understood. Please go back and try again.');
  if (!csrfIsValid(session.token, parsed.data.csrf)) return plainText(403, EXPIRED);
  const { action, id } = parsed.data;
  if (action === 'delete') {
    await app.store.deleteMessage(id);
    return seeOther('/admin?notice=deleted');
  }
  await app.store.setRead(id, action === 'mark-read');
  return seeOther(action === 'mark-unread' ? '/admin?notice=unread' : `/admin/messages/${id}`);
}

/** Rows per page read from the store: each page is one short query, then the loop is free again. */
export const EXPORT_PAGE_SIZE = 500;

const csvLine = (cells: readonly CsvCell[]) => `${cells.map((cell) => quoteCell(neutraliseCell(cell))).join(',')}\r\n`;

/**
 * A CSV download streamed page by page, so a large inbox never sits in memory and other visitors
 * are answered between pages.
 */
function csvStream<T extends { id: number }>(header: readonly string[], next: (beforeId: number) => Promise<T[]>, row: (item: T) => CsvCell[]) {
  const encoder = new TextEncoder();
  let cursor = Infinity;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
        return;
      }
      // A macrotask between pages: awaiting the store alone only queues microtasks, which would
      // let one export run start to finish before any other request is looked at.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const items = await next(cursor);
      if (!items.length) {
        controller.close();
        return;
      }
      cursor = items.at(-1)!.id;
      controller.enqueue(encoder.encode(items.map((item) => csvLine(row(item))).join('')));
    },
  });
}

export function exportCsv(what: 'messages' | 'subscribers'): Response {
  const { store } = getContext();
  const body =
    what === 'subscribers'
      ? csvStream(
          ['Email', 'Subscribed at (UTC)'],
          (before) => store.subscribersBefore(before, EXPORT_PAGE_SIZE),
          (s) => [s.email, s.createdAt],
        )
      : csvStream(
          ['Received (UTC)', 'Name', 'Email', 'Subject', 'Message', 'Status'],
          (before) => store.messagesBefore(before, EXPORT_PAGE_SIZE),
          (m) => [m.createdAt, m.name, m.email, m.subject, m.message, m.status === 'held' ? 'Held for review' : m.readAt ? 'Read' : 'Unread'],
        );
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="brightlane-${what}-${stamp}.csv"` },
  });
}
