/**
 * The newsletter's confirmation e-mail (decision 083), sent through the same optional SMTP settings
 * as the agency's notifications, after the request is stored and without holding up the answer.
 * Without SMTP the link is logged once per sign-up, so a developer machine can still confirm.
 */
import type { Env } from '../../../server/env.ts';
import { dictionaryFor, fill } from '../../../i18n/dictionary.ts';
import { isLocale, defaultLocale } from '../../../lib/locales.ts';
import { mailTransportFromEnv, type MailSender } from './notify.ts';
import { confirmUrl } from './confirm-token.ts';
import type { SubscriptionRequest } from '../../leads/server/subscriptions.ts';

export function confirmationMail(request: SubscriptionRequest, link: string, from: string) {
  const text = dictionaryFor(isLocale(request.lang) ? request.lang : defaultLocale).confirmSubscription;
  return { from, to: request.email, subject: text.mailSubject, text: fill(text.mailText, { link }) };
}

let transport: { from: string; sender: MailSender } | undefined | null = null;

/** Mails (or, without SMTP, logs) the link that confirms this request. Never throws. */
export async function sendConfirmation(env: Env, secret: string, request: SubscriptionRequest): Promise<void> {
  const link = confirmUrl(env.SITE_URL, secret, request.id, request.emailKey);
  if (transport === null) transport = mailTransportFromEnv(env);
  if (!transport) {
    console.log(`Newsletter sign-up waiting for confirmation (no SMTP configured; open this link to confirm): ${link}`);
    return;
  }
  try {
    await transport.sender.sendMail(confirmationMail(request, link, transport.from));
  } catch (error) {
    // The visitor can sign up again for a new link; the request stays pending, never active.
    console.error(
      `Could not send a newsletter confirmation e-mail (request ${request.id}):`,
      error instanceof Error ? error.message : error,
    );
  }
}
