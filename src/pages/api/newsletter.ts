import type { APIRoute } from 'astro';
import {
  NEWSLETTER_MAX_BYTES,
  formAnswer,
  methodNotAllowed,
  submitNewsletter,
} from '../../features/contact/server/form-actions.ts';

export const prerender = false;

/** JSON from scripts, or a newsletter box's form post: the newsletter action's code. */
export const POST: APIRoute = (context) => formAnswer(context, NEWSLETTER_MAX_BYTES, submitNewsletter);
export const ALL: APIRoute = () => methodNotAllowed();
