/**
 * The SQLite database (node:sqlite, built into Node 24): one file, WAL, versioned migrations.
 * Statements run synchronously, so when a write call returns, its transaction is committed and
 * durable (synchronous=FULL); only then do the endpoints answer the visitor.
 */
import { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';
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
    if (version > migrations.length) throw new Error(`Database schema version ${version} is newer than this code (${migrations.length}).`);
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

export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new DatabaseSync(path, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  return db;
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

/** A random value created once per database and kept in it (e.g. the IP-hash salt). */
export function persistentSecret(db: DatabaseSync, key: string): string {
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, randomBytes(32).toString('base64url'));
  return (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string }).value;
}

/** Runs `work` in one transaction; returns only after COMMIT. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
