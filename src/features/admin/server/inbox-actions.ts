/**
 * The admin's changes (status, trash, restore, notes, erasure, office clock) and sign-out, run by
 * the `inbox` and `signOut` Astro Actions (src/actions/index.ts) before the page a form posts to
 * renders. Each comes to one outcome the page answers with (`answerAdminAction`): where to go next
 * with the notice (post/redirect/get), the erasure to confirm, or a refusal with its status.
 */
import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { z } from 'zod';
import { errorPage } from '../../../lib/error-page.ts';
import { plainText } from '../../../lib/responses.ts';
import { StoreBusyError, retryAfterOf } from '../../../server/sql.ts';
import { isSameOrigin } from '../../../lib/request-guard.ts';
import { MESSAGE_STATUSES, NOTE_MAX, type MessageStatus } from '../../leads/model/leads.ts';
import { setRead } from '../../leads/server/messages.ts';
import * as workflow from '../../leads/server/workflow.ts';
import { isOffice } from '../model/office-time.ts';
import { SESSION_COOKIE, csrfIsValid, endSession, isHttps, sessionCookieOptions } from './admin-auth.ts';
import { OFFICE_COOKIE } from './admin.ts';

/** What an action reads of its context (an action's context is Astro's APIContext without the page parts). */
type ActionContext = Pick<APIContext, 'request' | 'clientAddress' | 'locals' | 'cookies'>;

/** What an erasure would delete, shown on /admin/erase before anything goes. */
export interface EraseCheck {
  email: string;
  messages: number;
  subscribers: number;
  back: string;
}

/** One admin action's outcome (plain data: Astro serialises it for the page). */
export type AdminOutcome =
  | { status: 303; location: string }
  | { status: 200; erase: EraseCheck }
  | { status: 400 | 403; error: string }
  /** The store refused for now: `busy` is a passing lock (retry in seconds), otherwise an outage. */
  | { status: 503; busy: boolean };

const EXPIRED = 'Your session form has expired. Please go back, reload the page and try again.';
const FOREIGN = 'This action only works from the admin pages of this website.';

const refuse = (status: 400 | 403, error: string): AdminOutcome => ({ status, error });
const goTo = (location: string): AdminOutcome => ({ status: 303, location });

const viaProxy = (context: ActionContext) => context.locals.app.isTrustedProxy(context.clientAddress);

/** The counts an erasure confirmation carries: the erasure runs only if they still hold. */
export const eraseToken = (counts: { messages: number; subscribers: number }) =>
  `${counts.messages}:${counts.subscribers}`;

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

const inboxSchema = z.object({
  action: z.enum(['status', 'trash', 'restore', 'empty-trash', 'note', 'erase', 'office', 'mark-read', 'mark-unread']),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  value: z.string().max(NOTE_MAX).optional(),
  back: z.string().max(300).optional(),
  csrf: z.string().min(1).max(200),
  /** An erasure runs only with the counts the admin was shown ("messages:sign-ups"). */
  confirm: z.string().max(40).optional(),
});

/**
 * A store that refuses for now is an outcome, not a thrown error: an action's thrown error would
 * reach the page only as a bare 500.
 */
const outageAsOutcome = (error: unknown): AdminOutcome => {
  if (retryAfterOf(error) === undefined) throw error;
  return { status: 503, busy: error instanceof StoreBusyError };
};

/** The `inbox` action: same origin, a signed-in session and its CSRF token, then the change. */
export function inboxAction(context: ActionContext, fields: Record<string, unknown>): Promise<AdminOutcome> {
  return changeInbox(context, fields).catch(outageAsOutcome);
}

