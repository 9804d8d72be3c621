/**
 * PostgreSQL as the shared store (DATABASE_URL=postgres://…): one pool per process with timeouts; the
 * migrations run at start-up under an advisory lock, so two instances starting together migrate once.
 */
import pg from 'pg';
import { migrationsFor } from '../features/leads/server/schema.ts';
import { StoreBusyError, migrationRun, watchWrites, type Sql, type SqlValue } from './sql.ts';

const migrations = migrationsFor('postgres');

/**
 * The rate-limit counters (the layout rate-limiter-flexible reads and writes): only the shared store
 * has them, kept apart from the shared list so both stores keep the same schema version numbers.
 */
const RATE_LIMITS_TABLE = `CREATE TABLE IF NOT EXISTS rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);`;

/** Any fixed 64-bit number names the lock; this one spells "brightln" in ASCII. */
const MIGRATION_LOCK = '7094708587306135150';

/** `max`: connections per instance; instances share the server's max_connections (default 100). */
export function createPool(url: string, { max = 10 }: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that is down must turn into a quick 503, not a request hanging until the proxy gives up.
    connectionTimeoutMillis: 3_000,
    query_timeout: 5_000,
    statement_timeout: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'brightlane-site',
  });
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** `?` → `$1, $2, …` (our queries never put a `?` inside quotes). */
const numbered = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${(index += 1)}`);
};

/** Runs the due migrations (sql.ts's runner) in one transaction under the lock; answers the version reached. */
export async function migratePostgres(pool: pg.Pool, list: readonly string[] = migrations): Promise<number> {
  const client = await pool.connect();
  const run = migrationRun(['BEGIN', `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`, RATE_LIMITS_TABLE], list);
  try {
    for (let step = run.next(); ;) {
      if (step.done) return step.value;
      const { sql, params } = step.value;
      step = run.next((await client.query(params ? numbered(sql) : sql, params)).rows as { version: number }[]);
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Errors that say "not now" rather than "never": unreachable, restarting, out of connections, or a
 * lock or serialization conflict (SQLSTATE classes 08, 53, 57 and 40001, 40P01, 55P03); a driver
 * error without a SQLSTATE (refused connection, timeout, terminated) counts too.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return ['08', '53', '57'].includes(code.slice(0, 2)) || ['40001', '40P01', '55P03'].includes(code);
}

export function postgresSql(pool: pg.Pool): Sql {
  const writes = watchWrites();
  const send = async (text: string, params: readonly SqlValue[]) => {
    try {
      return await pool.query(numbered(text), params as SqlValue[]);
    } catch (error) {
      if (!isTransient(error)) throw error;
      throw new StoreBusyError(`The database is unavailable: ${(error as Error).message}`, true);
    }
  };
  const query = (text: string, params: readonly SqlValue[]) =>
    /^\s*SELECT\b/i.test(text) ? send(text, params) : writes.watch(send(text, params));
  return {
    dialect: 'postgres',
    all: async <T>(text: string, params: readonly SqlValue[] = []) => (await query(text, params)).rows as T[],
    get: async <T>(text: string, params: readonly SqlValue[] = []) =>
      (await query(text, params)).rows[0] as T | undefined,
    run: async (text, params = []) => (await query(text, params)).rowCount ?? 0,
    ping: async () => void (await query('SELECT 1', [])),
    onWriteFailure: writes.add,
    close: () => pool.end(),
  };
}
