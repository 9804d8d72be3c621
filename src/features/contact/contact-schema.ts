/**
 * The one schema per form, shared by the browser (before sending) and the server (always, again).
 * Pure: no React, no I/O, so both bundles can import it.
 */
// zod/mini: the same schemas at a fraction of the bytes in the browser bundle.
import * as z from 'zod/mini';
import { formMessages } from '../../i18n/form-messages.ts';
import { defaultLocale, isLocale, type Locale } from '../../lib/locales.ts';
import { isReplyChannel, normalisePhone, type ReplyChannel } from './phone.ts';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, phone: 40 } as const;

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
/** The required consent box: a field of its own so its message shows beside it. */
export const CONSENT_FIELD = 'consent';
/** The optional, separate newsletter box on the contact form. */
export const NEWSLETTER_OPT_IN_FIELD = 'newsletter';
/** The page or tool a form sits on, posted so the inbox can tell where a lead came from. */
export const SOURCE_FIELD = 'source';
/** The optional phone number (stored in E.164) and how the visitor would like us to reply. */
export const PHONE_FIELD = 'phone';
export const REPLY_BY_FIELD = 'replyBy';
export type ContactErrors = Partial<Record<ContactField | typeof CONSENT_FIELD | typeof PHONE_FIELD, string>>;

/** Form controls that are not user fields: the honeypot and the fill-time markers. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';
export const ELAPSED_FIELD = 'elapsedMs';
export const FORM_ID_FIELD = 'formId';

// Control characters other than tab and line breaks never belong in a message (C1 included).
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Invisible and text-direction characters: they can make a name or subject read differently in
// the inbox than what was stored (a right-to-left override reverses the rest of the line). Also
// the Arabic letter mark (U+061C), the blank "filler" letters a name can be made of and still
// look empty (Hangul fillers, Khmer inherent vowels, the Mongolian vowel separator, the blank
// Braille pattern, the combining grapheme joiner), and the invisible Unicode tag characters.
const HIDDEN_CHARS =
  /[\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/u;
// One spelling per text: "é" typed as one code point or as "e" plus an accent is stored the same.
const singleLine = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim();
const multiLine = (value: string) => value.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** The page language a submission came from: posted as `lang`, English when missing or unknown. */
export const LANG_FIELD = 'lang';

export function submissionLocale(input: unknown): Locale {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>)[LANG_FIELD] : undefined;
  return isLocale(value) ? value : defaultLocale;
}

const fillIn = (template: string, label: string, max = '') => template.replace('{label}', label).replace('{max}', max);

const capitalise = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function text(field: ContactField, max: number, locale: Locale, { multiline = false } = {}) {
  const m = formMessages[locale];
  const label = m.fields[field];
  const required = fillIn(m.required, label);
  const bad = fillIn(m.badCharacters, label);
  return z.string({ error: required }).check(
    z.overwrite(multiline ? multiLine : singleLine),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: fillIn(m.tooLong, label, max.toLocaleString(m.numberLocale)) }),
    z.refine((value: string) => !CONTROL_CHARS.test(value), { error: capitalise(bad) }),
    z.refine((value: string) => !HIDDEN_CHARS.test(value), { error: capitalise(fillIn(m.hiddenCharacters, label)) }),
  );
}

function emailFor(locale: Locale) {
  const m = formMessages[locale];
  return z.pipe(
    z.string({ error: m.emailRequired }).check(
      z.overwrite((value: string) => value.normalize('NFC').trim()),
      z.minLength(1, { error: m.emailRequired }),
      z.maxLength(CONTACT_LIMITS.email, { error: m.emailTooLong }),
    ),
    z.email({ error: m.emailInvalid }),
  );
}

function contactSchemaFor(locale: Locale) {
  return z.object({
    name: text('name', CONTACT_LIMITS.name, locale),
    email: emailFor(locale),
    subject: text('subject', CONTACT_LIMITS.subject, locale),
    message: text('message', CONTACT_LIMITS.message, locale, { multiline: true }),
  });
}

function newsletterSchemaFor(locale: Locale) {
  return z.object({ email: emailFor(locale) });
}

// One schema per language, built once: the rules are identical, only the messages differ.
const contactSchemas = { en: contactSchemaFor('en'), vi: contactSchemaFor('vi') } as const;
const newsletterSchemas = { en: newsletterSchemaFor('en'), vi: newsletterSchemaFor('vi') } as const;

export const contactSchema = contactSchemas.en;
export const newsletterSchema = newsletterSchemas.en;

export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** A valid submission also says which language the visitor wrote from, for the inbox. */
export type WithLang<T> = T & { lang: Locale };

/**
 * A box counts as ticked only when the form says so: the browser's default "on", our "yes", or
 * `true` from a script. Silence (a missing field) is never consent.
 */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'yes' || value === 'on';
}

const fieldOf = (input: unknown, key: string) =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>)[key] : undefined;

