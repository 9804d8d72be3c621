/**
 * One small SQL interface over the two stores: embedded SQLite (node:sqlite, the default) and PostgreSQL
 * (`pg`, when DATABASE_URL is set). Queries are written once with `?` placeholders in the SQL both dialects
 * share (LIMIT/OFFSET, LIKE … ESCAPE, ON CONFLICT … DO NOTHING, RETURNING); only the migrations differ.
 * A lock or an unreachable database becomes StoreBusyError, which the endpoints answer with 503 and
 * Retry-After, so a visitor is never told a message was kept when it was not.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Pool } from 'pg';
import { StoreBusyError, withRetry } from './db.ts';
import { sqliteFile } from './sqlite-file.ts';

export type SqlValue = string | number | null;
export type Dialect = 'sqlite' | 'postgres';

export interface Sql {
  readonly dialect: Dialect;
  all<T>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a write; resolves with the number of rows it changed, after it is committed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** Answers when the store can be reached and can take a write (the health check). */
  ping(): Promise<void>;
  /** Called with every write the store refused for a reason other than a passing lock. */
  onWriteFailure(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/** Tells the listeners (the health report) about a failed write, and passes the failure on. */
function faultListeners() {
  const listeners: ((error: Error) => void)[] = [];
  return {
    add: (listener: (error: Error) => void) => void listeners.push(listener),
    async watch<T>(write: Promise<T>): Promise<T> {
      try {
        return await write;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        // A lock passes in a moment: only a store that cannot write makes it unhealthy.
        if (!(failure instanceof StoreBusyError) || isPostgresOutage(failure))
          for (const listener of listeners) listener(failure);
        throw error;
      }
    },
  };
}

/** A statement that only reads; anything else runs as a checked write (see sqlite-file.ts). */
const isRead = (text: string) => /^\s*(SELECT|PRAGMA)\b/i.test(text);

/**
 * Writes commit in an explicit transaction whose COMMIT must succeed, then the file is checked, so a
 * full disk, a read-only file or a deleted one is an error here, never an id handed back for a row
 * that is not stored. `path` is the file the connection was opened on (':memory:' for none).
 */
export function sqliteSql(initial: DatabaseSync, path = ':memory:'): Sql {
  const file = sqliteFile(initial, path);
  const failures = faultListeners();
  const values = (params: readonly SqlValue[]) => params as SQLInputValue[];
  const rows = (text: string, params: readonly SqlValue[]) =>
    isRead(text)
      ? withRetry(() => file.db.prepare(text).all(...values(params)))
      : failures.watch(withRetry(() => file.write((db) => db.prepare(text).all(...values(params)))));
  return {
    dialect: 'sqlite',
    async all<T>(text: string, params: readonly SqlValue[] = []) {
      return (await rows(text, params)) as T[];
    },
    async get<T>(text: string, params: readonly SqlValue[] = []) {
      return (await rows(text, params))[0] as T | undefined;
    },
    run: (text, params = []) =>
      failures.watch(withRetry(() => file.write((db) => Number(db.prepare(text).run(...values(params)).changes)))),
    // The health probe proves the store can still take a write: a full disk fails this one too.
    ping: () =>
      withRetry(() =>
        file.write(
          (db) =>
            void db
              .prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('health_probe', ?)")
              .run(new Date().toISOString()),
        ),
      ),
    onWriteFailure: failures.add,
    close: async () => file.db.close(),
  };
}

/** `?` → `$1, $2, …`, leaving quoted text alone (our queries never put a `?` inside quotes, but be safe). */
export function numberedPlaceholders(text: string): string {
  let index = 0;
  let quoted = false;
  let out = '';
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    out += char === '?' && !quoted ? `$${(index += 1)}` : char;
  }
  return out;
}

/**
 * Errors that say "not now" rather than "never": the server is unreachable, restarting, out of
 * connections, or a lock or serialization conflict. SQLSTATE classes 08, 53, 57 and codes 40001, 40P01,
 * 55P03; a driver error without a SQLSTATE (refused connection, timeout, terminated) counts too.
 */
export function isTransientPostgresError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return ['08', '53', '57'].includes(code.slice(0, 2)) || ['40001', '40P01', '55P03'].includes(code);
}

const OUTAGE = 'The database is unavailable: ';
const isPostgresOutage = (error: Error) => error.message.startsWith(OUTAGE);

export function postgresSql(pool: Pool): Sql {
  const failures = faultListeners();
  const send = async (text: string, params: readonly SqlValue[]) => {
    try {
      return await pool.query(numberedPlaceholders(text), params as SqlValue[]);
    } catch (error) {
      if (isTransientPostgresError(error)) throw new StoreBusyError(`${OUTAGE}${(error as Error).message}`);
      throw error;
    }
  };
  const query = (text: string, params: readonly SqlValue[]) =>
    isRead(text) ? send(text, params) : failures.watch(send(text, params));
  return {
    dialect: 'postgres',
    async all<T>(text: string, params: readonly SqlValue[] = []) {
      return (await query(text, params)).rows as T[];
    },
    async get<T>(text: string, params: readonly SqlValue[] = []) {
      return (await query(text, params)).rows[0] as T | undefined;
    },
    run: async (text, params = []) => (await query(text, params)).rowCount ?? 0,
    ping: async () => void (await query('SELECT 1', [])),
    onWriteFailure: failures.add,
    close: () => pool.end(),
  };
}

/**
 * A random value created once per database and kept in it (e.g. the IP-hash salt), so every instance
 * sharing the database agrees on it. The first writer wins; the others read what it wrote.
 */
export async function persistentSecret(sql: Sql, key: string): Promise<string> {
  await sql.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('base64url'),
  ]);
  return (await sql.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [key]))!.value;
}
