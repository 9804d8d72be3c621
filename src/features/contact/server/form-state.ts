/**
 * Hands a no-JS form result from an endpoint to the page it re-renders (through Astro's rewrite,
 * which keeps `locals`). A WeakMap keeps the state private to this request.
 */
import type { ContactEcho, ContactErrors } from '../contact-schema.ts';

export interface ContactFormState {
  status: number;
  values: ContactEcho;
  errors: ContactErrors;
  /** A problem that is not about one field (rate limit, storage down). */
  formError?: string;
  headers?: Record<string, string>;
  /** The attached plan's fields as posted (the page shows the plan again only if it passes the check). */
  plan?: Record<string, unknown>;
  /** When the visitor first opened the form (kept across re-renders for the fill-time check). */
  startedAt?: number;
}

const states = new WeakMap<object, ContactFormState>();

export function setContactFormState(locals: object, state: ContactFormState): void {
  states.set(locals, state);
}

export function getContactFormState(locals: object): ContactFormState | undefined {
  return states.get(locals);
}
