/**
 * Contact messages and newsletter subscribers: every read and write of the two tables.
 * Written once for both stores (see server/sql.ts). Each write is a single committed statement;
 * callers acknowledge only after its promise resolves.
 */
import type { Sql } from '../../../server/sql.ts';
import type { ContactInput, ReplyPreference } from '../../contact/contact-schema.ts';
import { isReplyChannel } from '../../contact/phone.ts';
import type { PlanAttachment } from '../../../lib/plan-handoff.ts';
import type {
  ConsentEvidence,
  MessageStatus,
  Page,
  StoredMessage,
  Subscriber,
  SubscriberStatus,
} from '../model/leads.ts';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  notified_at: string | null;
  status: MessageStatus;
  lang: string;
  source: string;
  consent_at: string | null;
  consent_notice: string | null;
  consent_newsletter: number | string;
  note: string;
  deleted_at: string | null;
  phone: string;
  reply_by: string;
  plan_link: string;
  plan_summary: string;
}

const toMessage = (row: MessageRow): StoredMessage => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at,
  readAt: row.read_at,
  notifiedAt: row.notified_at,
  status: row.status,
  lang: row.lang,
  source: row.source,
  consentAt: row.consent_at,
  consentNotice: row.consent_notice,
  consentNewsletter: Number(row.consent_newsletter) === 1,
  note: row.note,
  deletedAt: row.deleted_at,
  phone: row.phone,
  replyBy: isReplyChannel(row.reply_by) ? row.reply_by : 'email',
  plan: row.plan_link ? { link: row.plan_link, summary: row.plan_summary } : null,
});

const MESSAGE_COLUMNS =
  'id, name, email, subject, message, created_at, read_at, notified_at, status, lang, source, consent_at, consent_notice, consent_newsletter, note, deleted_at, phone, reply_by, plan_link, plan_summary';

/** What is stored of a submission: the fields, the reply preference and an attached plan, once checked. */
export type MessageInput = ContactInput & Partial<ReplyPreference> & { plan?: PlanAttachment | null };

/** Stores a message; with evidence, the consent is recorded as given at the same instant. */
export async function insertMessage(
  sql: Sql,
  input: MessageInput,
  ipHash: string,
  now = new Date(),
  status: MessageStatus = 'new',
  evidence?: ConsentEvidence,
): Promise<number> {
  const at = now.toISOString();
  const row = await sql.get<{ id: number | string }>(
    `INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status, lang, source, consent_at, consent_notice, consent_newsletter, phone, reply_by, plan_link, plan_summary)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      input.name,
      input.email,
      input.subject,
      input.message,
      at,
      ipHash,
      status,
      evidence?.lang ?? 'en',
      evidence?.source ?? '',
      evidence ? at : null,
      evidence?.notice ?? null,
      evidence?.newsletter ? 1 : 0,
      input.phone ?? '',
      input.replyBy ?? 'email',
      input.plan?.link ?? '',
      input.plan?.summary ?? '',
    ],
  );
  return Number(row!.id);
}

/** LIKE pattern that matches the text literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface MessageQuery {
  search?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  unreadOnly?: boolean | undefined;
  /** One status (default `new`), every status outside the trash (`all`), or the trash. */
  status?: MessageStatus | 'all' | 'trash' | undefined;
  /** Only messages from this page or tool. */
  source?: string | undefined;
}

function clampPage(page: number | undefined, pageCount: number): number {
  const wanted = Number.isFinite(page) && page ? Math.floor(page) : 1;
  return Math.min(Math.max(1, wanted), Math.max(1, pageCount));
}

export async function listMessages(sql: Sql, query: MessageQuery = {}): Promise<Page<StoredMessage>> {
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? 20)), 200);
  const conditions: string[] = [];
  const params: string[] = [];
  const search = query.search?.trim().slice(0, 200);
  if (search) {
    // LOWER on both sides: PostgreSQL's LIKE is case-sensitive where SQLite's is not.
    const columns = ['name', 'email', 'subject', 'message', 'phone'];
    conditions.push(`(${columns.map((column) => `LOWER(${column}) LIKE LOWER(?) ESCAPE '\\'`).join(' OR ')})`);
    const pattern = likePattern(search);
    params.push(...columns.map(() => pattern));
  }
  if (query.unreadOnly) conditions.push('read_at IS NULL');
  const status = query.status ?? 'new';
  conditions.push(status === 'trash' ? 'deleted_at IS NOT NULL' : 'deleted_at IS NULL');
  if (status !== 'trash' && status !== 'all') {
    conditions.push('status = ?');
    params.push(status);
  }
  if (query.source) {
    conditions.push('source = ?');
    params.push(query.source);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const { total } = (await sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM messages ${where}`, params))!;
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = await sql.all<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(toMessage), total: Number(total), page, pageSize, pageCount };
}

/** Larger than any id either store hands out: "older than Infinity" means every row. */
const cursor = (id: number) => (Number.isFinite(id) ? id : Number.MAX_SAFE_INTEGER);

/** One page of every message, newest first, after the cursor (an id; Infinity to start): for streamed exports. */
export async function messagesBefore(sql: Sql, beforeId: number, limit: number): Promise<StoredMessage[]> {
  const rows = await sql.all<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id < ? ORDER BY id DESC LIMIT ?`,
    [cursor(beforeId), limit],
  );
  return rows.map(toMessage);
}

export async function getMessage(sql: Sql, id: number): Promise<StoredMessage | undefined> {
  const row = await sql.get<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = ?`, [id]);
  return row ? toMessage(row) : undefined;
}

