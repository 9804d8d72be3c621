/**
 * POST /api/contact and POST /api/newsletter. JSON in, JSON out for scripts; a standard form post
 * (no JavaScript) gets post/redirect/get on success, and the contact page re-rendered with the
 * field errors and typed values otherwise.
 */
import type { APIContext } from 'astro';
import {
  CONTACT_NEWSLETTER_CONFIRM,
  CONTACT_SUCCESS,
  FORM_ID_FIELD,
  NEWSLETTER_SUCCESS,
  REPLY_BY_FIELD,
  STARTED_AT_FIELD,
  echoValues,
  submissionLocale,
  validateContact,
  validateNewsletter,
  type ContactErrors,
} from '../contact-schema.ts';
import type { ServerContext } from '../../../server/context.ts';
import { StoreBusyError } from '../../../server/db.ts';
import { seeOther } from '../../../server/responses.ts';
import { setContactFormState } from './form-state.ts';
import { deliverPending, processNotifier } from './notify.ts';
import { MAX_FORM_BYTES, jsonResponse, readSubmission } from '../../../server/request-guard.ts';
import { botVerdict } from './bot-check.ts';
import { formReturnPath } from './return-path.ts';
import { noticeVersion, submissionSource } from './consent.ts';
import { sendConfirmation } from './confirm-mail.ts';
import type { ConsentEvidence } from '../../leads/model/leads.ts';
import { insertMessage } from '../../leads/server/messages.ts';
import { requestSubscription } from '../../leads/server/subscriptions.ts';
import { pageRoute } from '../../../lib/routes.ts';
import { isReplyChannel } from '../phone.ts';
import { kickWebhooks, webhookConfigFromEnv } from '../../leads/server/webhooks.ts';
import { PLAN_LINK_FIELD, PLAN_SUMMARY_FIELD } from '../../../lib/plan-handoff.ts';
import { planFrom, planRefusal } from './plan-rules.ts';

export const CONTACT_MAX_BYTES = MAX_FORM_BYTES;
export const NEWSLETTER_MAX_BYTES = 4 * 1024;
const STORAGE_ERROR = "We couldn't save that just now. Nothing was lost on your side: please try again in a minute.";
const FIELD_ERROR = 'Please correct the highlighted fields and send again.';

function formIdOf(fields: Record<string, unknown>, fallback: string): string {
  const id = fields[FORM_ID_FIELD];
  return typeof id === 'string' && /^[a-z][a-z0-9-]{0,60}$/i.test(id) ? id : fallback;
}

/** Seconds to wait before retrying: a lock passes quickly, an unusable store does not. */
const retryAfter = (error: unknown) => (error instanceof StoreBusyError ? '5' : '60');

function methodNotAllowed(): Response {
  return jsonResponse(405, { ok: false, error: 'Send this form with POST.' }, { Allow: 'POST' });
}

export { methodNotAllowed };

/** The contact page in the language the form was sent from (its `lang` field). */
const contactPath = (fields: Record<string, unknown>) => pageRoute('/contact', submissionLocale(fields)).path;

/** The no-JS contact result page: the contact page rendered on demand with the state attached. */
function contactPage(
  context: APIContext,
  status: number,
  fields: Record<string, unknown>,
  errors: ContactErrors,
  formError?: string,
  headers?: Record<string, string>,
) {
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  setContactFormState(context.locals, {
    status,
    values: echoValues(fields),
    plan: { [PLAN_LINK_FIELD]: fields[PLAN_LINK_FIELD], [PLAN_SUMMARY_FIELD]: fields[PLAN_SUMMARY_FIELD] },
    errors,
    ...(formError ? { formError } : {}),
    ...(headers ? { headers } : {}),
    ...(Number.isFinite(startedAt) && startedAt > 0 ? { startedAt } : {}),
  });
  // The body has been read, so the page is rendered from a fresh GET request for the contact page.
  return context.rewrite(
    new Request(new URL(contactPath(fields), context.url), { method: 'GET', headers: context.request.headers }),
  );
}

function contactSent(context: APIContext, fields: Record<string, unknown>): Response {
  const from = formReturnPath(context.request.headers.get('referer'), context.locals.app.env.SITE_URL);
  const contact = contactPath(fields);
  // The panel that replaces the form names the channel the reply will come by.
  const channel = fields[REPLY_BY_FIELD];
  const via = isReplyChannel(channel) && channel !== 'email' ? `&reply=${channel}` : '';
  if (!from || from === contact) return seeOther(`${contact}?contact=sent${via}#contact-form-sent`);
  return seeOther(`${from}?contact=sent${via}#${formIdOf(fields, 'contact-form')}-sent`);
}

