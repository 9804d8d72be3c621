/**
 * The configured store, opened at start-up: PostgreSQL when DATABASE_URL is set (migrated under an
 * advisory lock), else the SQLite file at DATABASE_PATH. One that cannot be opened stops the server
 * with one clear line (StoreUnavailableError). Then its health, for /healthz: a probe every few
 * seconds in the background, so the health check never waits on the database (a load balancer polls
 * it often); a write the store refuses marks it unhealthy at once, and each change is logged once.
 */
import type { Pool } from 'pg';
import type { Env } from './env.ts';
import { openDatabase, sqliteSql } from './sqlite.ts';
import { createPool, migratePostgres, postgresSql } from './postgres.ts';
import { StoreUnavailableError, type Sql } from './sql.ts';

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

/** 200 while the store takes writes, 503 otherwise (a load balancer stops sending visitors). */
export interface HealthReport {
  status: 200 | 503;
  body: Buffer;
}

export function watchStoreHealth(sql: Sql, intervalMs = 5_000, log: (line: string) => void = console.error) {
  const kind = sql.dialect;
  let reachable = true;
  let current: HealthReport;
  const set = (next: boolean, reason: string) => {
    if (next !== reachable)
      log(next ? `Store healthy again (${kind}): writes are accepted.` : `Store unhealthy (${kind}): ${reason}`);
    reachable = next;
    const store = { kind, reachable, checkedAt: new Date().toISOString() };
    current = {
      status: reachable ? 200 : 503,
      body: Buffer.from(JSON.stringify({ status: reachable ? 'ok' : 'unhealthy', store })),
    };
  };
  set(true, '');
  sql.onWriteFailure((error) => set(false, error.message));
  const timer = setInterval(() => {
    sql.ping().then(
      () => set(true, ''),
      (error: unknown) => set(false, error instanceof Error ? error.message : String(error)),
    );
  }, intervalMs);
  timer.unref();
  return { report: () => current, stop: () => clearInterval(timer) };
}
