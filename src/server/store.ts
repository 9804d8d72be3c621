/**
 * Opens the configured store at start-up: PostgreSQL when DATABASE_URL is set (migrated under an
 * advisory lock, so instances starting together are safe), else the SQLite file at DATABASE_PATH.
 * A store that cannot be opened stops the server with one clear line (StoreUnavailableError).
 */
import type { Pool } from 'pg';
import type { Env } from './env.ts';
import { StoreUnavailableError, openDatabase } from './db.ts';
import { createPool, migratePostgres } from './postgres.ts';
import { postgresSql, sqliteSql, type Sql } from './sql.ts';

export interface StoreBackend {
  sql: Sql;
  /** Present with PostgreSQL: the shared rate limits use the same pool. */
  pool?: Pool;
}

/** The address without its password, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

export async function openStore(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_PATH' | 'DATABASE_POOL_SIZE'>,
): Promise<StoreBackend> {
  if (!env.DATABASE_URL) return { sql: sqliteSql(openDatabase(env.DATABASE_PATH), env.DATABASE_PATH) };
  const pool = createPool(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE });
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreUnavailableError(
      `Cannot open the database at ${redactUrl(env.DATABASE_URL)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { sql: postgresSql(pool), pool };
}