/** Never "subscribed": a ticked newsletter box is a request that waits for the reader's confirmation. */
const contactAnswer = (newsletter: boolean) =>
  newsletter ? `${CONTACT_SUCCESS.description} ${CONTACT_NEWSLETTER_CONFIRM}` : CONTACT_SUCCESS.description;

export async function handleContact(context: APIContext): Promise<Response> {
  const { app } = context.locals;
  const submission = await readSubmission(context, {
    maxBytes: CONTACT_MAX_BYTES,
    limiter: app.limiters.contact,
    hashIp: app.hashIp,
    isTrustedProxy: app.isTrustedProxy,
    siteUrl: app.env.SITE_URL,
  });
  if (!submission.ok) {
    if (submission.kind === 'form' && submission.fields)
      return contactPage(context, submission.status, submission.fields, {}, submission.error, submission.headers);
    return jsonResponse(submission.status, { ok: false, error: submission.error }, submission.headers);
  }
  const { kind, fields } = submission;
  const result = validateContact(fields);
  if (!result.ok) {
    if (kind === 'form') return contactPage(context, 400, fields, result.errors, FIELD_ERROR);
    return jsonResponse(400, { ok: false, error: FIELD_ERROR, fieldErrors: result.errors });
  }
  // An attached plan is checked strictly before anything else happens: a refused one stores nothing.
  const plan = planFrom(fields, app.env.SITE_URL);
  if (!plan.ok) {
    const error = planRefusal(plan, result.data.lang);
    // The no-JS page comes back without the refused plan, so sending again goes without it.
    if (kind === 'form')
      return contactPage(context, 400, { ...fields, [PLAN_LINK_FIELD]: '', [PLAN_SUMMARY_FIELD]: '' }, {}, error);
    return jsonResponse(400, { ok: false, error, fieldErrors: { plan: error } });
  }
  // Checked after validation, so a quick person still sees their mistakes. Only a filled honeypot
  // is dropped (with a success answer, so the bot learns nothing); a doubtful message is kept.
  const verdict = botVerdict(fields, app.env.FORM_MIN_FILL_SECONDS * 1000);
  if (verdict === 'bot') {
    // The very answer a stored message gets, so a bot cannot tell that it was dropped.
    return kind === 'json'
      ? jsonResponse(201, { ok: true, message: contactAnswer(result.data.newsletter) })
      : contactSent(context, fields);
  }
  const { lang, newsletter } = result.data;
  const source = submissionSource(
    fields,
    context.request.headers.get('referer'),
    app.env.SITE_URL,
    formIdOf(fields, 'contact-form'),
  );
  const evidence = { lang, source, notice: noticeVersion('contact', lang, plan.plan !== null), newsletter };
  try {
    await insertMessage(
      app.sql,
      { ...result.data, plan: plan.plan },
      submission.ipHash,
      new Date(),
      verdict === 'doubtful' ? 'held' : 'new',
      evidence,
    );
  } catch (error) {
    console.error('Could not store a contact message:', error instanceof Error ? error.message : error);
    const headers = { 'Retry-After': retryAfter(error) };
    if (kind === 'form') return contactPage(context, 503, fields, {}, STORAGE_ERROR, headers);
    return jsonResponse(503, { ok: false, error: STORAGE_ERROR }, headers);
  }
  // The separate newsletter box is a sign-up of its own: once the message is stored the answer is
  // about the message (a 503 now would make the visitor send it again), and a sign-up the store
  // refused is retried on its own; the message keeps the ticked box as the record either way.
  // The box asks for a sign-up: pending until confirmed from the mailbox (decision 083).
  if (newsletter) await signUpWithRetries(() => requestSignUp(app, result.data.email, submission.ipHash, evidence));
  // Committed: only now is the visitor told, and the agency notified (in the background).
  void deliverPending(app.sql, processNotifier(app.sql, app.env));
  void kickWebhooks(app.sql, webhookConfigFromEnv(app.env));
  return kind === 'json'
    ? jsonResponse(201, { ok: true, message: contactAnswer(newsletter) })
    : contactSent(context, fields);
}

