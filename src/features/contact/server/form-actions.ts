/**
 * The code of the two forms, shared by their Astro Actions (src/actions/index.ts: a no-JS post to
 * the contact page) and their public endpoints (POST /api/contact and /api/newsletter: JSON or a
 * form post from a cached page or another site's form). Each submission comes to one outcome: the
 * JSON answer, and for a post without JavaScript either where to go next (post/redirect/get) or
 * the contact page's state (field errors and typed values).
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
  type ContactEcho,
  type ContactErrors,
} from '../contact-schema.ts';
import type { ServerContext } from '../../../server/context.ts';
import { StoreBusyError } from '../../../server/sql.ts';
import { deliverPending, processNotifier } from './notify.ts';
import { MAX_FORM_BYTES, isSameOrigin } from '../../../lib/request-guard.ts';
import { jsonResponse } from '../../../lib/responses.ts';
import { FOREIGN_ORIGIN, hitLimit, readSubmission } from './form-request.ts';
import { seeOther } from '../../../lib/responses.ts';
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

/** What the contact page shows again after a no-JS post it could not take. */
export interface ContactFormState {
  values: ContactEcho;
  errors: ContactErrors;
  /** A problem that is not about one field (rate limit, storage down). */
  formError?: string;
  /** The attached plan's fields as posted (the page shows the plan again only if it passes the check). */
  plan?: Record<string, unknown>;
  /** When the visitor first opened the form (kept across re-renders for the fill-time check). */
  startedAt?: number;
}

export interface FormOutcome {
  status: number;
  /** The JSON answer. */
  body: { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };
  headers: Record<string, string>;
  /** The no-JS answer when it is a redirect (303). */
  location?: string;
  /** The no-JS answer when the contact page is shown again. */
  form?: ContactFormState;
}

/** What a form's code reads of the request: Astro's APIContext or an action's context. */
type FormContext = Pick<APIContext, 'request' | 'clientAddress' | 'locals'>;

/** A posted form's fields, first value wins (as in a JSON object, each name once). */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  return fields;
}

function formIdOf(fields: Record<string, unknown>, fallback: string): string {
  const id = fields[FORM_ID_FIELD];
  return typeof id === 'string' && /^[a-z][a-z0-9-]{0,60}$/i.test(id) ? id : fallback;
}

/** Seconds to wait before retrying: a lock passes quickly, an unusable store does not. */
const retryAfter = (error: unknown) => (error instanceof StoreBusyError ? '5' : '60');

/** The contact page in the language the form was sent from (its `lang` field). */
const contactPath = (fields: Record<string, unknown>) => pageRoute('/contact', submissionLocale(fields)).path;

/** A refusal the contact page shows again with the typed values (and the posted plan, unless refused). */
function contactRefusal(
  status: number,
  fields: Record<string, unknown>,
  error: string,
  {
    errors = {},
    headers = {},
    keepPlan = true,
  }: { errors?: ContactErrors; headers?: Record<string, string>; keepPlan?: boolean } = {},
): FormOutcome {
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  const fieldErrors = Object.keys(errors).length > 0 ? { fieldErrors: errors } : {};
  return {
    status,
    body: { ok: false, error, ...fieldErrors },
    headers,
    form: {
      values: echoValues(fields),
      plan: keepPlan
        ? { [PLAN_LINK_FIELD]: fields[PLAN_LINK_FIELD], [PLAN_SUMMARY_FIELD]: fields[PLAN_SUMMARY_FIELD] }
        : {},
      errors,
      formError: error,
      ...(Number.isFinite(startedAt) && startedAt > 0 ? { startedAt } : {}),
    },
  };
}

function contactSent(context: FormContext, fields: Record<string, unknown>, newsletter: boolean): FormOutcome {
  const from = formReturnPath(context.request.headers.get('referer'), context.locals.app.env.SITE_URL);
  const contact = contactPath(fields);
  // The panel that replaces the form names the channel the reply will come by.
  const channel = fields[REPLY_BY_FIELD];
  const via = isReplyChannel(channel) && channel !== 'email' ? `&reply=${channel}` : '';
  const location =
    !from || from === contact
      ? `${contact}?contact=sent${via}#contact-form-sent`
      : `${from}?contact=sent${via}#${formIdOf(fields, 'contact-form')}-sent`;
  return { status: 201, body: { ok: true, message: contactAnswer(newsletter) }, headers: {}, location };
}

/** Never "subscribed": a ticked newsletter box is a request that waits for the reader's confirmation. */
const contactAnswer = (newsletter: boolean) =>
  newsletter ? `${CONTACT_SUCCESS.description} ${CONTACT_NEWSLETTER_CONFIRM}` : CONTACT_SUCCESS.description;

