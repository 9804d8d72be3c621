/**
 * POST /api/contact and POST /api/newsletter. JSON in, JSON out for scripts; a standard form post
 * (no JavaScript) gets post/redirect/get on success, and the contact page re-rendered with the
 * field errors and typed values otherwise.
 */
import type { APIContext } from 'astro';
import {
  CONTACT_SUCCESS,
  FORM_ID_FIELD,
  NEWSLETTER_SUCCESS,
  STARTED_AT_FIELD,
  echoValues,
  validateContact,
  validateNewsletter,
  type ContactErrors,
} from '../contact-schema.ts';
import { getContext } from '../../../server/context.ts';
import { setContactFormState } from './form-state.ts';
import { addSubscriber, insertMessage } from './messages.ts';
import { deliverPending, processNotifier } from './notify.ts';
import { jsonResponse, readSubmission } from '../../../server/request-guard.ts';
import { looksAutomated } from './bot-check.ts';

export const CONTACT_MAX_BYTES = 64 * 1024;
export const NEWSLETTER_MAX_BYTES = 4 * 1024;
const STORAGE_ERROR = "We couldn't save that just now. Nothing was lost on your side: please try again in a minute.";
const FIELD_ERROR = 'Please correct the highlighted fields and send again.';

function formIdOf(fields: Record<string, unknown>, fallback: string): string {
  const id = fields[FORM_ID_FIELD];
  return typeof id === 'string' && /^[a-z][a-z0-9-]{0,60}$/i.test(id) ? id : fallback;
}

/** Same-site page the form was posted from, or undefined. */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== new URL(request.url).host || url.pathname.startsWith('/api/')) return undefined;
    return url.pathname;
  } catch {
    return undefined;
  }
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

function methodNotAllowed(): Response {
  return jsonResponse(405, { ok: false, error: 'Send this form with POST.' }, { Allow: 'POST' });
}

export { methodNotAllowed };

/** The no-JS contact result page: /contact rendered on demand with the state attached. */
function contactPage(context: APIContext, status: number, fields: Record<string, unknown>, errors: ContactErrors, formError?: string, headers?: Record<string, string>) {
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  setContactFormState(context.locals, {
    status,
    values: echoValues(fields),
    errors,
    ...(formError ? { formError } : {}),
    ...(headers ? { headers } : {}),
    ...(Number.isFinite(startedAt) && startedAt > 0 ? { startedAt } : {}),
  });
  // The body has been read, so the page is rendered from a fresh GET request for /contact.
  return context.rewrite(new Request(new URL('/contact', context.url), { method: 'GET', headers: context.request.headers }));
}

function contactSent(context: APIContext, fields: Record<string, unknown>): Response {
  const from = refererPath(context.request);
  if (!from || from === '/contact') return seeOther('/contact?contact=sent#contact-form-sent');
  return seeOther(`${from}?contact=sent#${formIdOf(fields, 'contact-form')}-sent`);
}

export async function handleContact(context: APIContext): Promise<Response> {
  const app = getContext();
  const submission = await readSubmission(context, {
    maxBytes: CONTACT_MAX_BYTES,
    limiter: app.limiters.contact,
    hashIp: app.hashIp,
    trustProxy: app.env.TRUST_PROXY,
    siteUrl: app.env.SITE_URL,
  });
  if (!submission.ok) {
    if (submission.kind === 'form' && submission.fields) return contactPage(context, submission.status, submission.fields, {}, submission.error, submission.headers);
    return jsonResponse(submission.status, { ok: false, error: submission.error }, submission.headers);
  }
  const { kind, fields } = submission;
  const result = validateContact(fields);
  if (!result.ok) {
    if (kind === 'form') return contactPage(context, 400, fields, result.errors, FIELD_ERROR);
    return jsonResponse(400, { ok: false, error: FIELD_ERROR, fieldErrors: result.errors });
  }
  if (looksAutomated(fields, app.env.FORM_MIN_FILL_SECONDS * 1000)) {
    // Checked after validation, so a quick person still sees their mistakes; a bot gets a
    // success answer and learns nothing, and nothing is stored.
    return kind === 'json' ? jsonResponse(200, { ok: true, message: CONTACT_SUCCESS.description }) : contactSent(context, fields);
  }
  try {
    insertMessage(app.db, result.data, submission.ipHash);
  } catch (error) {
    console.error('Could not store a contact message', error instanceof Error ? error.message : error);
    if (kind === 'form') return contactPage(context, 503, fields, {}, STORAGE_ERROR, { 'Retry-After': '60' });
    return jsonResponse(503, { ok: false, error: STORAGE_ERROR }, { 'Retry-After': '60' });
  }
  // Committed: only now is the visitor told, and the agency notified (in the background).
  void deliverPending(app.db, processNotifier(app.db, app.env));
  return kind === 'json' ? jsonResponse(201, { ok: true, message: CONTACT_SUCCESS.description }) : contactSent(context, fields);
}

type NewsletterOutcome = 'subscribed' | 'invalid' | 'retry';

function newsletterBack(context: APIContext, fields: Record<string, unknown>, outcome: NewsletterOutcome): Response {
  const from = refererPath(context.request) ?? '/contact';
  return seeOther(`${from}?newsletter=${outcome}#${formIdOf(fields, 'newsletter')}-${outcome}`);
}

export async function handleNewsletter(context: APIContext): Promise<Response> {
  const app = getContext();
  const submission = await readSubmission(context, {
    maxBytes: NEWSLETTER_MAX_BYTES,
    limiter: app.limiters.newsletter,
    hashIp: app.hashIp,
    trustProxy: app.env.TRUST_PROXY,
    siteUrl: app.env.SITE_URL,
  });
  if (!submission.ok) {
    if (submission.kind === 'form' && submission.fields && submission.status === 429) return newsletterBack(context, submission.fields, 'retry');
    return jsonResponse(submission.status, { ok: false, error: submission.error }, submission.headers);
  }
  const { kind, fields } = submission;
  const success = () => (kind === 'json' ? jsonResponse(200, { ok: true, message: NEWSLETTER_SUCCESS }) : newsletterBack(context, fields, 'subscribed'));
  if (looksAutomated(fields, 0)) return success();
  const result = validateNewsletter(fields);
  if (!result.ok) {
    if (kind === 'form') return newsletterBack(context, fields, 'invalid');
    return jsonResponse(400, { ok: false, error: result.errors.email ?? FIELD_ERROR, fieldErrors: result.errors });
  }
  try {
    // A repeated address is a success that stores nothing (and does not reveal it was known).
    addSubscriber(app.db, result.data.email, submission.ipHash);
  } catch (error) {
    console.error('Could not store a subscriber', error instanceof Error ? error.message : error);
    if (kind === 'form') return newsletterBack(context, fields, 'retry');
    return jsonResponse(503, { ok: false, error: STORAGE_ERROR }, { 'Retry-After': '60' });
  }
  return success();
}
