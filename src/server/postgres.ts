/**
 * PostgreSQL as the shared store (DATABASE_URL=postgres://…): one pool per process with timeouts, and
 * the schema migrations, run at start-up under an advisory lock so two instances starting together
 * migrate once. The numbered list mirrors db.ts's SQLite list step for step (only the DDL differs);
 * times are ISO-8601 UTC text in both stores, so every query and its ordering is the same.
 */
import pg from 'pg';

export const postgresMigrations: readonly string[] = [
  `CREATE TABLE messages (
     id BIGSERIAL PRIMARY KEY,
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
     id BIGSERIAL PRIMARY KEY,
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
  `ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'held'));
   CREATE INDEX messages_status ON messages (status, created_at DESC, id DESC);`,
  `ALTER TABLE messages DROP CONSTRAINT messages_status_check;
   ALTER TABLE messages ADD CONSTRAINT messages_status_check CHECK (status IN ('new', 'replied', 'done', 'held', 'spam'));
   ALTER TABLE messages ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE messages ADD COLUMN source TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN consent_at TEXT;
   ALTER TABLE messages ADD COLUMN consent_notice TEXT;
   ALTER TABLE messages ADD COLUMN consent_newsletter INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE messages ADD COLUMN note TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN deleted_at TEXT;
   CREATE INDEX messages_email ON messages (email);
   CREATE TABLE message_events (
     id BIGSERIAL PRIMARY KEY,
     message_id BIGINT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
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
   CREATE TABLE erasures (id BIGSERIAL PRIMARY KEY, erased_at TEXT NOT NULL);`,
  // The inbox counts (open messages per status, unread, overdue) and the source filter read
  // these indexes alone, so a view costs milliseconds at tens of thousands of messages.
  `CREATE INDEX messages_open ON messages (status, created_at) WHERE deleted_at IS NULL;
   CREATE INDEX messages_unread ON messages (status) WHERE read_at IS NULL AND deleted_at IS NULL;
   CREATE INDEX messages_source ON messages (source);`,
];

/**
 * Tables only the shared store has: the rate-limit counters (the layout rate-limiter-flexible reads and
 * writes). Kept apart from the mirrored list so both stores keep the same schema version numbers.
 */
export const postgresOnlyTables = `CREATE TABLE IF NOT EXISTS rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);`;

/** Any fixed 64-bit number names the lock; this one spells "brightln" in ASCII. */
const MIGRATION_LOCK = '7094708587306135150';

export interface PoolOptions {
  /** Connections per instance; two instances share the server's max_connections (default 100). */
  max?: number;
}

export function createPool(url: string, { max = 10 }: PoolOptions = {}): pg.Pool {
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

export async function migratePostgres(pool: pg.Pool, migrations: readonly string[] = postgresMigrations): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    await client.query(postgresOnlyTables);
    const row = (await client.query<{ version: number }>('SELECT version FROM schema_version')).rows[0];
    let version = row?.version ?? 0;
    if (!row) await client.query('INSERT INTO schema_version (version) VALUES (0)');
    if (version > migrations.length) throw new Error(`Database schema version ${version} is newer than this code (${migrations.length}).`);
    while (version < migrations.length) {
      await client.query(migrations[version]!);
      version += 1;
      await client.query('UPDATE schema_version SET version = $1', [version]);
    }
    await client.query('COMMIT');
    return version;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
