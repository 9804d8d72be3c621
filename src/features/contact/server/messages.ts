/**
 * Contact messages and newsletter subscribers: every read and write of the two tables.
 * Each write is a single committed statement; callers acknowledge only after it returns.
 */
import type { Database } from '../../../server/db.ts';
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

export function insertMessage(db: Database, input: ContactInput, ipHash: string, now = new Date(), status: MessageStatus = 'new'): number {
  const result = db
    .prepare('INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(input.name, input.email, input.subject, input.message, now.toISOString(), ipHash, status);
  return Number(result.lastInsertRowid);
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

export function listMessages(db: Database, query: MessageQuery = {}): Page<StoredMessage> {
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
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM messages ${where}`).get(...params) as { total: number };
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = db
    .prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (page - 1) * pageSize) as unknown as MessageRow[];
  return { items: rows.map(toMessage), total: Number(total), page, pageSize, pageCount };
}

/** One page of every message, newest first, after the cursor (an id): for streamed exports. */
export function messagesBefore(db: Database, beforeId: number, limit: number): StoredMessage[] {
  const rows = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id < ? ORDER BY id DESC LIMIT ?`).all(beforeId, limit) as unknown as MessageRow[];
  return rows.map(toMessage);
}

export function allMessages(db: Database): StoredMessage[] {
  const rows = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages ORDER BY created_at DESC, id DESC`).all() as unknown as MessageRow[];
  return rows.map(toMessage);
}

export function getMessage(db: Database, id: number): StoredMessage | undefined {
  const row = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = ?`).get(id) as MessageRow | undefined;
  return row ? toMessage(row) : undefined;
}

export function countUnread(db: Database): number {
  return Number((db.prepare("SELECT COUNT(*) AS n FROM messages WHERE read_at IS NULL AND status = 'new'").get() as { n: number }).n);
}

export function countHeld(db: Database): number {
  return Number((db.prepare("SELECT COUNT(*) AS n FROM messages WHERE status = 'held'").get() as { n: number }).n);
}

export function setRead(db: Database, id: number, read: boolean, now = new Date()): boolean {
  const result = read
    ? db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(now.toISOString(), id)
    : db.prepare('UPDATE messages SET read_at = NULL WHERE id = ?').run(id);
  return Number(result.changes) > 0;
}

export function deleteMessage(db: Database, id: number): boolean {
  return Number(db.prepare('DELETE FROM messages WHERE id = ?').run(id).changes) > 0;
}

/** E-mail addresses compare case-insensitively for de-duplication; the typed form is kept. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Stores the address once; a repeat is a success that stores nothing. Returns true when new. */
export function addSubscriber(db: Database, email: string, ipHash: string, now = new Date()): boolean {
  const result = db
    .prepare('INSERT INTO subscribers (email, email_key, created_at, ip_hash) VALUES (?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING')
    .run(email, emailKey(email), now.toISOString(), ipHash);
  return Number(result.changes) > 0;
}

interface SubscriberRow {
  id: number;
  email: string;
  created_at: string;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({ id: Number(row.id), email: row.email, createdAt: row.created_at });

export function listSubscribers(db: Database, query: { page?: number | undefined; pageSize?: number | undefined } = {}): Page<Subscriber> {
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize ?? 50)), 500);
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM subscribers').get() as { total: number };
  const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize));
  const page = clampPage(query.page, pageCount);
  const rows = db
    .prepare('SELECT id, email, created_at FROM subscribers ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(pageSize, (page - 1) * pageSize) as unknown as SubscriberRow[];
  return { items: rows.map(toSubscriber), total: Number(total), page, pageSize, pageCount };
}

/** One page of subscribers, newest first, after the cursor (an id): for streamed exports. */
export function subscribersBefore(db: Database, beforeId: number, limit: number): Subscriber[] {
  const rows = db.prepare('SELECT id, email, created_at FROM subscribers WHERE id < ? ORDER BY id DESC LIMIT ?').all(beforeId, limit) as unknown as SubscriberRow[];
  return rows.map(toSubscriber);
}

export function allSubscribers(db: Database): Subscriber[] {
  return (db.prepare('SELECT id, email, created_at FROM subscribers ORDER BY created_at DESC, id DESC').all() as unknown as SubscriberRow[]).map(toSubscriber);
}

/** Notifications older than this are not sent any more (the message is still in the inbox). */
export const NOTIFY_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Messages whose notification is due: never sent, recent, not held, and the back-off has passed. */
export function dueNotifications(db: Database, now = new Date(), limit = 20): StoredMessage[] {
  const rows = db
    .prepare(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
       WHERE notified_at IS NULL AND status = 'new' AND created_at >= ? AND (notify_next_at IS NULL OR notify_next_at <= ?)
       ORDER BY id LIMIT ?`,
    )
    .all(new Date(now.getTime() - NOTIFY_WINDOW_MS).toISOString(), now.toISOString(), limit) as unknown as MessageRow[];
  return rows.map(toMessage);
}

export function markNotified(db: Database, id: number, now = new Date()): void {
  db.prepare('UPDATE messages SET notified_at = ?, notify_error = NULL WHERE id = ?').run(now.toISOString(), id);
}

/** Records a failed send and when to try again (exponential back-off, at most six hours). */
export function markNotifyFailed(db: Database, id: number, error: string, now = new Date()): void {
  const row = db.prepare('SELECT notify_attempts AS attempts FROM messages WHERE id = ?').get(id) as { attempts: number } | undefined;
  const attempts = Number(row?.attempts ?? 0) + 1;
  const delayMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
  db.prepare('UPDATE messages SET notify_attempts = ?, notify_next_at = ?, notify_error = ? WHERE id = ?').run(
    attempts,
    new Date(now.getTime() + delayMs).toISOString(),
    error.slice(0, 500),
    id,
  );
}
