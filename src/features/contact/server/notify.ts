/**
 * Optional e-mail to the agency for each new contact message. Runs only after the message is
 * committed; a failure is recorded on the row and retried later with back-off, never surfaced to
 * the visitor. Without SMTP_HOST and NOTIFY_EMAIL nothing is sent and nothing fails.
 */
import nodemailer from 'nodemailer';
import type { Env } from '../../../server/env.ts';
import type { Sql } from '../../../server/sql.ts';
import type { StoredMessage } from '../../leads/model/leads.ts';
import { dueNotifications, markNotified, markNotifyFailed } from '../../leads/server/messages.ts';

/** An address as an object: nodemailer never re-parses it, so a comma in the name stays a name. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailSender {
  sendMail(mail: { from: string; to: string; replyTo?: MailAddress; subject: string; text: string }): Promise<unknown>;
}

export interface NotifierConfig {
  from: string;
  to: string;
  sender: MailSender;
}

/** The SMTP transport alone (for the newsletter's confirmation mail): needs SMTP_HOST and a sender address. */
export function mailTransportFromEnv(env: Env): { from: string; sender: MailSender } | undefined {
  const from = env.SMTP_FROM ?? env.SMTP_USER ?? env.NOTIFY_EMAIL;
  if (!env.SMTP_HOST || !from) return undefined;
  return { from, sender: smtpSender(env) };
}

function smtpSender(env: Env): MailSender {
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_PORT === 465,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function notifierConfigFromEnv(env: Env): NotifierConfig | undefined {
  if (!env.SMTP_HOST || !env.NOTIFY_EMAIL) return undefined;
  const sender = smtpSender(env);
  return { from: env.SMTP_FROM ?? env.SMTP_USER ?? env.NOTIFY_EMAIL, to: env.NOTIFY_EMAIL, sender };
}

/** Header-safe single line. */
const oneLine = (text: string, max: number) => text.replace(/[\r\n\t]+/g, ' ').slice(0, max);

export function notificationMail(message: StoredMessage, config: Pick<NotifierConfig, 'from' | 'to'>) {
  return {
    from: config.from,
    to: config.to,
    // Built from the validated address only; the name is display text, whatever it contains.
    replyTo: { name: oneLine(message.name, 100), address: message.email },
    subject: `New website message: ${oneLine(message.subject, 150)}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Received: ${message.createdAt}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      '(Sent by the Brightlane Digital website. Read every message in /admin.)',
    ].join('\n'),
  };
}

let running: Promise<number> | undefined;
let rerun = false;

async function pass(sql: Sql, config: NotifierConfig, now: () => Date): Promise<number> {
  let sent = 0;
  try {
    for (const message of await dueNotifications(sql, now())) {
      try {
        await config.sender.sendMail(notificationMail(message, config));
        await markNotified(sql, message.id, now());
        sent += 1;
      } catch (error) {
        await markNotifyFailed(sql, message.id, error instanceof Error ? error.message : String(error), now());
      }
    }
  } catch (error) {
    console.error('Notification pass failed', error instanceof Error ? error.message : error);
  }
  return sent;
}

/** Sends every due notification once; returns how many were sent. Never throws. */
export function deliverPending(
  sql: Sql,
  config: NotifierConfig | undefined,
  now: () => Date = () => new Date(),
): Promise<number> {
  if (!config) return Promise.resolve(0);
  // One pass at a time, so a slow SMTP server cannot cause duplicate sends; a message stored
  // while a pass runs gets one more pass right after, instead of waiting for the retry timer.
  if (running) {
    rerun = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      rerun = false;
      sent += await pass(sql, config, now);
    } while (rerun);
    return sent;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Retries failed sends every minute for the life of the process. */
export function startNotificationRetries(sql: Sql, config: NotifierConfig | undefined, intervalMs = 60_000): void {
  if (!config || timer) return;
  timer = setInterval(() => void deliverPending(sql, config), intervalMs);
  timer.unref();
}

let notifier: NotifierConfig | undefined | null = null;

/** The process's notifier (from the environment), with its retry loop started on first use. */
export function processNotifier(sql: Sql, env: Env): NotifierConfig | undefined {
  if (notifier === null) {
    notifier = notifierConfigFromEnv(env);
    startNotificationRetries(sql, notifier);
  }
  return notifier;
}