/** Adds the consent box's message to a validation, in the submission's language. */
function withConsent<T, K extends string>(
  result: Validation<T, K>,
  input: unknown,
  lang: Locale,
  message: 'consentRequired' | 'newsletterConsentRequired' = 'consentRequired',
): Validation<T, K | typeof CONSENT_FIELD> {
  if (isTicked(fieldOf(input, CONSENT_FIELD))) return result as Validation<T, K | typeof CONSENT_FIELD>;
  const errors: FieldErrors<K | typeof CONSENT_FIELD> = result.ok
    ? {}
    : ({ ...result.errors } as FieldErrors<K | typeof CONSENT_FIELD>);
  errors[CONSENT_FIELD] = formMessages[lang][message];
  return { ok: false, errors };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validation<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** First message per field, in field order. Unknown keys are ignored by the object schema. */
function validate<T, K extends string>(
  schema: z.ZodMiniType<T>,
  fields: readonly K[],
  input: unknown,
): Validation<T, K> {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const field of fields)
    picked[field] =
      typeof source[field] === 'string' ? source[field] : source[field] === undefined ? '' : source[field];
  const result = schema.safeParse(picked);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key) && !errors[key as K])
      errors[key as K] = issue.message;
  }
  return { ok: false, errors };
}

/** How a visitor asked to be reached: the number in E.164 ('' when none) and the channel. */
export interface ReplyPreference {
  phone: string;
  replyBy: ReplyChannel;
}

/** Messages come in the language the submission names in its `lang` field. */
export type ContactSubmission = WithLang<ContactInput> & ReplyPreference & { newsletter: boolean };

/**
 * The optional phone and the reply channel (e-mail unless one of ours is named): a number must be
 * one we can call, and a reply by phone, Zalo or WhatsApp needs one.
 */
export function checkReply(
  input: unknown,
  lang: Locale,
): { ok: true; value: ReplyPreference } | { ok: false; error: string } {
  const m = formMessages[lang];
  const channel = fieldOf(input, REPLY_BY_FIELD);
  const replyBy: ReplyChannel = isReplyChannel(channel) ? channel : 'email';
  const raw = fieldOf(input, PHONE_FIELD);
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (!typed)
    return replyBy === 'email'
      ? { ok: true, value: { phone: '', replyBy } }
      : { ok: false, error: m.phoneNeeded.replace('{channel}', m.channels[replyBy]) };
  const phone = typed.length <= CONTACT_LIMITS.phone ? normalisePhone(typed, lang) : undefined;
  return phone ? { ok: true, value: { phone, replyBy } } : { ok: false, error: m.phoneInvalid };
}

/** The four fields, the phone and reply channel, the required consent box, and the separate, optional newsletter box. */
export function validateContact(
  input: unknown,
): Validation<ContactSubmission, ContactField | typeof CONSENT_FIELD | typeof PHONE_FIELD> {
  const lang = submissionLocale(input);
  const result = withConsent(validate(contactSchemas[lang], contactFields, input), input, lang);
  const reply = checkReply(input, lang);
  if (!reply.ok) {
    const errors: FieldErrors<ContactField | typeof CONSENT_FIELD | typeof PHONE_FIELD> = result.ok
      ? {}
      : { ...result.errors };
    // In form order: the phone's message sits after the message field's and before the consent box's.
    const { consent, ...rest } = errors;
    return { ok: false, errors: { ...rest, [PHONE_FIELD]: reply.error, ...(consent ? { consent } : {}) } };
  }
  return result.ok
    ? {
        ok: true,
        data: { ...result.data, ...reply.value, lang, newsletter: isTicked(fieldOf(input, NEWSLETTER_OPT_IN_FIELD)) },
      }
    : result;
}

export function validateNewsletter(
  input: unknown,
): Validation<WithLang<NewsletterInput>, 'email' | typeof CONSENT_FIELD> {
  const lang = submissionLocale(input);
  const result = withConsent(
    validate(newsletterSchemas[lang], ['email'] as const, input),
    input,
    lang,
    'newsletterConsentRequired',
  );
  return result.ok ? { ok: true, data: { ...result.data, lang } } : result;
}

/** What a re-rendered form shows again: the typed text and the boxes as the visitor left them. */
export type ContactEcho = ContactValues & {
  consent: boolean;
  newsletter: boolean;
  phone: string;
  replyBy: ReplyChannel;
};

/** Only strings, cut to a sane length, for echoing typed values back into a re-rendered form. */
export function echoValues(input: Record<string, unknown>): ContactEcho {
  const values = {} as ContactValues;
  for (const field of contactFields) {
    const raw = input[field];
    values[field] = typeof raw === 'string' ? raw.slice(0, CONTACT_LIMITS[field] * 2) : '';
  }
  const phone = input[PHONE_FIELD];
  const replyBy = input[REPLY_BY_FIELD];
  return {
    ...values,
    consent: isTicked(input[CONSENT_FIELD]),
    newsletter: isTicked(input[NEWSLETTER_OPT_IN_FIELD]),
    phone: typeof phone === 'string' ? phone.slice(0, CONTACT_LIMITS.phone * 2) : '',
    replyBy: isReplyChannel(replyBy) ? replyBy : 'email',
  };
}

export const CONTACT_SUCCESS = {
  title: 'Message sent!',
  description: "We'll get back to you as soon as possible.",
} as const;
/** Added to the contact answer when the newsletter box was ticked: the sign-up waits for confirmation. */
export const CONTACT_NEWSLETTER_CONFIRM =
  'To get the newsletter, open the link we just e-mailed you to confirm.' as const;
export const NEWSLETTER_SUCCESS =
  "Almost there: check your inbox and open the link we just sent to confirm. You won't get the newsletter until you do." as const;