/** Stores a sign-up request, then mails (or logs) its confirmation link in the background. */
async function requestSignUp(
  app: ServerContext,
  email: string,
  ipHash: string,
  evidence: ConsentEvidence,
): Promise<void> {
  const request = await requestSubscription(app.sql, email, ipHash, new Date(), evidence);
  void sendConfirmation(app.env, app.unsubscribeSecret, request);
}

/** Pauses before retrying a newsletter sign-up that came with a stored message. */
export const SIGN_UP_RETRY_MS: readonly number[] = [5_000, 60_000, 10 * 60_000];

async function signUpWithRetries(signUp: () => Promise<unknown>): Promise<void> {
  const attempt = async (index: number): Promise<void> => {
    try {
      await signUp();
    } catch (error) {
      const delay = SIGN_UP_RETRY_MS[index];
      const reason = error instanceof Error ? error.message : String(error);
      if (delay === undefined) {
        console.error(
          `Gave up on a newsletter sign-up sent with a stored message (the message records the ticked box): ${reason}`,
        );
        return;
      }
      console.error(
        `Could not store a newsletter sign-up sent with a stored message; retrying in ${delay / 1000} s: ${reason}`,
      );
      setTimeout(() => void attempt(index + 1), delay).unref();
    }
  };
  await attempt(0);
}

/** `check-inbox`: stored as pending; never "subscribed" before the address is confirmed. */
type NewsletterOutcome = 'check-inbox' | 'invalid' | 'consent' | 'retry';

/** The contact page's own box, where a sign-up from a page we cannot send back to is answered. */
const CONTACT_NEWSLETTER_ID = 'contact-newsletter';

function newsletterBack(context: APIContext, fields: Record<string, unknown>, outcome: NewsletterOutcome): Response {
  const from = formReturnPath(context.request.headers.get('referer'), context.locals.app.env.SITE_URL);
  // The contact page has no footer box, so a footer's answer there is shown by the page's own box.
  if (!from) return seeOther(`${contactPath(fields)}?newsletter=${outcome}#${CONTACT_NEWSLETTER_ID}-${outcome}`);
  return seeOther(`${from}?newsletter=${outcome}#${formIdOf(fields, 'newsletter')}-${outcome}`);
}

export async function handleNewsletter(context: APIContext): Promise<Response> {
  const { app } = context.locals;
  const submission = await readSubmission(context, {
    maxBytes: NEWSLETTER_MAX_BYTES,
    limiter: app.limiters.newsletter,
    hashIp: app.hashIp,
    isTrustedProxy: app.isTrustedProxy,
    siteUrl: app.env.SITE_URL,
  });
  if (!submission.ok) {
    if (submission.kind === 'form' && submission.fields && submission.status === 429)
      return newsletterBack(context, submission.fields, 'retry');
    return jsonResponse(submission.status, { ok: false, error: submission.error }, submission.headers);
  }
  const { kind, fields } = submission;
  const success = () =>
    kind === 'json'
      ? jsonResponse(200, { ok: true, message: NEWSLETTER_SUCCESS })
      : newsletterBack(context, fields, 'check-inbox');
  if (botVerdict(fields, 0) === 'bot') return success();
  const result = validateNewsletter(fields);
  if (!result.ok) {
    if (kind === 'form') return newsletterBack(context, fields, result.errors.email ? 'invalid' : 'consent');
    return jsonResponse(400, {
      ok: false,
      error: result.errors.email ?? result.errors.consent ?? FIELD_ERROR,
      fieldErrors: result.errors,
    });
  }
  const { lang } = result.data;
  const source = submissionSource(
    fields,
    context.request.headers.get('referer'),
    app.env.SITE_URL,
    formIdOf(fields, 'newsletter'),
  );
  try {
    // Every sign-up gets the same answer, whether the address was new, pending, active or had left:
    // it is only a request, and nothing is activated before its link is confirmed.
    await requestSignUp(app, result.data.email, submission.ipHash, {
      lang,
      source,
      notice: noticeVersion('newsletter', lang),
    });
  } catch (error) {
    console.error('Could not store a subscriber:', error instanceof Error ? error.message : error);
    if (kind === 'form') return newsletterBack(context, fields, 'retry');
    return jsonResponse(503, { ok: false, error: STORAGE_ERROR }, { 'Retry-After': retryAfter(error) });
  }
  return success();
}
