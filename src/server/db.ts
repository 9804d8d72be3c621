/**
 * The SQLite database (node:sqlite, built into Node 24): one file, WAL, versioned migrations.
 * Statements run synchronously, so when a write call returns, its transaction is committed and
 * durable (synchronous=FULL); only then do the endpoints answer the visitor.
 *
 * Because node:sqlite runs on the main thread, a lock held by another process must never be
 * waited for inside SQLite (its busy timeout sleeps the whole event loop). Once migrated, the
 * connection fails fast on a lock, and `withRetry` waits between attempts with timers instead.
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Each migration runs once, in order, inside a transaction; never edit one that has shipped. */
export const migrations: readonly string[] = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     read_at TEXT,
     notified_at TEXT,
     notify_attempts INTEGER NOT NULL DEFAULT 0,
     notify_next_at TEXT,
     notify_error TEXT
   );
   CREATE INDEX messages_created ON messages (created_at DESC, id DESC);
   CREATE INDEX messages_pending_notify ON messages (notified_at) WHERE notified_at IS NULL;
   CREATE TABLE subscribers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL,
     email_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     ip_hash TEXT NOT NULL
   );
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `CREATE TABLE admin_sessions (
     token_hash TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );`,
  // A message the bot check doubts is kept for a person to review instead of being dropped.
  `ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'held'));
   CREATE INDEX messages_status ON messages (status, created_at DESC, id DESC);`,
  // Consent evidence, the page language and source, the inbox workflow (statuses, trash, note,
  // history) and unsubscribes. SQLite cannot change a CHECK in place, so the table is rebuilt.
  `CREATE TABLE messages_next (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     read_at TEXT,
     notified_at TEXT,
     notify_attempts INTEGER NOT NULL DEFAULT 0,
     notify_next_at TEXT,
     notify_error TEXT,
     status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'done', 'held', 'spam')),
     lang TEXT NOT NULL DEFAULT 'en',
     source TEXT NOT NULL DEFAULT '',
     consent_at TEXT,
     consent_notice TEXT,
     consent_newsletter INTEGER NOT NULL DEFAULT 0,
     note TEXT NOT NULL DEFAULT '',
     deleted_at TEXT
   );
   INSERT INTO messages_next (id, name, email, subject, message, created_at, ip_hash, read_at, notified_at, notify_attempts, notify_next_at, notify_error, status)
     SELECT id, name, email, subject, message, created_at, ip_hash, read_at, notified_at, notify_attempts, notify_next_at, notify_error, status FROM messages;
   DROP TABLE messages;
   ALTER TABLE messages_next RENAME TO messages;
   CREATE INDEX messages_created ON messages (created_at DESC, id DESC);
   CREATE INDEX messages_pending_notify ON messages (notified_at) WHERE notified_at IS NULL;
   CREATE INDEX messages_status ON messages (status, created_at DESC, id DESC);
   CREATE INDEX messages_email ON messages (email);
   CREATE TABLE message_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL
   );
   CREATE INDEX message_events_message ON message_events (message_id, id);
   ALTER TABLE subscribers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE subscribers ADD COLUMN source TEXT NOT NULL DEFAULT '';
   ALTER TABLE subscribers ADD COLUMN consent_at TEXT;
   ALTER TABLE subscribers ADD COLUMN consent_notice TEXT;
   ALTER TABLE subscribers ADD COLUMN unsubscribed_at TEXT;
   CREATE TABLE erasures (id INTEGER PRIMARY KEY AUTOINCREMENT, erased_at TEXT NOT NULL);`,
  // The inbox counts (open messages per status, unread, overdue) and the source filter read
  // these indexes alone, so a view costs milliseconds at tens of thousands of messages.
  `CREATE INDEX messages_open ON messages (status, created_at) WHERE deleted_at IS NULL;
   CREATE INDEX messages_unread ON messages (status) WHERE read_at IS NULL AND deleted_at IS NULL;
   CREATE INDEX messages_source ON messages (source);`,
  // Double opt-in (decision 083): a sign-up is pending until its confirmation link is used, and the
  // consent history is append-only events. The database writes the confirmed and unsubscribed events
  // itself, in the same statement that changes the status, so the history cannot disagree with it.
  // Addresses stored before this migration were single opt-in: they stay active, with their evidence
  // copied into a requested event (and an unsubscribed one where they had left).
  `ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'unsubscribed'));
   ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
   ALTER TABLE subscribers ADD COLUMN confirmed_request INTEGER;
   UPDATE subscribers SET status = 'unsubscribed' WHERE unsubscribed_at IS NOT NULL;
   CREATE TABLE subscriber_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('requested', 'confirmed', 'unsubscribed')),
     at TEXT NOT NULL,
     lang TEXT,
     source TEXT,
     notice TEXT,
     ip_hash TEXT,
     request_id INTEGER
   );
   CREATE INDEX subscriber_events_subscriber ON subscriber_events (subscriber_id, id);
   CREATE UNIQUE INDEX subscriber_events_one_confirmation ON subscriber_events (request_id) WHERE kind = 'confirmed';
   INSERT INTO subscriber_events (subscriber_id, kind, at, lang, source, notice, ip_hash)
     SELECT id, 'requested', COALESCE(consent_at, created_at), lang, source, consent_notice, ip_hash FROM subscribers ORDER BY id;
   INSERT INTO subscriber_events (subscriber_id, kind, at) SELECT id, 'unsubscribed', unsubscribed_at FROM subscribers WHERE unsubscribed_at IS NOT NULL ORDER BY id;
   CREATE TRIGGER subscriber_events_append_only BEFORE UPDATE ON subscriber_events
   BEGIN
     SELECT RAISE(ABORT, 'subscriber_events is append-only');
   END;
   CREATE TRIGGER subscribers_history AFTER UPDATE OF status ON subscribers WHEN NEW.status <> OLD.status AND NEW.status <> 'pending'
   BEGIN
     INSERT INTO subscriber_events (subscriber_id, kind, at, request_id) VALUES (
       NEW.id,
       CASE NEW.status WHEN 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_at ELSE NEW.unsubscribed_at END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_request END
     );
   END;`,
  // Decision 130: the optional phone (E.164) and the reply channel the visitor chose;
  // erasures keep how many rows went (never whose); outgoing webhook deliveries and their attempts (decision 131).
  `ALTER TABLE messages ADD COLUMN phone TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN reply_by TEXT NOT NULL DEFAULT 'email' CHECK (reply_by IN ('email', 'phone', 'zalo', 'whatsapp'));
   ALTER TABLE erasures ADD COLUMN messages INTEGER;
   ALTER TABLE erasures ADD COLUMN subscribers INTEGER;
   CREATE TABLE webhook_deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
     url TEXT NOT NULL,
     created_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_at TEXT,
     delivered_at TEXT,
     last_error TEXT,
     UNIQUE (message_id, url)
   );
   CREATE INDEX webhook_deliveries_due ON webhook_deliveries (delivered_at, next_at);
   CREATE TABLE webhook_attempts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     status INTEGER,
     error TEXT
   );
   CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);`,
  // Decision 132: a plan attached from a tool: its share link and a short summary ('' when none).
  `ALTER TABLE messages ADD COLUMN plan_link TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN plan_summary TEXT NOT NULL DEFAULT '';`,
];