/** The contact form: checked, validated, stored durably, and only then answered "sent". */
export async function submitContact(context: FormContext, fields: Record<string, unknown>): Promise<FormOutcome> {
  const { app } = context.locals;
  if (!isSameOrigin(context.request, app.env.SITE_URL)) return contactRefusal(403, fields, FOREIGN_ORIGIN);
  const limit = await hitLimit(context, {
    limiter: app.limiters.contact,
    hashIp: app.hashIp,
    isTrustedProxy: app.isTrustedProxy,
  });
  if (!limit.ok) return contactRefusal(limit.status, fields, limit.error, { headers: limit.headers });
  const result = validateContact(fields);
  if (!result.ok) return contactRefusal(400, fields, FIELD_ERROR, { errors: result.errors });
  // An attached plan is checked strictly before anything else happens: a refused one stores nothing.
  const plan = planFrom(fields, app.env.SITE_URL);
  if (!plan.ok) {
    const error = planRefusal(plan, result.data.lang);
    // The no-JS page comes back without the refused plan, so sending again goes without it.
    return {
      ...contactRefusal(400, fields, error, { keepPlan: false }),
      body: { ok: false, error, fieldErrors: { plan: error } },
    };
  }
  const { lang, newsletter } = result.data;
  // Checked after validation, so a quick person still sees their mistakes. Only a filled honeypot
  // is dropped, with the very answer a stored message gets, so a bot cannot tell that it was dropped;
  // a doubtful message is kept and held for review.
  const verdict = botVerdict(fields, app.env.FORM_MIN_FILL_SECONDS * 1000);
  if (verdict === 'bot') return contactSent(context, fields, newsletter);
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
      limit.ipHash,
      new Date(),
      verdict === 'doubtful' ? 'held' : 'new',
      evidence,
    );
  } catch (error) {
    console.error('Could not store a contact message:', error instanceof Error ? error.message : error);
    return contactRefusal(503, fields, STORAGE_ERROR, { headers: { 'Retry-After': retryAfter(error) } });
  }
  // The separate newsletter box is a sign-up of its own: once the message is stored the answer is
  // about the message (a 503 now would make the visitor send it again), and a sign-up the store
  // refused is retried on its own; the message keeps the ticked box as the record either way.
  // The box asks for a sign-up: pending until confirmed from the mailbox (decision 083).
  if (newsletter) await signUpWithRetries(() => requestSignUp(app, result.data.email, limit.ipHash, evidence));
  // Committed: only now is the visitor told, and the agency notified (in the background).
  void deliverPending(app.sql, processNotifier(app.sql, app.env));
  void kickWebhooks(app.sql, webhookConfigFromEnv(app.env));
  return contactSent(context, fields, newsletter);
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

function newsletterBack(context: FormContext, fields: Record<string, unknown>, outcome: NewsletterOutcome): string {
  const from = formReturnPath(context.request.headers.get('referer'), context.locals.app.env.SITE_URL);
  // The contact page has no footer box, so a footer's answer there is shown by the page's own box.
  if (!from) return `${contactPath(fields)}?newsletter=${outcome}#${CONTACT_NEWSLETTER_ID}-${outcome}`;
  return `${from}?newsletter=${outcome}#${formIdOf(fields, 'newsletter')}-${outcome}`;
}

/** A newsletter box: a sign-up request, pending until the reader confirms it. */
export async function submitNewsletter(context: FormContext, fields: Record<string, unknown>): Promise<FormOutcome> {
  const { app } = context.locals;
  if (!isSameOrigin(context.request, app.env.SITE_URL))
    return { status: 403, body: { ok: false, error: FOREIGN_ORIGIN }, headers: {} };
  const back = (outcome: NewsletterOutcome) => newsletterBack(context, fields, outcome);
  const limit = await hitLimit(context, {
    limiter: app.limiters.newsletter,
    hashIp: app.hashIp,
    isTrustedProxy: app.isTrustedProxy,
  });
  if (!limit.ok)
    return {
      status: limit.status,
      body: { ok: false, error: limit.error },
      headers: limit.headers,
      location: back('retry'),
    };
  const success: FormOutcome = {
    status: 200,
    body: { ok: true, message: NEWSLETTER_SUCCESS },
    headers: {},
    location: back('check-inbox'),
  };
  if (botVerdict(fields, 0) === 'bot') return success;
  const result = validateNewsletter(fields);
  if (!result.ok)
    return {
      status: 400,
      body: {
        ok: false,
        error: result.errors.email ?? result.errors.consent ?? FIELD_ERROR,
        fieldErrors: result.errors,
      },
      headers: {},
      location: back(result.errors.email ? 'invalid' : 'consent'),
    };
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
    await requestSignUp(app, result.data.email, limit.ipHash, {
      lang,
      source,
      notice: noticeVersion('newsletter', lang),
    });
  } catch (error) {
    console.error('Could not store a subscriber:', error instanceof Error ? error.message : error);
    return {
      status: 503,
      body: { ok: false, error: STORAGE_ERROR },
      headers: { 'Retry-After': retryAfter(error) },
      location: back('retry'),
    };
  }
  return success;
}

export function methodNotAllowed(): Response {
  return jsonResponse(405, { ok: false, error: 'Send this form with POST.' }, { Allow: 'POST' });
}

/**
 * The public endpoints' half: the body's checks (415, 403, 413, 400), then the action's code,
 * answered as JSON or, for a form post, as a redirect or the page the endpoint renders.
 */
export async function formAnswer(
  context: APIContext,
  maxBytes: number,
  submit: (context: APIContext, fields: Record<string, unknown>) => Promise<FormOutcome>,
  showPage?: (outcome: FormOutcome, fields: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  const submission = await readSubmission(context.request, { maxBytes, siteUrl: context.locals.app.env.SITE_URL });
  if (!submission.ok)
    return jsonResponse(submission.status, { ok: false, error: submission.error }, submission.headers);
  const outcome = await submit(context, submission.fields);
  if (submission.kind === 'form') {
    if (outcome.location) return seeOther(outcome.location);
    if (showPage && outcome.form) return showPage(outcome, submission.fields);
  }
  return jsonResponse(outcome.status, outcome.body, outcome.headers);
}
