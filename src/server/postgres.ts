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
  // Double opt-in (decision 083): a sign-up is pending until its confirmation link is used, and the
  // consent history is append-only events. The database writes the confirmed and unsubscribed events
  // itself, in the same statement that changes the status, so the history cannot disagree with it.
  // Addresses stored before this migration were single opt-in: they stay active, with their evidence
  // copied into a requested event (and an unsubscribed one where they had left).
  `ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'unsubscribed'));
   ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
   ALTER TABLE subscribers ADD COLUMN confirmed_request BIGINT;
   UPDATE subscribers SET status = 'unsubscribed' WHERE unsubscribed_at IS NOT NULL;
   CREATE TABLE subscriber_events (
     id BIGSERIAL PRIMARY KEY,
     subscriber_id BIGINT NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('requested', 'confirmed', 'unsubscribed')),
     at TEXT NOT NULL,
     lang TEXT,
     source TEXT,
     notice TEXT,
     ip_hash TEXT,
     request_id BIGINT
   );
   CREATE INDEX subscriber_events_subscriber ON subscriber_events (subscriber_id, id);
   CREATE UNIQUE INDEX subscriber_events_one_confirmation ON subscriber_events (request_id) WHERE kind = 'confirmed';
   INSERT INTO subscriber_events (subscriber_id, kind, at, lang, source, notice, ip_hash)
     SELECT id, 'requested', COALESCE(consent_at, created_at), lang, source, consent_notice, ip_hash FROM subscribers ORDER BY id;
   INSERT INTO subscriber_events (subscriber_id, kind, at) SELECT id, 'unsubscribed', unsubscribed_at FROM subscribers WHERE unsubscribed_at IS NOT NULL ORDER BY id;
   CREATE FUNCTION subscriber_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'subscriber_events is append-only';
   END $$;
   CREATE TRIGGER subscriber_events_append_only BEFORE UPDATE ON subscriber_events FOR EACH ROW EXECUTE FUNCTION subscriber_events_append_only();
   CREATE FUNCTION subscribers_history() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO subscriber_events (subscriber_id, kind, at, request_id) VALUES (
       NEW.id,
       CASE NEW.status WHEN 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_at ELSE NEW.unsubscribed_at END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_request END
     );
     RETURN NULL;
   END $$;
   CREATE TRIGGER subscribers_history AFTER UPDATE OF status ON subscribers FOR EACH ROW
     WHEN (NEW.status <> OLD.status AND NEW.status <> 'pending') EXECUTE FUNCTION subscribers_history();`,
  // Decision 130: the optional phone (E.164) and the reply channel the visitor chose;
  // erasures keep how many rows went (never whose); outgoing webhook deliveries and their attempts (decision 131).
  `ALTER TABLE messages ADD COLUMN phone TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN reply_by TEXT NOT NULL DEFAULT 'email' CHECK (reply_by IN ('email', 'phone', 'zalo', 'whatsapp'));
   ALTER TABLE erasures ADD COLUMN messages INTEGER;
   ALTER TABLE erasures ADD COLUMN subscribers INTEGER;
   CREATE TABLE webhook_deliveries (
     id BIGSERIAL PRIMARY KEY,
     message_id BIGINT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
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
     id BIGSERIAL PRIMARY KEY,
     delivery_id BIGINT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     status INTEGER,
     error TEXT
   );
   CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);`,
  // Decision 132: a plan attached from a tool: its share link and a short summary ('' when none).
  `ALTER TABLE messages ADD COLUMN plan_link TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN plan_summary TEXT NOT NULL DEFAULT '';`,
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

export async function migratePostgres(
  pool: pg.Pool,
  migrations: readonly string[] = postgresMigrations,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    await client.query(postgresOnlyTables);
    const row = (await client.query<{ version: number }>('SELECT version FROM schema_version')).rows[0];
    let version = row?.version ?? 0;
    if (!row) await client.query('INSERT INTO schema_version (version) VALUES (0)');
    if (version > migrations.length)
      throw new Error(`Database schema version ${version} is newer than this code (${migrations.length}).`);
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
