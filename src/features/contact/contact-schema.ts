/**
 * The one schema per form, shared by the browser (before sending) and the server (always, again).
 * Pure: no React, no I/O, so both bundles can import it.
 */
// zod/mini: the same schemas at a fraction of the bytes in the browser bundle.
import * as z from 'zod/mini';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Form controls that are not user fields: the honeypot and the fill-time markers. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';
export const ELAPSED_FIELD = 'elapsedMs';
export const FORM_ID_FIELD = 'formId';

// Control characters other than tab and line breaks never belong in a message (C1 included).
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Invisible and text-direction characters: they can make a name or subject read differently in
// the inbox than what was stored (a right-to-left override reverses the rest of the line).
const HIDDEN_CHARS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
// One spelling per text: "é" typed as one code point or as "e" plus an accent is stored the same.
const singleLine = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim();
const multiLine = (value: string) => value.normalize('NFC').replace(/\r\n?/g, '\n').trim();

function text(label: string, max: number, { multiline = false } = {}) {
  const required = `Please enter your ${label}.`;
  return z.string({ error: required }).check(
    z.overwrite(multiline ? multiLine : singleLine),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: `Please keep your ${label} under ${max.toLocaleString('en-AU')} characters.` }),
    z.refine((value: string) => !CONTROL_CHARS.test(value), { error: `Your ${label} contains characters we can't accept.` }),
    z.refine((value: string) => !HIDDEN_CHARS.test(value), {
      error: `Your ${label} contains invisible or text-direction characters. Please retype it.`,
    }),
  );
}

const email = z.pipe(
  z.string({ error: 'Please enter your email address.' }).check(
    z.overwrite((value: string) => value.normalize('NFC').trim()),
    z.minLength(1, { error: 'Please enter your email address.' }),
    z.maxLength(CONTACT_LIMITS.email, { error: 'That email address is too long.' }),
  ),
  z.email({ error: 'Please enter a valid email address, like name@example.com.' }),
);

export const contactSchema = z.object({
  name: text('name', CONTACT_LIMITS.name),
  email,
  subject: text('subject', CONTACT_LIMITS.subject),
  message: text('message', CONTACT_LIMITS.message, { multiline: true }),
});

export const newsletterSchema = z.object({ email });

export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** First message per field, in field order. Unknown keys are ignored by the object schema. */
function validate<T, K extends string>(schema: z.ZodMiniType<T>, fields: readonly K[], input: unknown): Validation<T, K> {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = typeof source[field] === 'string' ? source[field] : source[field] === undefined ? '' : source[field];
  const result = schema.safeParse(picked);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key) && !errors[key as K]) errors[key as K] = issue.message;
  }
  return { ok: false, errors };
}

export function validateContact(input: unknown): Validation<ContactInput, ContactField> {
  return validate(contactSchema, contactFields, input);
}

export function validateNewsletter(input: unknown): Validation<NewsletterInput, 'email'> {
  return validate(newsletterSchema, ['email'] as const, input);
}

/** Only strings, cut to a sane length, for echoing typed values back into a re-rendered form. */
export function echoValues(input: Record<string, unknown>): ContactValues {
  const values = {} as ContactValues;
  for (const field of contactFields) {
    const raw = input[field];
    values[field] = typeof raw === 'string' ? raw.slice(0, CONTACT_LIMITS[field] * 2) : '';
  }
  return values;
}

export const CONTACT_SUCCESS = { title: 'Message sent!', description: "We'll get back to you as soon as possible." } as const;
export const NEWSLETTER_SUCCESS = "Thanks for subscribing! We'll send our next marketing guide to your inbox." as const;