export type Database = DatabaseSync;

function currentVersion(db: DatabaseSync): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  if (!row) {
    db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
    return 0;
  }
  return row.version;
}

export function migrate(db: DatabaseSync): number {
  db.exec('BEGIN IMMEDIATE');
  try {
    let version = currentVersion(db);
    if (version > migrations.length)
      throw new Error(`Database schema version ${version} is newer than this code (${migrations.length}).`);
    while (version < migrations.length) {
      db.exec(migrations[version]!);
      version += 1;
      db.prepare('UPDATE schema_version SET version = ?').run(version);
    }
    db.exec('COMMIT');
    return version;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Opens, migrates and proves the file writable, so a bad DATABASE_PATH stops the server at
 * start-up with one clear line instead of failing on a visitor's message later.
 */
export function openDatabase(path: string): DatabaseSync {
  try {
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    // Start-up may wait for another process's lock; nothing is being served yet.
    const db = new DatabaseSync(path, { timeout: 5000 });
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db);
    db.exec("INSERT OR REPLACE INTO settings (key, value) VALUES ('last_start', datetime('now'))");
    db.exec('PRAGMA busy_timeout = 0');
    return db;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailableError(`Cannot open the database at ${path}: ${reason}`);
  }
}

/** The store cannot be used at all (bad path, read-only file, corrupt file). */
export class StoreUnavailableError extends Error {}

/** The store is locked by someone else right now; the caller should answer 503 + Retry-After. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

const BUSY_CODES = new Set([5, 6]); // SQLITE_BUSY, SQLITE_LOCKED

export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && BUSY_CODES.has(code & 0xff);
}

/** Pauses between attempts on a locked database: about 1.5 s in all, never blocking. */
export const RETRY_DELAYS_MS: readonly number[] = [5, 10, 20, 40, 80, 160, 300, 400, 500];

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs a short synchronous statement; on a lock, retries after a timer, then gives up with
 * StoreBusyError. Each attempt fails in microseconds, so the event loop is never held.
 */
export async function withRetry<T>(work: () => T, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const delay = delays[attempt];
      if (delay === undefined) throw new StoreBusyError('The database is busy.');
      await sleep(delay);
    }
  }
}

const open = new Map<string, DatabaseSync>();

/** One connection per file for the life of the process. */
export function getDatabase(path: string): DatabaseSync {
  const key = path === ':memory:' ? path : resolve(path);
  let db = open.get(key);
  if (!db) {
    db = openDatabase(path);
    open.set(key, db);
  }
  return db;
}

export function closeDatabase(path: string): void {
  const key = path === ':memory:' ? path : resolve(path);
  open.get(key)?.close();
  open.delete(key);
}
