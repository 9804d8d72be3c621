/**
 * The admin's sign-in (behind the gate, admin-gate.ts) and the CSV exports. The inbox changes and
 * sign-out are in inbox-actions.ts. Cache and robots headers come from the route policy like every
 * other answer.
 */
import type { APIContext, AstroCookies } from 'astro';
import { neutraliseCell, quoteCell, type CsvCell } from '../../../lib/csv.ts';
import type { ServerContext } from '../../../server/context.ts';
import { plainText } from '../../../lib/responses.ts';
import { retryAfterOf } from '../../../server/sql.ts';
import { bodyKind, clientIp, isSameOrigin, limitAddress, parseBody, readText } from '../../../lib/request-guard.ts';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  checkPassword,
  createSession,
  isHttps,
  sessionCookieOptions,
} from './admin-auth.ts';
import { DEFAULT_OFFICE, isOffice, isoWithOffset, type Office } from '../model/office-time.ts';
import { unsubscribeUrl } from '../../leads/server/unsubscribe-token.ts';
import { emailKey, messagesBefore, subscribersBefore } from '../../leads/server/messages.ts';
import { SUBSCRIBER_STATUS_LABELS } from '../model/statuses.ts';
import { STATUS_LABELS } from '../model/statuses.ts';
import { REPLY_LABELS } from '../model/reply-labels.ts';

export { reasonPhrase } from '../../../lib/responses.ts';

type SignInContext = Pick<APIContext, 'request' | 'clientAddress' | 'locals' | 'cookies'>;

export const OFFICE_COOKIE = 'admin_office';

/** The office whose clock the admin chose (a cookie of the admin area), Sydney by default. */
export function officeOf(cookies: AstroCookies): Office {
  const value = cookies.get(OFFICE_COOKIE)?.value;
  return isOffice(value) ? value : DEFAULT_OFFICE;
}

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

const viaProxy = (context: SignInContext) => context.locals.app.isTrustedProxy(context.clientAddress);

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
  const limits = [
    [app.limiters.signIn, key],
    [app.limiters.signInSite, 'site'],
  ] as const;
  for (const [limiter, scope] of limits) {
    const limit = await limiter.hit(scope);
    if (!limit.allowed) return { status: 429, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const password = typeof fields['password'] === 'string' ? fields['password'] : '';
  if (!password || !(await checkPassword(app.env, password))) {
    return { status: 403, error: 'That password is not right. Please try again.' };
  }
  // The right password gives its points back: only wrong passwords use up the limits, so colleagues
  // signing in from one office address never lock each other out.
  await Promise.all(limits.map(([limiter, scope]) => limiter.refund(scope)));
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
    const seconds = retryAfterOf(error);
    if (seconds === undefined) throw error;
    return {
      status: 503,
      retryAfter: String(seconds),
      error: 'We could not sign you in just now. Please try again in a minute.',
    };
  });

/** A plain form post to /admin/sign-in (scripts, an old cached form): the body's checks, then signIn. */
export async function signInFromPost(context: SignInContext): Promise<SignInResult | Response> {
  const fields = await readAdminForm(context.request, context.locals.app.env.SITE_URL);
  return fields instanceof Response ? fields : signIn(context, fields);
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