async function changeInbox(context: ActionContext, fields: Record<string, unknown>): Promise<AdminOutcome> {
  const { app } = context.locals;
  if (!isSameOrigin(context.request, app.env.SITE_URL)) return refuse(403, FOREIGN);
  // The admin gate (middleware) lets only signed-in sessions reach /admin pages; an action posted
  // to any other page (`?_action=inbox` works on every page rendered on demand) finds none here.
  const session = context.locals.admin;
  if (session?.kind !== 'signed-in') return refuse(403, EXPIRED);
  const parsed = inboxSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, 'That action was not understood. Please go back and try again.');
  if (!csrfIsValid(session.token, parsed.data.csrf)) return refuse(403, EXPIRED);
  // An admin's change is a write anyway: expired messages go with it (views never write).
  await workflow.purgeExpired(app.sql, new Date());
  const { action, id, value = '' } = parsed.data;
  const actor = actorOf(session.token);
  const back = backTo(parsed.data.back, id ? `/admin/messages/${id}` : '/admin');
  const missing = () => refuse(400, 'That message is not there any more. Please go back and reload the page.');
  switch (action) {
    case 'empty-trash': {
      // Deleting for good is confirmed with the number the admin was shown; if the trash changed
      // meanwhile (or the box was not ticked), nothing goes and the page asks again.
      const inTrash = await workflow.countTrash(app.sql);
      if (parsed.data.confirm !== String(inTrash))
        return goTo(withNotice('/admin?view=trash', { notice: 'empty-confirm', n: inTrash }));
      return goTo(withNotice('/admin?view=trash', { notice: 'emptied', n: await workflow.emptyTrash(app.sql) }));
    }
    case 'erase': {
      const email = value.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) return goTo(withNotice(back, { notice: 'erase-invalid' }));
      const target = back.startsWith('/admin/subscribers') ? back : '/admin';
      const counts = await workflow.erasureCounts(app.sql, email);
      // Nothing goes on one tap: the first post only counts, and the page it shows names what will go.
      // A confirmation whose counts no longer hold (a message arrived meanwhile) is asked again.
      if (parsed.data.confirm !== eraseToken(counts)) return { status: 200, erase: { email, ...counts, back } };
      const erased = await workflow.eraseByEmail(app.sql, email);
      return goTo(withNotice(target, { notice: 'erased', m: erased.messages, s: erased.subscribers }));
    }
    case 'office': {
      if (!isOffice(value)) return refuse(400, 'That office is not one of ours.');
      const secure = isHttps(context.request, app.env, viaProxy(context));
      context.cookies.set(OFFICE_COOKIE, value, {
        path: '/admin',
        maxAge: 365 * 24 * 3600,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
      return goTo(back);
    }
  }
  if (!id) return missing();
  switch (action) {
    case 'status': {
      if (!isStatus(value)) return refuse(400, 'That status is not one the inbox knows.');
      const previous = await workflow.setStatus(app.sql, id, value, actor);
      if (!previous) return missing();
      return goTo(withNotice(back, { notice: 'status', id, prev: previous }));
    }
    case 'trash':
      await workflow.trashMessage(app.sql, id, actor);
      return goTo(withNotice(back.startsWith(`/admin/messages/${id}`) ? '/admin' : back, { notice: 'trashed', id }));
    case 'restore':
      await workflow.restoreMessage(app.sql, id, actor);
      return goTo(withNotice(back, { notice: 'restored', id }));
    case 'note':
      if (!(await workflow.setNote(app.sql, id, value, actor))) return missing();
      return goTo(withNotice(`/admin/messages/${id}`, { notice: 'note' }));
    default:
      await setRead(app.sql, id, action === 'mark-read');
      return goTo(action === 'mark-unread' ? '/admin?notice=unread' : `/admin/messages/${id}`);
  }
}

/**
 * The `signOut` action (a POST with the CSRF token, so no link or image on another site can sign
 * the admin out). A session that is already gone is simply signed out again.
 */
export function signOutAction(context: ActionContext, fields: Record<string, unknown>): Promise<AdminOutcome> {
  return endAdminSession(context, fields).catch(outageAsOutcome);
}

async function endAdminSession(context: ActionContext, fields: Record<string, unknown>): Promise<AdminOutcome> {
  const { app } = context.locals;
  if (!isSameOrigin(context.request, app.env.SITE_URL)) return refuse(403, FOREIGN);
  const session = context.locals.admin;
  if (session?.kind === 'signed-in') {
    if (!csrfIsValid(session.token, fields['csrf'])) return refuse(403, EXPIRED);
    await endSession(app.sql, session.token);
  }
  const secure = isHttps(context.request, app.env, viaProxy(context));
  context.cookies.set(SESSION_COOKIE, '', sessionCookieOptions({ secure, maxAgeSeconds: 0 }));
  return goTo('/admin/sign-in?signed-out=1');
}

/** What `Astro.getActionResult()` gives a page: the outcome, or Astro's own refusal (not a form, too large). */
export type AdminActionResult =
  { data: AdminOutcome; error: undefined } | { data: undefined; error: { status: number; message: string } };

/**
 * The page's answer to an action's outcome: a redirect, a refusal, the error page of a store that
 * refused for now (503 with Retry-After), or the erasure for the page to ask about. Nothing when no
 * action ran. The middleware adds the policy headers to each.
 */
export function answerAdminAction(
  result: AdminActionResult | undefined,
  { url: { pathname }, redirect }: { url: URL; redirect: (location: string, status: 303) => Response },
): Response | EraseCheck | undefined {
  if (!result) return undefined;
  if (result.error) {
    const { status } = result.error;
    if (status === 413) return plainText(413, 'That request is too large.', { Connection: 'close' });
    if (status === 415) return plainText(415, 'Please use the form on the page.');
    if (status >= 500) {
      // A bug in the action: logged, and the site's error page as the middleware gives any page.
      console.error(`Could not answer ${pathname}: ${result.error.message}`);
      return errorPage(pathname, retryAfterOf(result.error));
    }
    return plainText(status, 'That action was not understood. Please go back and try again.');
  }
  const outcome = result.data;
  switch (outcome.status) {
    case 303:
      return redirect(outcome.location, 303);
    case 200:
      return outcome.erase;
    case 503:
      return errorPage(pathname, outcome.busy ? 5 : 60);
    default:
      return plainText(outcome.status, outcome.error);
  }
}
