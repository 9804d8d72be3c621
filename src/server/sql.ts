/**
 * One small SQL interface over the two stores: embedded SQLite (sqlite.ts, the default) and PostgreSQL
 * (postgres.ts, when DATABASE_URL is set). Queries are written once with `?` placeholders in the SQL both
 * dialects share (LIMIT/OFFSET, LIKE … ESCAPE, ON CONFLICT … DO NOTHING, RETURNING). A lock or an
 * unreachable database becomes StoreBusyError, which the endpoints answer with 503 and Retry-After, so a
 * visitor is never told a message was kept when it was not.
 */
import { randomBytes } from 'node:crypto';

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

/** The store cannot be used at all (bad path, read-only file, corrupt file). */
export class StoreUnavailableError extends Error {}

/** The store is locked or unreachable right now; the caller should answer 503 + Retry-After. */
export class StoreBusyError extends Error {
  /** `outage`: unreachable, not a passing lock, so the health report turns unhealthy. */
  constructor(
    message: string,
    readonly outage = false,
  ) {
    super(message);
  }
}

/**
 * Seconds to wait when the store refused for now rather than failed: a passing lock 5, an outage or
 * an unusable file 60; undefined for any other error (a bug).
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (error instanceof StoreBusyError) return 5;
  return error instanceof StoreUnavailableError ? 60 : undefined;
}

/** Tells the listeners (the health report) about a failed write, and passes the failure on. */
export function watchWrites() {
  const listeners: ((error: Error) => void)[] = [];
  return {
    add: (listener: (error: Error) => void) => void listeners.push(listener),
    async watch<T>(write: Promise<T>): Promise<T> {
      try {
        return await write;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (!(failure instanceof StoreBusyError) || failure.outage) for (const listener of listeners) listener(failure);
        throw error;
      }
    },
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

/**
 * The one migration runner of both stores, as the statements to run (with `params`, even none, a single
 * prepared statement): the store's opening (transaction, lock), the version table, each due step and the
 * version it reaches, COMMIT. Given each statement's rows, it returns the version reached. SQLite drives it
 * synchronously (the file-rebuild path cannot await), PostgreSQL with awaits; on a throw both roll back.
 */
export function* migrationRun(
  opening: readonly string[],
  migrations: readonly string[],
): Generator<{ sql: string; params?: SqlValue[] }, number, readonly { version: number }[] | undefined> {
  for (const sql of opening) yield { sql };
  yield { sql: 'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)' };
  const row = (yield { sql: 'SELECT version FROM schema_version', params: [] })?.[0];
  if (!row) yield { sql: 'INSERT INTO schema_version (version) VALUES (0)' };
  let version = Number(row?.version ?? 0);
  if (version > migrations.length)
    throw new Error(`Database schema version ${version} is newer than this code (${migrations.length}).`);
  for (; version < migrations.length; version += 1) {
    yield { sql: migrations[version]! };
    yield { sql: 'UPDATE schema_version SET version = ?', params: [version + 1] };
  }
  yield { sql: 'COMMIT' };
  return version;
}
