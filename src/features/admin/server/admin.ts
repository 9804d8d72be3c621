/**
 * Admin actions behind the gate (admin-gate.ts): sign-in and sign-out, message actions and the
 * CSV exports. Cache and robots headers come from the route policy like every other answer.
 */
import { z } from 'zod';
import { neutraliseCell, quoteCell, type CsvCell } from '../../../lib/csv.ts';
import type { ServerContext } from '../../../server/context.ts';
import { plainText, seeOther } from '../../../server/responses.ts';
import { isStoreOutage } from '../../../server/error-page.ts';
import { StoreBusyError } from '../../../server/sql.ts';
import { bodyKind, clientIp, isSameOrigin, limitAddress, parseBody, readText } from '../../../server/request-guard.ts';
import type { AstroCookies } from 'astro';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  checkPassword,
  createSession,
  csrfIsValid,
  endSession,
  isHttps,
  sessionCookieOptions,
} from './admin-auth.ts';
import { signedIn } from './admin-gate.ts';
import { createHash } from 'node:crypto';
import { DEFAULT_OFFICE, isOffice, isoWithOffset, type Office } from '../model/office-time.ts';
import { MESSAGE_STATUSES, NOTE_MAX, type MessageStatus } from '../../leads/model/leads.ts';
import { unsubscribeUrl } from '../../leads/server/unsubscribe-token.ts';
import { emailKey, messagesBefore, setRead, subscribersBefore } from '../../leads/server/messages.ts';
import * as workflow from '../../leads/server/workflow.ts';
import { SUBSCRIBER_STATUS_LABELS } from '../model/statuses.ts';
import { STATUS_LABELS } from '../model/statuses.ts';
import { REPLY_LABELS } from '../model/reply-labels.ts';

export { reasonPhrase } from '../../../server/request-guard.ts';

export interface AdminRequest {
  request: Request;
  url?: URL;
  /** Astro's rewrite: renders another admin page for this request, keeping `locals`. */
  rewrite?: (request: Request) => Promise<Response>;
  clientAddress?: string | undefined;
  locals: App.Locals;
  cookies: AstroCookies;
}

const EXPIRED = 'Your session form has expired. Please go back, reload the page and try again.';

/** Reads a small same-origin form post, or answers why not. */
async function readAdminForm(request: Request, siteUrl: string): Promise<Record<string, unknown> | Response> {
  if (bodyKind(request.headers.get('content-type')) !== 'form')
    return plainText(415, 'Please use the form on the page.');
  if (!isSameOrigin(request, siteUrl))
    return plainText(403, 'This action only works from the admin pages of this website.');
  try {
    return parseBody('form', await readText(request, 8 * 1024)) ?? {};
  } catch {
    return plainText(413, 'That request is too large.', { Connection: 'close' });
  }
}

const viaProxy = (context: AdminRequest) => context.locals.app.isTrustedProxy(context.clientAddress);

/** The outcome of a sign-in attempt: where to go, or the page's status and message. */
export interface SignInResult {
  status: number;
  error?: string;
  location?: string;
  retryAfterSeconds?: number;
  /** Retry-After of a store that refused for now (the form is shown again with 503). */
  retryAfter?: string;
}

/**
 * The answer to a refused attempt: a short page made without rendering the site's layout, so a
 * burst of hundreds of refused attempts costs the process next to nothing.
 */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const error = `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign in · Brightlane Digital</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem"><main><h1>Sign in</h1><p role="alert">${error}</p><p><a href="/admin/sign-in">Back to sign in</a></p></main></body></html>`;
  return new Response(body, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds) },
  });
}

type SignInContext = Omit<AdminRequest, 'url' | 'rewrite'>;

/**
 * A sign-in attempt, from the sign-in action (the form, `?_action=signIn`) or a plain post to the
 * page: same origin, then counted, then the password, then the session cookie.
 */
