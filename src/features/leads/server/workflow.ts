/**
 * The inbox workflow on the messages table: status changes, the trash, the internal note, a short
 * history of who changed what, and the erasure of everything kept about one e-mail address.
 * Written once for both stores, like messages.ts.
 */
import type { Sql } from '../../../server/sql.ts';
import { emailKey } from './messages.ts';
import {
  NOTE_MAX,
  TRASH_DAYS,
  type Erasure,
  type ErasureRecord,
  type MessageEvent,
  type MessageStatus,
} from '../model/leads.ts';

const DAY_MS = 24 * 60 * 60_000;

async function record(sql: Sql, id: number, actor: string, action: string, now: Date): Promise<void> {
  await sql.run('INSERT INTO message_events (message_id, at, actor, action) VALUES (?, ?, ?, ?)', [
    id,
    now.toISOString(),
    actor.slice(0, 100),
    action.slice(0, 200),
  ]);
}

/** Sets the status; answers the previous one (for Undo), or undefined when there is no such message. */
export async function setStatus(
  sql: Sql,
  id: number,
  status: MessageStatus,
  actor: string,
  now = new Date(),
): Promise<MessageStatus | undefined> {
  const row = await sql.get<{ status: MessageStatus }>('SELECT status FROM messages WHERE id = ?', [id]);
  if (!row) return undefined;
  if (row.status !== status) {
    await sql.run('UPDATE messages SET status = ? WHERE id = ?', [status, id]);
    await record(sql, id, actor, `Status ${row.status} → ${status}`, now);
  }
  return row.status;
}

/** Moves the message to the trash, where it stays restorable for TRASH_DAYS. */
export async function trashMessage(sql: Sql, id: number, actor: string, now = new Date()): Promise<boolean> {
  const changed =
    (await sql.run('UPDATE messages SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL', [now.toISOString(), id])) >
    0;
  if (changed) await record(sql, id, actor, 'Moved to trash', now);
  return changed;
}

export async function restoreMessage(sql: Sql, id: number, actor: string, now = new Date()): Promise<boolean> {
  const changed =
    (await sql.run('UPDATE messages SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL', [id])) > 0;
  if (changed) await record(sql, id, actor, 'Restored from trash', now);
  return changed;
}

/** How many messages are in the trash: the number the admin confirms before emptying it. */
export async function countTrash(sql: Sql): Promise<number> {
  const row = await sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM messages WHERE deleted_at IS NOT NULL');
  return Number(row?.n ?? 0);
}

/** Deletes for good everything in the trash; answers how many messages went. */
export async function emptyTrash(sql: Sql): Promise<number> {
  return sql.run('DELETE FROM messages WHERE deleted_at IS NOT NULL');
}

/** Messages are kept at most this long after they arrive, as the collection notice promises. */
export const RETENTION_MONTHS = 24;

/** Deletes for good messages older than the retention period, wherever they are. */
export async function purgeExpiredMessages(sql: Sql, now = new Date()): Promise<number> {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - RETENTION_MONTHS);
  return sql.run('DELETE FROM messages WHERE created_at < ?', [limit.toISOString()]);
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS. */
export async function purgeExpiredTrash(sql: Sql, now = new Date()): Promise<number> {
  return sql.run('DELETE FROM messages WHERE deleted_at IS NOT NULL AND deleted_at < ?', [
    new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString(),
  ]);
}

/** Empties the trash of what is past TRASH_DAYS and deletes messages past the retention period. */
export async function purgeExpired(sql: Sql, now = new Date()): Promise<number> {
  return (await purgeExpiredTrash(sql, now)) + (await purgeExpiredMessages(sql, now));
}

export async function setNote(sql: Sql, id: number, note: string, actor: string, now = new Date()): Promise<boolean> {
  const text = note.normalize('NFC').replace(/\r\n?/g, '\n').trim().slice(0, NOTE_MAX);
  const changed = (await sql.run('UPDATE messages SET note = ? WHERE id = ?', [text, id])) > 0;
  if (changed) await record(sql, id, actor, text ? 'Note updated' : 'Note cleared', now);
  return changed;
}

/** The latest changes first, a short list. */
export async function messageHistory(sql: Sql, id: number, limit = 20): Promise<MessageEvent[]> {
  return sql.all<MessageEvent>(
    'SELECT at, actor, action FROM message_events WHERE message_id = ? ORDER BY id DESC LIMIT ?',
    [id, limit],
  );
}

/** The ids of every message from one address, compared here rather than in SQL: the stores lower-case non-ASCII letters differently. */
async function messageIdsOf(sql: Sql, key: string): Promise<number[]> {
  const rows = await sql.all<{ id: number | string; email: string }>('SELECT id, email FROM messages');
  return rows.filter((row) => emailKey(row.email) === key).map((row) => Number(row.id));
}

/** What erasing an address would delete (the trash included): shown before anything is erased. */
export async function erasureCounts(sql: Sql, email: string): Promise<Erasure> {
  const key = emailKey(email);
  const messages = (await messageIdsOf(sql, key)).length;
  const row = await sql.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM subscribers WHERE email_key = ?', [key]);
  return { messages, subscribers: Number(row?.n ?? 0) };
}

/**
 * Erases every message and sign-up of one address (compared case-insensitively, as sign-ups are),
 * with their history, and records only that an erasure happened, when, and how many rows went:
 * nothing that would say whose it was.
 */
export async function eraseByEmail(sql: Sql, email: string, now = new Date()): Promise<Erasure> {
  const key = emailKey(email);
  const ids = await messageIdsOf(sql, key);
  let messages = 0;
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    messages += await sql.run(`DELETE FROM messages WHERE id IN (${batch.map(() => '?').join(', ')})`, batch);
  }
  // The consent history goes with the address (the foreign key cascades too; this does not rely on it).
  await sql.run(
    'DELETE FROM subscriber_events WHERE subscriber_id IN (SELECT id FROM subscribers WHERE email_key = ?)',
    [key],
  );
  const subscribers = await sql.run('DELETE FROM subscribers WHERE email_key = ?', [key]);
  await sql.run('INSERT INTO erasures (erased_at, messages, subscribers) VALUES (?, ?, ?)', [
    now.toISOString(),
    messages,
    subscribers,
  ]);
  return { messages, subscribers };
}

/** The erase log, newest first: the only trace erasures leave. */
export async function erasureLog(sql: Sql, limit = 20): Promise<ErasureRecord[]> {
  const rows = await sql.all<{
    erased_at: string;
    messages: number | string | null;
    subscribers: number | string | null;
  }>('SELECT erased_at, messages, subscribers FROM erasures ORDER BY id DESC LIMIT ?', [limit]);
  const count = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({ at: row.erased_at, messages: count(row.messages), subscribers: count(row.subscribers) }));
}

/** New messages outside the trash that arrived at or before `since`: the overdue count, one indexed query. */
export async function countNewSince(sql: Sql, since: Date): Promise<number> {
  const row = await sql.get<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM messages WHERE status = 'new' AND deleted_at IS NULL AND created_at <= ?",
    [since.toISOString()],
  );
  return Number(row?.n ?? 0);
}

/** Every page or tool messages have come from, for the source filter. */
export async function messageSources(sql: Sql): Promise<string[]> {
  return (
    await sql.all<{ source: string }>("SELECT DISTINCT source FROM messages WHERE source <> '' ORDER BY source")
  ).map((row) => row.source);
}
