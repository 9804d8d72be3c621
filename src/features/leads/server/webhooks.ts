/**
 * Outgoing webhooks for new messages (decision 131): each configured URL gets a signed JSON POST
 * per message. The stored message itself is the outbox: a pass first adds one delivery row per
 * recent New message and URL that has none, then sends what is due, recording every attempt and
 * backing off on failure. Nothing here runs on the visitor's request path, and a restart loses
 * nothing: the next pass picks up every delivery still owed.
 */
import { createHmac } from 'node:crypto';
import type { Env } from '../../../server/env.ts';
import type { Sql } from '../../../server/sql.ts';
import { REPLY_LABELS } from '../../admin/model/reply-labels.ts';
import type { WebhookDelivery } from '../model/leads.ts';
import type { ReplyChannel } from '../../contact/phone.ts';

/** Messages older than this when webhooks are first configured are not announced. */
export const WEBHOOK_WINDOW_MS = 24 * 60 * 60_000;
/** Attempts per delivery before it is given up (the message stays in the inbox). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** One request never waits longer than this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookConfig {
  urls: readonly string[];
  secret: string;
  siteUrl: string;
  /** The first retry waits this long; each next one twice as long, at most six hours. */
  retryBaseMs: number;
}

export function webhookConfigFromEnv(env: Env): WebhookConfig | undefined {
  if (!env.WEBHOOK_URLS.length || !env.WEBHOOK_SECRET) return undefined;
  return {
    urls: env.WEBHOOK_URLS,
    secret: env.WEBHOOK_SECRET,
    siteUrl: env.SITE_URL,
    retryBaseMs: env.WEBHOOK_RETRY_SECONDS * 1000,
  };
}

export interface WebhookMessage {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  replyBy: ReplyChannel;
  subject: string;
  message: string;
  lang: string;
  source: string;
  /** The share link of a plan attached from a tool, '' when none (decision 132). */
  planLink?: string;
  planSummary?: string;
}

/**
 * The body every endpoint receives. `text` makes it a complete Slack incoming-webhook message as it
 * is; a CRM reads `event`, `delivery` (stable across retries, for de-duplication) and `message`.
 */
export function webhookPayload(message: WebhookMessage, deliveryId: number, siteUrl: string) {
  const adminUrl = `${siteUrl}/admin/messages/${message.id}`;
  const reach = message.replyBy === 'email' ? message.email : `${REPLY_LABELS[message.replyBy]} ${message.phone}`;
  return {
    text: `New enquiry from ${message.name} (reply by ${reach}): ${message.subject.slice(0, 150)} ${adminUrl}`,
    event: 'message.created',
    delivery: deliveryId,
    message: {
      id: message.id,
      receivedAt: message.createdAt,
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      replyBy: message.replyBy,
      subject: message.subject,
      message: message.message,
      lang: message.lang,
      source: message.source,
      plan: message.planLink ? { link: message.planLink, summary: message.planSummary ?? '' } : null,
      adminUrl,
    },
  };
}

/** `v1=` + HMAC-SHA256 over "<timestamp>.<body>", hex: what a receiver recomputes to trust the body. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Adds the deliveries still owed: one per recent New message and URL. Idempotent (unique key). */
async function enqueue(sql: Sql, config: WebhookConfig, now: Date): Promise<void> {
  const since = new Date(now.getTime() - WEBHOOK_WINDOW_MS).toISOString();
  for (const url of config.urls) {
    await sql.run(
      `INSERT INTO webhook_deliveries (message_id, url, created_at, attempts)
       SELECT m.id, ?, ?, 0 FROM messages m
       WHERE m.status = 'new' AND m.deleted_at IS NULL AND m.created_at >= ?
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.message_id = m.id AND d.url = ?)`,
      [url, now.toISOString(), since, url],
    );
  }
}

interface DueRow {
  id: number | string;
  url: string;
  attempts: number | string;
  next_at: string | null;
  message_id: number | string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  reply_by: ReplyChannel;
  subject: string;
  message: string;
  lang: string;
  source: string;
  plan_link: string;
  plan_summary: string;
}

/** The delivery is ours for this attempt only if nobody else (another instance) claimed it first. */
async function claim(sql: Sql, row: DueRow, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + WEBHOOK_TIMEOUT_MS * 3).toISOString();
  const changes =
    row.next_at === null
      ? await sql.run(
          'UPDATE webhook_deliveries SET next_at = ? WHERE id = ? AND delivered_at IS NULL AND next_at IS NULL',
          [lease, Number(row.id)],
        )
      : await sql.run(
          'UPDATE webhook_deliveries SET next_at = ? WHERE id = ? AND delivered_at IS NULL AND next_at = ?',
          [lease, Number(row.id), row.next_at],
        );
  return changes > 0;
}

