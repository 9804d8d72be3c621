import type { APIRoute } from 'astro';
import { getActionContext } from 'astro:actions';
import {
  CONTACT_MAX_BYTES,
  formAnswer,
  methodNotAllowed,
  submitContact,
} from '../../features/contact/server/form-actions.ts';
import { submissionLocale } from '../../features/contact/contact-schema.ts';
import { pageRoute } from '../../lib/routes.ts';

export const prerender = false;

/** JSON from scripts, or a form post from a cached page or another site's form: the contact action's code. */
export const POST: APIRoute = (context) =>
  formAnswer(context, CONTACT_MAX_BYTES, submitContact, (outcome, fields) => {
    // A refused no-JS post: the contact page shows it exactly as after the action itself.
    const { setActionResult, serializeActionResult } = getActionContext(context);
    setActionResult('contact', serializeActionResult({ data: outcome, error: undefined }));
    const page = new URL(pageRoute('/contact', submissionLocale(fields)).path, context.url);
    return context.rewrite(new Request(page, { method: 'GET', headers: context.request.headers }));
  });
export const ALL: APIRoute = () => methodNotAllowed();
