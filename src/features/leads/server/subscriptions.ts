/**
 * Double opt-in (decision 083). A sign-up only ever appends a `requested` event (and creates the
 * address as pending when it is new); the address becomes active, or active again after an
 * unsubscribe, only when the link mailed for one of its requests is confirmed. The confirmed and
 * unsubscribed events are written by the database in the statement that changes the status.
 */
import type { Sql } from '../../../server/sql.ts';
import { emailKey } from './messages.ts';
import type { ConsentEvidence, SubscriberStatus } from '../model/leads.ts';

export type SubscriptionEventKind = 'requested' | 'confirmed' | 'unsubscribed';

export interface SubscriptionEvent {
  id: number;
  kind: SubscriptionEventKind;
  at: string;
  lang: string | null;
  source: string | null;
  notice: string | null;
  /** For a confirmation: the request it confirmed. */
  requestId: number | null;
}

/** A request with the address it was made for, as a confirmation link needs it. */
export interface SubscriptionRequest {
  id: number;
  subscriberId: number;
  email: string;
  emailKey: string;
  status: SubscriberStatus;
  at: string;
  lang: string;
  source: string;
  notice: string | null;
}

/** Records a sign-up. Never changes an existing address's status or its consent in force. */
export async function requestSubscription(
  sql: Sql,
  email: string,
  ipHash: string,
  now: Date,
  evidence?: ConsentEvidence,
): Promise<SubscriptionRequest> {
  const at = now.toISOString();
  const key = emailKey(email);
  await sql.run(
    `INSERT INTO subscribers (email, email_key, created_at, ip_hash, lang, source, status) VALUES (?, ?, ?, ?, ?, ?, 'pending')
     ON CONFLICT (email_key) DO NOTHING`,
    [email, key, at, ipHash, evidence?.lang ?? 'en', evidence?.source ?? ''],
  );
  const row = await sql.get<{ id: number | string }>(
    `INSERT INTO subscriber_events (subscriber_id, kind, at, lang, source, notice, ip_hash)
     SELECT id, 'requested', ?, ?, ?, ?, ? FROM subscribers WHERE email_key = ? RETURNING id`,
    [at, evidence?.lang ?? 'en', evidence?.source ?? '', evidence?.notice ?? null, ipHash, key],
  );
  // The address was erased between the two statements: nothing is pending, so the caller retries.
  if (!row) throw new Error('The sign-up was erased while it was being stored.');
  const request = await getRequest(sql, Number(row.id));
  return { ...request!, email };
}

interface RequestRow {
  id: number | string;
  subscriber_id: number | string;
  email: string;
  email_key: string;
  status: SubscriberStatus;
  at: string;
  lang: string | null;
  source: string | null;
  notice: string | null;
}

export async function getRequest(sql: Sql, id: number): Promise<SubscriptionRequest | undefined> {
  const row = await sql.get<RequestRow>(
    `SELECT e.id, e.subscriber_id, s.email, s.email_key, s.status, e.at, e.lang, e.source, e.notice
     FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE e.id = ? AND e.kind = 'requested'`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    subscriberId: Number(row.subscriber_id),
    email: row.email,
    emailKey: row.email_key,
    status: row.status,
    at: row.at,
    lang: row.lang ?? 'en',
    source: row.source ?? '',
    notice: row.notice,
  };
}

/** True when the address unsubscribed after this request: its link must not undo that. */
export async function supersededRequest(sql: Sql, request: SubscriptionRequest): Promise<boolean> {
  const row = await sql.get<{ id: number }>(
    "SELECT id FROM subscriber_events WHERE subscriber_id = ? AND kind = 'unsubscribed' AND id > ? LIMIT 1",
    [request.subscriberId, request.id],
  );
  return row !== undefined;
}

/**
 * Makes the address active under this request's consent evidence. False when it was already active
 * or unsubscribed after the request (the link is out of date); the history is never rewritten.
 */
export async function confirmSubscription(sql: Sql, request: SubscriptionRequest, now: Date): Promise<boolean> {
  const changes = await sql.run(
    `UPDATE subscribers SET status = 'active', unsubscribed_at = NULL, confirmed_at = ?, confirmed_request = ?,
       lang = ?, source = ?, consent_at = ?, consent_notice = ?
     WHERE id = ? AND email_key = ? AND status <> 'active'
       AND NOT EXISTS (SELECT 1 FROM subscriber_events WHERE subscriber_id = ? AND kind = 'unsubscribed' AND id > ?)`,
    [
      now.toISOString(),
      request.id,
      request.lang,
      request.source,
      request.at,
      request.notice,
      request.subscriberId,
      request.emailKey,
      request.subscriberId,
      request.id,
    ],
  );
  return changes > 0;
}

interface EventRow {
  id: number | string;
  kind: SubscriptionEventKind;
  at: string;
  lang: string | null;
  source: string | null;
  notice: string | null;
  request_id: number | string | null;
}

/** Every event of one address, oldest first. */
export async function subscriptionHistory(sql: Sql, subscriberId: number): Promise<SubscriptionEvent[]> {
  const rows = await sql.all<EventRow>(
    'SELECT id, kind, at, lang, source, notice, request_id FROM subscriber_events WHERE subscriber_id = ? ORDER BY id',
    [subscriberId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    at: row.at,
    lang: row.lang,
    source: row.source,
    notice: row.notice,
    requestId: row.request_id === null ? null : Number(row.request_id),
  }));
}