async function send(
  config: WebhookConfig,
  row: DueRow,
  now: Date,
): Promise<{ status: number | null; error: string | null }> {
  const body = JSON.stringify(
    webhookPayload(
      {
        id: Number(row.message_id),
        createdAt: row.created_at,
        name: row.name,
        email: row.email,
        phone: row.phone,
        replyBy: row.reply_by,
        subject: row.subject,
        message: row.message,
        lang: row.lang,
        source: row.source,
        planLink: row.plan_link,
        planSummary: row.plan_summary,
      },
      Number(row.id),
      config.siteUrl,
    ),
  );
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Brightlane-Webhooks/1',
        'x-brightlane-timestamp': String(timestamp),
        'x-brightlane-signature': webhookSignature(config.secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok
      ? { status: response.status, error: null }
      : { status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.name === 'TimeoutError'
          ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
          : error.message
        : String(error);
    return { status: null, error: reason.slice(0, 300) };
  }
}

async function record(
  sql: Sql,
  config: WebhookConfig,
  row: DueRow,
  outcome: { status: number | null; error: string | null },
  at: Date,
): Promise<boolean> {
  const attempts = Number(row.attempts) + 1;
  await sql.run('INSERT INTO webhook_attempts (delivery_id, at, status, error) VALUES (?, ?, ?, ?)', [
    Number(row.id),
    at.toISOString(),
    outcome.status,
    outcome.error,
  ]);
  if (!outcome.error) {
    await sql.run(
      'UPDATE webhook_deliveries SET attempts = ?, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?',
      [attempts, at.toISOString(), Number(row.id)],
    );
    return true;
  }
  const delay = Math.min(config.retryBaseMs * 2 ** (attempts - 1), 6 * 60 * 60_000);
  const next = attempts >= WEBHOOK_MAX_ATTEMPTS ? null : new Date(at.getTime() + delay).toISOString();
  await sql.run('UPDATE webhook_deliveries SET attempts = ?, next_at = ?, last_error = ? WHERE id = ?', [
    attempts,
    next,
    outcome.error,
    Number(row.id),
  ]);
  return false;
}

/** One pass: enqueue what is owed, then send every due delivery once. Answers how many arrived. */
export async function webhookPass(
  sql: Sql,
  config: WebhookConfig,
  now: () => Date = () => new Date(),
): Promise<number> {
  await enqueue(sql, config, now());
  const rows = await sql.all<DueRow>(
    `SELECT d.id, d.url, d.attempts, d.next_at, m.id AS message_id, m.created_at, m.name, m.email, m.phone, m.reply_by, m.subject, m.message, m.lang, m.source, m.plan_link, m.plan_summary
     FROM webhook_deliveries d JOIN messages m ON m.id = d.message_id
     WHERE d.delivered_at IS NULL AND d.attempts < ? AND (d.next_at IS NULL OR d.next_at <= ?)
     ORDER BY d.id LIMIT 50`,
    [WEBHOOK_MAX_ATTEMPTS, now().toISOString()],
  );
  // Every endpoint at once: a slow one does not hold up the others.
  const results = await Promise.all(
    rows.map(async (row) => {
      if (!(await claim(sql, row, now()))) return false;
      const outcome = await send(config, row, now());
      return record(sql, config, row, outcome, now());
    }),
  );
  return results.filter(Boolean).length;
}

/** Every delivery of one message with its attempts, newest attempt first: shown in the inbox. */
export async function webhookDeliveries(sql: Sql, messageId: number): Promise<WebhookDelivery[]> {
  const deliveries = await sql.all<{
    id: number | string;
    url: string;
    attempts: number | string;
    delivered_at: string | null;
    next_at: string | null;
    last_error: string | null;
  }>(
    'SELECT id, url, attempts, delivered_at, next_at, last_error FROM webhook_deliveries WHERE message_id = ? ORDER BY id',
    [messageId],
  );
  return Promise.all(
    deliveries.map(async (d) => ({
      id: Number(d.id),
      url: d.url,
      attempts: Number(d.attempts),
      deliveredAt: d.delivered_at,
      nextAt: d.next_at,
      lastError: d.last_error,
      log: (
        await sql.all<{ at: string; status: number | string | null; error: string | null }>(
          'SELECT at, status, error FROM webhook_attempts WHERE delivery_id = ? ORDER BY id DESC LIMIT 20',
          [Number(d.id)],
        )
      ).map((a) => ({ at: a.at, status: a.status === null ? null : Number(a.status), error: a.error })),
    })),
  );
}

let running: Promise<number> | undefined;
let rerun = false;

/** Runs a pass now (or once more right after the one running). Never throws. */
export function kickWebhooks(sql: Sql, config: WebhookConfig | undefined): Promise<number> {
  if (!config) return Promise.resolve(0);
  if (running) {
    rerun = true;
    return running;
  }
  running = (async () => {
    let delivered = 0;
    do {
      rerun = false;
      try {
        delivered += await webhookPass(sql, config);
      } catch (error) {
        console.error(`Webhook pass failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (rerun);
    return delivered;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** At start-up (what a restart still owes) and then on a timer that follows the back-off. */
export function startWebhooks(sql: Sql, config: WebhookConfig | undefined): void {
  if (!config) return;
  setTimeout(() => void kickWebhooks(sql, config), 500).unref();
  setInterval(() => void kickWebhooks(sql, config), Math.min(config.retryBaseMs, 60_000)).unref();
}
