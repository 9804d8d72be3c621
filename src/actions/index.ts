/**
 * The forms as Astro Actions. A form without JavaScript posts to the contact page with
 * `?_action=contact` (or `newsletter`); the page reads the outcome with `Astro.getActionResult()`
 * and either redirects (post/redirect/get) or shows the field errors with the typed values. The
 * public endpoints (src/pages/api/) run the same code for JSON and for form posts from elsewhere.
 */
import { defineAction } from 'astro:actions';
import { formFields, submitContact, submitNewsletter } from '../features/contact/server/form-actions.ts';
import { signInAction } from '../features/admin/server/admin.ts';

export const server = {
  contact: defineAction({ accept: 'form', handler: (form, context) => submitContact(context, formFields(form)) }),
  newsletter: defineAction({ accept: 'form', handler: (form, context) => submitNewsletter(context, formFields(form)) }),
  // The admin's password form posts to /admin/sign-in?_action=signIn; the page reads the outcome.
  signIn: defineAction({ accept: 'form', handler: (form, context) => signInAction(context, formFields(form)) }),
};