export async function countUnread(sql: Sql): Promise<number> {
  return Number(
    (await sql.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM messages WHERE read_at IS NULL AND status = 'new' AND deleted_at IS NULL",
    ))!.n,
  );
}

export async function countHeld(sql: Sql): Promise<number> {
  return Number(
    (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE status = 'held' AND deleted_at IS NULL"))!
      .n,
  );
}

export async function setRead(sql: Sql, id: number, read: boolean, now = new Date()): Promise<boolean> {
  const changes = read
    ? await sql.run('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL', [now.toISOString(), id])
    : await sql.run('UPDATE messages SET read_at = NULL WHERE id = ?', [id]);
  return changes > 0;
}

export async function deleteMessage(sql: Sql, id: number): Promise<boolean> {
  return (await sql.run('DELETE FROM messages WHERE id = ?', [id])) > 0;
}

/** E-mail addresses compare case-insensitively for de-duplication; the typed form is kept. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

interface SubscriberRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  created_at: string;
  confirmed_at: string | null;
  lang: string;
  source: string;
  consent_at: string | null;
  consent_notice: string | null;
  unsubscribed_at: string | null;
}

const SUBSCRIBER_COLUMNS =
  'id, email, status, created_at, confirmed_at, lang, source, consent_at, consent_notice, unsubscribed_at';

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: Number(row.id),
  email: row.email,
  status: row.status,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  lang: row.lang,
  source: row.source,
  consentAt: row.consent_at,
  consentNotice: row.consent_notice,
  unsubscribedAt: row.unsubscribed_at,
});

export interface SubscriberQuery {
  page?: number | undefined;
  pageSize?: number | undefined;
  /** Only confirmed addresses that have not unsubscribed. */
  activeOnly?: boolean | undefined;
}

export async function listSubscribers(sql: Sql, query: SubscriberQuery = {}): Promise<Page<Subscriber>> {
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? 50)), 500);
  const where = query.activeOnly ? "WHERE status = 'active'" : '';
  const { total } = (await sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM subscribers ${where}`))!;
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = await sql.all<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(toSubscriber), total: Number(total), page, pageSize, pageCount };
}

/** One page of subscribers, newest first, after the cursor (an id; Infinity to start): for streamed exports. */
export async function subscribersBefore(
  sql: Sql,
  beforeId: number,
  limit: number,
  activeOnly = true,
): Promise<Subscriber[]> {
  const active = activeOnly ? "AND status = 'active'" : '';
  const rows = await sql.all<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE id < ? ${active} ORDER BY id DESC LIMIT ?`,
    [cursor(beforeId), limit],
  );
  return rows.map(toSubscriber);
}

export async function getSubscriber(sql: Sql, id: number): Promise<(Subscriber & { emailKey: string }) | undefined> {
  const row = await sql.get<SubscriberRow & { email_key: string }>(
    `SELECT ${SUBSCRIBER_COLUMNS}, email_key FROM subscribers WHERE id = ?`,
    [id],
  );
  return row ? { ...toSubscriber(row), emailKey: row.email_key } : undefined;
}

/**
 * Marks the sign-up unsubscribed; the address must still be the one the link was made for. The
 * database appends the unsubscribed event in the same statement (migration 6).
 */
export async function unsubscribe(sql: Sql, id: number, key: string, now = new Date()): Promise<boolean> {
  return (
    (await sql.run(
      "UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ? AND email_key = ? AND status <> 'unsubscribed'",
      [now.toISOString(), id, key],
    )) > 0
  );
}

/** Notifications older than this are not sent any more (the message is still in the inbox). */
export const NOTIFY_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Messages whose notification is due: never sent, recent, not held, and the back-off has passed. */
export async function dueNotifications(sql: Sql, now = new Date(), limit = 20): Promise<StoredMessage[]> {
  const rows = await sql.all<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages
     WHERE notified_at IS NULL AND status = 'new' AND deleted_at IS NULL AND created_at >= ? AND (notify_next_at IS NULL OR notify_next_at <= ?)
     ORDER BY id LIMIT ?`,
    [new Date(now.getTime() - NOTIFY_WINDOW_MS).toISOString(), now.toISOString(), limit],
  );
  return rows.map(toMessage);
}

export async function markNotified(sql: Sql, id: number, now = new Date()): Promise<void> {
  await sql.run('UPDATE messages SET notified_at = ?, notify_error = NULL WHERE id = ?', [now.toISOString(), id]);
}

/** Records a failed send and when to try again (exponential back-off, at most six hours). */
export async function markNotifyFailed(sql: Sql, id: number, error: string, now = new Date()): Promise<void> {
  const row = await sql.get<{ attempts: number }>('SELECT notify_attempts AS attempts FROM messages WHERE id = ?', [
    id,
  ]);
  const attempts = Number(row?.attempts ?? 0) + 1;
  const delayMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
  await sql.run('UPDATE messages SET notify_attempts = ?, notify_next_at = ?, notify_error = ? WHERE id = ?', [
    attempts,
    new Date(now.getTime() + delayMs).toISOString(),
    error.slice(0, 500),
    id,
  ]);
}
