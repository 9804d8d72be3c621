/**
 * The forms as Astro Actions. A form without JavaScript posts to the contact page with
 * `?_action=contact` (or `newsletter`); the page reads the outcome with `Astro.getActionResult()`
 * and either redirects (post/redirect/get) or shows the field errors with the typed values. The
 * public endpoints (src/pages/api/) run the same code for JSON and for form posts from elsewhere.
 */
import { defineAction } from 'astro:actions';
import { formFields, submitContact, submitNewsletter } from '../features/contact/server/form-actions.ts';
import { signInAction } from '../features/admin/server/admin.ts';
import { inboxAction, signOutAction } from '../features/admin/server/inbox-actions.ts';

export const server = {
  contact: defineAction({ accept: 'form', handler: (form, context) => submitContact(context, formFields(form)) }),
  newsletter: defineAction({ accept: 'form', handler: (form, context) => submitNewsletter(context, formFields(form)) }),
  // The admin's password form posts to /admin/sign-in?_action=signIn; the page reads the outcome.
  signIn: defineAction({ accept: 'form', handler: (form, context) => signInAction(context, formFields(form)) }),
  // The inbox's forms post to /admin?_action=inbox (erasures to /admin/erase?_action=inbox, which
  // asks before anything goes); sign-out to /admin/sign-in?_action=signOut. The pages answer.
  inbox: defineAction({ accept: 'form', handler: (form, context) => inboxAction(context, formFields(form)) }),
  signOut: defineAction({ accept: 'form', handler: (form, context) => signOutAction(context, formFields(form)) }),
};
