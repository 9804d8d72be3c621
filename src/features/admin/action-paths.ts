/**
 * Where the admin's forms post: an Astro Action (src/actions/index.ts) runs before the page named
 * here renders (`<page>?_action=<name>`), and that page answers with the outcome. Plain HTML forms,
 * so they work the same with JavaScript on or off.
 */
import { actions } from 'astro:actions';

export const ADMIN_FORM = {
  signIn: `/admin/sign-in${actions.signIn.queryString}`,
  signOut: `/admin/sign-in${actions.signOut.queryString}`,
  /** Every inbox change; the inbox page redirects to where the change sends the admin. */
  inbox: `/admin${actions.inbox.queryString}`,
  /** An erasure by address: the confirmation page asks before anything goes. */
  erase: `/admin/erase${actions.inbox.queryString}`,
} as const;
