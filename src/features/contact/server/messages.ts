/**
 * Contact messages and newsletter subscribers: every read and write of the two tables.
 * Written once for both stores (see server/sql.ts). Each write is a single committed statement;
 * callers acknowledge only after its promise resolves.
 */
import type { Sql } from '../../../server/sql.ts';
import type { ContactInput } from '../contact-schema.ts';

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  notifiedAt: string | null;
  status: MessageStatus;
}

/** `held`: the bot check doubted it (sent too fast, no fill time); a person decides. */
export type MessageStatus = 'new' | 'held';
export const MESSAGE_STATUSES: readonly MessageStatus[] = ['new', 'held'];

export interface Subscriber {
  id: number;
  email: string;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

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
});

const MESSAGE_COLUMNS = 'id, name, email, subject, message, created_at, read_at, notified_at, status';

export async function insertMessage(sql: Sql, input: ContactInput, ipHash: string, now = new Date(), status: MessageStatus = 'new'): Promise<number> {
  const row = await sql.get<{ id: number | string }>(
    'INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    [input.name, input.email, input.subject, input.message, now.toISOString(), ipHash, status],
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
  /** Which view: the inbox of new messages (default) or those held for review. */
  status?: MessageStatus | undefined;
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
    conditions.push("(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR subject LIKE ? ESCAPE '\\')");
    const pattern = likePattern(search);
    params.push(pattern, pattern, pattern);
  }
  if (query.unreadOnly) conditions.push('read_at IS NULL');
  conditions.push('status = ?');
  params.push(query.status ?? 'new');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const { total } = (await sql.get<{ total: number }>(`SELECT COUNT(*) AS total FROM messages ${where}`, params))!;
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = await sql.all<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
    ...params,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { items: rows.map(toMessage), total: Number(total), page, pageSize, pageCount };
}

/** One page of every message, newest first, after the cursor (an id): for streamed exports. */
export async function messagesBefore(sql: Sql, beforeId: number, limit: number): Promise<StoredMessage[]> {
  const rows = await sql.all<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id < ? ORDER BY id DESC LIMIT ?`, [beforeId, limit]);
  return rows.map(toMessage);
}

export async function getMessage(sql: Sql, id: number): Promise<StoredMessage | undefined> {
  const row = await sql.get<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = ?`, [id]);
  return row ? toMessage(row) : undefined;
}

export async function countUnread(sql: Sql): Promise<number> {
  return Number((await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE read_at IS NULL AND status = 'new'"))!.n);
}

export async function countHeld(sql: Sql): Promise<number> {
  return Number((await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE status = 'held'"))!.n);
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

/** Stores the address once; a repeat is a success that stores nothing. Returns true when new. */
export async function addSubscriber(sql: Sql, email: string, ipHash: string, now = new Date()): Promise<boolean> {
  const changes = await sql.run('INSERT INTO subscribers (email, email_key, created_at, ip_hash) VALUES (?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING', [
    email,
    emailKey(email),
    now.toISOString(),
    ipHash,
  ]);
  return changes > 0;
}

interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({ id: Number(row.id), email: row.email, createdAt: row.created_at });

export async function listSubscribers(sql: Sql, query: { page?: number | undefined; pageSize?: number | undefined } = {}): Promise<Page<Subscriber>> {
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? 50)), 500);
  const { total } = (await sql.get<{ total: number }>('SELECT COUNT(*) AS total FROM subscribers'))!;
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = await sql.all<SubscriberRow>('SELECT id, email, created_at FROM subscribers ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { items: rows.map(toSubscriber), total: Number(total), page, pageSize, pageCount };
}

/** One page of subscribers, newest first, after the cursor (an id): for streamed exports. */
export async function subscribersBefore(sql: Sql, beforeId: number, limit: number): Promise<Subscriber[]> {
  const rows = await sql.all<SubscriberRow>('SELECT id, email, created_at FROM subscribers WHERE id < ? ORDER BY id DESC LIMIT ?', [beforeId, limit]);
  return rows.map(toSubscriber);
}

/** Notifications older than this are not sent any more (the message is still in the inbox). */
export const NOTIFY_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Messages whose notification is due: never sent, recent, not held, and the back-off has passed. */
export async function dueNotifications(sql: Sql, now = new Date(), limit = 20): Promise<StoredMessage[]> {
  const rows = await sql.all<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages
     WHERE notified_at IS NULL AND status = 'new' AND created_at >= ? AND (notify_next_at IS NULL OR notify_next_at <= ?)
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
  const row = await sql.get<{ attempts: number }>('SELECT notify_attempts AS attempts FROM messages WHERE id = ?', [id]);
  const attempts = Number(row?.attempts ?? 0) + 1;
  const delayMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
  await sql.run('UPDATE messages SET notify_attempts = ?, notify_next_at = ?, notify_error = ? WHERE id = ?', [
    attempts,
    new Date(now.getTime() + delayMs).toISOString(),
    error.slice(0, 500),
    id,
  ]);
}