export async function signIn(context: SignInContext, fields: Record<string, unknown>): Promise<SignInResult> {
  const { app } = context.locals;
  if (!isSameOrigin(context.request, app.env.SITE_URL))
    return { status: 403, error: 'This action only works from the admin pages of this website.' };
  const key = app.hashIp(limitAddress(clientIp(context, app.isTrustedProxy)));
  // Every attempt is counted before the password is looked at, in one atomic step per limit (a
  // burst of simultaneous attempts cannot all pass a check made before any of them was counted):
  // ten per address, and a ceiling for the whole site against many addresses.
  for (const [limiter, scope] of [
    [app.limiters.signIn, key],
    [app.limiters.signInSite, 'site'],
  ] as const) {
    const limit = await limiter.hit(scope);
    if (!limit.allowed) return { status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const password = typeof fields['password'] === 'string' ? fields['password'] : '';
  if (!password || !(await checkPassword(app.env, password))) {
    return { status: 403, error: 'That password is not right. Please try again.' };
  }
  const { token } = await createSession(app.sql);
  const secure = isHttps(context.request, app.env, viaProxy(context));
  context.cookies.set(SESSION_COOKIE, token, sessionCookieOptions({ secure, maxAgeSeconds: SESSION_TTL_MS / 1000 }));
  return { status: 303, location: '/admin' };
}

/**
 * The sign-in action: an action's failure reaches the page only as a status, so a store that refuses
 * for now is answered here, with the form again, 503 and Retry-After (a plain post gets the error page).
 */
export const signInAction = (context: SignInContext, fields: Record<string, unknown>): Promise<SignInResult> =>
  signIn(context, fields).catch((error: unknown) => {
    if (!isStoreOutage(error)) throw error;
    const retryAfter = error instanceof StoreBusyError ? '5' : '60';
    return { status: 503, retryAfter, error: 'We could not sign you in just now. Please try again in a minute.' };
  });

/** A plain form post to /admin/sign-in (scripts, an old cached form): the body's checks, then signIn. */
export async function signInFromPost(context: SignInContext): Promise<SignInResult | Response> {
  const fields = await readAdminForm(context.request, context.locals.app.env.SITE_URL);
  return fields instanceof Response ? fields : signIn(context, fields);
}

export async function signOut(context: AdminRequest): Promise<Response> {
  const { app } = context.locals;
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  const session = context.locals.admin;
  if (session?.kind === 'signed-in') {
    if (!csrfIsValid(session.token, fields['csrf'])) return plainText(403, EXPIRED);
    await endSession(app.sql, session.token);
  }
  const secure = isHttps(context.request, app.env, viaProxy(context));
  context.cookies.set(SESSION_COOKIE, '', sessionCookieOptions({ secure, maxAgeSeconds: 0 }));
  return seeOther('/admin/sign-in?signed-out=1');
}

const actionSchema = z.object({
  action: z.enum(['status', 'trash', 'restore', 'empty-trash', 'note', 'erase', 'office', 'mark-read', 'mark-unread']),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  value: z.string().max(NOTE_MAX).optional(),
  back: z.string().max(300).optional(),
  csrf: z.string().min(1).max(200),
  /** An erasure runs only with the counts the admin was shown ("messages:sign-ups"). */
  confirm: z.string().max(40).optional(),
});

/** What an erasure would delete, shown on /admin/erase before anything goes. */
export interface EraseCheck {
  email: string;
  messages: number;
  subscribers: number;
  back: string;
}

const eraseChecks = new WeakMap<object, EraseCheck>();

/** The erasure the confirmation page asks about (set by the action, read by the page it rewrites to). */
export function eraseCheckOf(locals: object): EraseCheck | undefined {
  return eraseChecks.get(locals);
}

/** The counts an erasure confirmation carries: the erasure runs only if they still hold. */
export const eraseToken = (counts: { messages: number; subscribers: number }) =>
  `${counts.messages}:${counts.subscribers}`;

export const OFFICE_COOKIE = 'admin_office';

/** The office whose clock the admin chose (a cookie of the admin area), Sydney by default. */
export function officeOf(cookies: AstroCookies): Office {
  const value = cookies.get(OFFICE_COOKIE)?.value;
  return isOffice(value) ? value : DEFAULT_OFFICE;
}

/** Only admin pages are places to go back to. */
function backTo(back: string | undefined, fallback: string): string {
  return back && /^\/admin(?:\/[\w/-]*)?(?:\?[\w=&%.+-]*)?$/.test(back) ? back : fallback;
}

/** Adds the outcome to an admin address, replacing any outcome already in it. */
function withNotice(path: string, notice: Record<string, string | number>): string {
  const url = new URL(path, 'http://admin.invalid');
  for (const key of ['notice', 'id', 'prev', 'n', 'm', 's']) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(notice)) url.searchParams.set(key, String(value));
  return `${url.pathname}${url.search}`;
}

/** Sessions have no names (one shared password): the history tells them apart by a short tag. */
const actorOf = (token: string) => `Admin session ${createHash('sha256').update(token).digest('hex').slice(0, 6)}`;

const isStatus = (value: unknown): value is MessageStatus => (MESSAGE_STATUSES as readonly unknown[]).includes(value);

export async function messageAction(context: AdminRequest): Promise<Response> {
  const { app } = context.locals;
  const session = signedIn(context.locals);
  const fields = await readAdminForm(context.request, app.env.SITE_URL);
  if (fields instanceof Response) return fields;
  const parsed = actionSchema.safeParse(fields);
  if (!parsed.success) return plainText(400, 'That action was not understood. Please go back and try again.');
  if (!csrfIsValid(session.token, parsed.data.csrf)) return plainText(403, EXPIRED);
  // An admin's change is a write anyway: expired messages go with it (views never write).
  await workflow.purgeExpired(app.sql, new Date());
  const { action, id, value = '' } = parsed.data;
  const actor = actorOf(session.token);
  const back = backTo(parsed.data.back, id ? `/admin/messages/${id}` : '/admin');
  const missing = () => plainText(400, 'That message is not there any more. Please go back and reload the page.');
  switch (action) {
    case 'empty-trash': {
      // Deleting for good is confirmed with the number the admin was shown; if the trash changed
      // meanwhile (or the box was not ticked), nothing goes and the page asks again.
      const inTrash = await workflow.countTrash(app.sql);
      if (parsed.data.confirm !== String(inTrash))
        return seeOther(withNotice('/admin?view=trash', { notice: 'empty-confirm', n: inTrash }));
      return seeOther(withNotice('/admin?view=trash', { notice: 'emptied', n: await workflow.emptyTrash(app.sql) }));
    }
    case 'erase': {
      const email = value.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) return seeOther(withNotice(back, { notice: 'erase-invalid' }));
      const target = back.startsWith('/admin/subscribers') ? back : '/admin';
      const counts = await workflow.erasureCounts(app.sql, email);
      // Nothing goes on one tap: the first post only counts, and the page it shows names what will go.
      // A confirmation whose counts no longer hold (a message arrived meanwhile) is asked again.
      if (parsed.data.confirm !== eraseToken(counts)) {
        if (!context.rewrite || !context.url) return plainText(400, 'Please confirm the erasure from the admin pages.');
        eraseChecks.set(context.locals, { email, ...counts, back });
        return context.rewrite(
          new Request(new URL('/admin/erase', context.url), { method: 'GET', headers: context.request.headers }),
        );
      }
      const erased = await workflow.eraseByEmail(app.sql, email);
      return seeOther(withNotice(target, { notice: 'erased', m: erased.messages, s: erased.subscribers }));
    }
    case 'office': {
      if (!isOffice(value)) return plainText(400, 'That office is not one of ours.');
      const secure = isHttps(context.request, app.env, viaProxy(context));
      context.cookies.set(OFFICE_COOKIE, value, {
        path: '/admin',
        maxAge: 365 * 24 * 3600,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
      return seeOther(back);
    }
  }
  if (!id) return missing();
  switch (action) {
    case 'status': {
      if (!isStatus(value)) return plainText(400, 'That status is not one the inbox knows.');
      const previous = await workflow.setStatus(app.sql, id, value, actor);
      if (!previous) return missing();
      return seeOther(withNotice(back, { notice: 'status', id, prev: previous }));
    }
    case 'trash':
      await workflow.trashMessage(app.sql, id, actor);
      return seeOther(
        withNotice(back.startsWith(`/admin/messages/${id}`) ? '/admin' : back, { notice: 'trashed', id }),
      );
    case 'restore':
      await workflow.restoreMessage(app.sql, id, actor);
      return seeOther(withNotice(back, { notice: 'restored', id }));
    case 'note':
      if (!(await workflow.setNote(app.sql, id, value, actor))) return missing();
      return seeOther(withNotice(`/admin/messages/${id}`, { notice: 'note' }));
    default:
      await setRead(app.sql, id, action === 'mark-read');
      return seeOther(action === 'mark-unread' ? '/admin?notice=unread' : `/admin/messages/${id}`);
  }
}

/** Rows per page read from the store: each page is one short query, then the loop is free again. */
export const EXPORT_PAGE_SIZE = 500;

const csvLine = (cells: readonly CsvCell[]) => `${cells.map((cell) => quoteCell(neutraliseCell(cell))).join(',')}\r\n`;

/**
 * A CSV download streamed page by page, so a large inbox never sits in memory and other visitors
 * are answered between pages.
 */
function csvStream<T extends { id: number }>(
  header: readonly string[],
  next: (beforeId: number) => Promise<T[]>,
  row: (item: T) => CsvCell[],
) {
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

/** CSV downloads: times in the chosen office's clock, ISO 8601 with the offset; only active sign-ups unless asked for all. */
export function exportCsv(
  { sql, env, unsubscribeSecret }: ServerContext,
  what: 'messages' | 'subscribers',
  office: Office,
  { includeUnsubscribed = false } = {},
): Response {
  const when = (iso: string | null) => (iso ? isoWithOffset(iso, office) : '');
  const body =
    what === 'subscribers'
      ? csvStream(
          [
            'Email',
            'Subscribed at',
            'Status',
            'Language',
            'Source',
            'Consent at',
            'Notice version',
            'Unsubscribed at',
            'Unsubscribe link',
            'Confirmed at',
          ],
          (before) => subscribersBefore(sql, before, EXPORT_PAGE_SIZE, !includeUnsubscribed),
          (s) => [
            s.email,
            when(s.createdAt),
            SUBSCRIBER_STATUS_LABELS[s.status],
            s.lang,
            s.source,
            when(s.consentAt),
            s.consentNotice ?? '',
            when(s.unsubscribedAt),
            s.status === 'active' ? unsubscribeUrl(env.SITE_URL, unsubscribeSecret, s.id, emailKey(s.email)) : '',
            when(s.confirmedAt),
          ],
        )
      : csvStream(
          [
            'Received',
            'Name',
            'Email',
            'Subject',
            'Message',
            'Status',
            'In trash since',
            'Language',
            'Source',
            'Consent at',
            'Notice version',
            'Newsletter box',
            'Note',
            'Phone',
            'Reply by',
            'Plan link',
          ],
          (before) => messagesBefore(sql, before, EXPORT_PAGE_SIZE),
          (m) => [
            when(m.createdAt),
            m.name,
            m.email,
            m.subject,
            m.message,
            STATUS_LABELS[m.status],
            when(m.deletedAt),
            m.lang,
            m.source,
            when(m.consentAt),
            m.consentNotice ?? '',
            m.consentNewsletter ? 'Ticked' : 'Not ticked',
            m.note,
            m.phone,
            REPLY_LABELS[m.replyBy],
            m.plan?.link ?? '',
          ],
        );
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="brightlane-${what}-${stamp}.csv"`,
    },
  });
}
