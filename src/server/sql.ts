/**
 * One small SQL interface over the two stores: embedded SQLite (node:sqlite, the default) and PostgreSQL
 * (`pg`, when DATABASE_URL is set). Queries are written once with `?` placeholders in the SQL both dialects
 * share (LIMIT/OFFSET, LIKE … ESCAPE, ON CONFLICT … DO NOTHING, RETURNING); only the migrations differ.
 * A lock or an unreachable database becomes StoreBusyError, which the endpoints answer with 503 and
 * Retry-After, so a visitor is never told a message was kept when it was not.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Pool } from 'pg';
import { StoreBusyError, withRetry } from './db.ts';

export type SqlValue = string | number | null;
export type Dialect = 'sqlite' | 'postgres';

export interface Sql {
  readonly dialect: Dialect;
  all<T>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a write; resolves with the number of rows it changed, after it is committed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** Answers when the store can be reached (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function sqliteSql(db: DatabaseSync): Sql {
  const values = (params: readonly SqlValue[]) => params as SQLInputValue[];
  return {
    dialect: 'sqlite',
    all<T>(text: string, params: readonly SqlValue[] = []) {
      return withRetry(() => db.prepare(text).all(...values(params)) as T[]);
    },
    get<T>(text: string, params: readonly SqlValue[] = []) {
      return withRetry(() => db.prepare(text).get(...values(params)) as T | undefined);
    },
    run: (text, params = []) => withRetry(() => Number(db.prepare(text).run(...values(params)).changes)),
    ping: () => withRetry(() => void db.prepare('SELECT 1').get()),
    close: async () => db.close(),
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

export function postgresSql(pool: Pool): Sql {
  const query = async (text: string, params: readonly SqlValue[]) => {
    try {
      return await pool.query(numberedPlaceholders(text), params as SqlValue[]);
    } catch (error) {
      if (isTransientPostgresError(error)) throw new StoreBusyError(`The database is unavailable: ${(error as Error).message}`);
      throw error;
    }
  };
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
    close: () => pool.end(),
  };
}
