/**
 * Consent evidence the endpoints store with each message and sign-up: which notice the visitor
 * read (a hash of its exact wording in their language), where, and which boxes they ticked.
 */
import { createHash } from 'node:crypto';
import { dictionaries } from '../../../i18n/dictionary.ts';
import type { Locale } from '../../../lib/locales.ts';
import { SOURCE_FIELD } from '../contact-schema.ts';
import { formReturnPath } from './return-path.ts';

export type ConsentForm = 'contact' | 'newsletter';

/** The words shown beside the boxes, exactly as the form renders them; with a plan attached, its line too. */
export function noticeText(form: ConsentForm, lang: Locale, withPlan = false): string {
  const text = dictionaries[lang];
  return form === 'contact'
    ? [
        ...(withPlan ? [text.contactPlan.consent] : []),
        text.contactForm.notice,
        text.contactForm.privacyLink,
        text.contactForm.consent,
        text.contactForm.newsletterOptIn,
      ].join('\n')
    : [text.newsletter.notice, text.newsletter.privacyLink, text.newsletter.consent].join('\n');
}

/** The notice's version: any change of wording gives a new one, so old consents stay tied to old words. */
export function noticeVersion(form: ConsentForm, lang: Locale, withPlan = false): string {
  return createHash('sha256')
    .update(noticeText(form, lang, withPlan))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The page or tool a form was sent from: the posted path when it is a page the site knows, else the
 * Referer's page, else the form's own id, so a lead is never stored without an answer.
 */
export function submissionSource(
  fields: Record<string, unknown>,
  referer: string | null,
  siteUrl: string,
  formId: string,
): string {
  const posted = fields[SOURCE_FIELD];
  if (typeof posted === 'string' && posted.startsWith('/')) {
    const known = formReturnPath(new URL(posted.slice(0, 300), siteUrl).href, siteUrl);
    if (known) return known;
  }
  return formReturnPath(referer, siteUrl) ?? `form:${formId}`;
}
