/**
 * The store's schema, written once for both stores and run by them at start-up (src/server/sqlite.ts,
 * postgres.ts): the leads' tables (messages, subscribers, their histories, erasures, webhook
 * deliveries) and the two small ones beside them (the admin's sessions, the process's settings), in
 * one list because its positions are the version numbers the databases record. Each migration runs
 * once, in order, inside a transaction; never edit one that has shipped. Only the key types, the
 * CHECK change of step 4 (SQLite cannot alter a CHECK, so it rebuilds the table) and the triggers of
 * step 6 differ. Times are ISO-8601 UTC text in both stores, so every query and its ordering is the same.
 */
import type { Dialect } from '../../../server/sql.ts';

/** Columns step 4 adds to messages (SQLite rebuilds the table with them, PostgreSQL adds them). */
const MESSAGE_COLUMNS_4 = [
  "lang TEXT NOT NULL DEFAULT 'en'",
  "source TEXT NOT NULL DEFAULT ''",
  'consent_at TEXT',
  'consent_notice TEXT',
  'consent_newsletter INTEGER NOT NULL DEFAULT 0',
  "note TEXT NOT NULL DEFAULT ''",
  'deleted_at TEXT',
];
const STATUS_CHECK_4 = "CHECK (status IN ('new', 'replied', 'done', 'held', 'spam'))";
const FIRST_COLUMNS = `name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     read_at TEXT,
     notified_at TEXT,
     notify_attempts INTEGER NOT NULL DEFAULT 0,
     notify_next_at TEXT,
     notify_error TEXT`;
const HISTORY_ROW = `INSERT INTO subscriber_events (subscriber_id, kind, at, request_id) VALUES (
       NEW.id,
       CASE NEW.status WHEN 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_at ELSE NEW.unsubscribed_at END,
       CASE NEW.status WHEN 'active' THEN NEW.confirmed_request END
     );`;

export function migrationsFor(dialect: Dialect): readonly string[] {
  const sqlite = dialect === 'sqlite';
  const id = sqlite ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'BIGSERIAL PRIMARY KEY';
  const ref = sqlite ? 'INTEGER' : 'BIGINT';
  const messageIndexes = `CREATE INDEX messages_created ON messages (created_at DESC, id DESC);
   CREATE INDEX messages_pending_notify ON messages (notified_at) WHERE notified_at IS NULL;`;
  const statusIndex = 'CREATE INDEX messages_status ON messages (status, created_at DESC, id DESC);';
  const firstNames =
    'name, email, subject, message, created_at, ip_hash, read_at, notified_at, notify_attempts, notify_next_at, notify_error, status';
  const widenStatus = sqlite
    ? `CREATE TABLE messages_next (id ${id}, ${FIRST_COLUMNS},
     status TEXT NOT NULL DEFAULT 'new' ${STATUS_CHECK_4},
     ${MESSAGE_COLUMNS_4.join(',\n     ')}
   );
   INSERT INTO messages_next (id, ${firstNames}) SELECT id, ${firstNames} FROM messages;
   DROP TABLE messages;
   ALTER TABLE messages_next RENAME TO messages;
   ${messageIndexes}
   ${statusIndex}`
    : `ALTER TABLE messages DROP CONSTRAINT messages_status_check;
   ALTER TABLE messages ADD CONSTRAINT messages_status_check ${STATUS_CHECK_4};
   ${MESSAGE_COLUMNS_4.map((column) => `ALTER TABLE messages ADD COLUMN ${column};`).join('\n   ')}`;
  const historyTriggers = sqlite
    ? `CREATE TRIGGER subscriber_events_append_only BEFORE UPDATE ON subscriber_events
   BEGIN
     SELECT RAISE(ABORT, 'subscriber_events is append-only');
   END;
   CREATE TRIGGER subscribers_history AFTER UPDATE OF status ON subscribers WHEN NEW.status <> OLD.status AND NEW.status <> 'pending'
   BEGIN
     ${HISTORY_ROW}
   END;`
    : `CREATE FUNCTION subscriber_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'subscriber_events is append-only';
   END $$;
   CREATE TRIGGER subscriber_events_append_only BEFORE UPDATE ON subscriber_events FOR EACH ROW EXECUTE FUNCTION subscriber_events_append_only();
   CREATE FUNCTION subscribers_history() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${HISTORY_ROW}
     RETURN NULL;
   END $$;
   CREATE TRIGGER subscribers_history AFTER UPDATE OF status ON subscribers FOR EACH ROW
     WHEN (NEW.status <> OLD.status AND NEW.status <> 'pending') EXECUTE FUNCTION subscribers_history();`;
  return [
    `CREATE TABLE messages (id ${id}, ${FIRST_COLUMNS});
   ${messageIndexes}
   CREATE TABLE subscribers (
     id ${id},
     email TEXT NOT NULL,
     email_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     ip_hash TEXT NOT NULL
   );
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    `CREATE TABLE admin_sessions (token_hash TEXT PRIMARY KEY, created_at TEXT NOT NULL, expires_at TEXT NOT NULL);`,
    // A message the bot check doubts is kept for a person to review instead of being dropped.
    `ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'held'));
   ${statusIndex}`,
    // Consent evidence, the page language and source, the inbox workflow (statuses, trash, note,
    // history) and unsubscribes.
    `${widenStatus}
   CREATE INDEX messages_email ON messages (email);
   CREATE TABLE message_events (
     id ${id},
     message_id ${ref} NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
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
   CREATE TABLE erasures (id ${id}, erased_at TEXT NOT NULL);`,
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
   ALTER TABLE subscribers ADD COLUMN confirmed_request ${ref};
   UPDATE subscribers SET status = 'unsubscribed' WHERE unsubscribed_at IS NOT NULL;
   CREATE TABLE subscriber_events (
     id ${id},
     subscriber_id ${ref} NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('requested', 'confirmed', 'unsubscribed')),
     at TEXT NOT NULL,
     lang TEXT,
     source TEXT,
     notice TEXT,
     ip_hash TEXT,
     request_id ${ref}
   );
   CREATE INDEX subscriber_events_subscriber ON subscriber_events (subscriber_id, id);
   CREATE UNIQUE INDEX subscriber_events_one_confirmation ON subscriber_events (request_id) WHERE kind = 'confirmed';
   INSERT INTO subscriber_events (subscriber_id, kind, at, lang, source, notice, ip_hash)
     SELECT id, 'requested', COALESCE(consent_at, created_at), lang, source, consent_notice, ip_hash FROM subscribers ORDER BY id;
   INSERT INTO subscriber_events (subscriber_id, kind, at) SELECT id, 'unsubscribed', unsubscribed_at FROM subscribers WHERE unsubscribed_at IS NOT NULL ORDER BY id;
   ${historyTriggers}`,
    // Decision 130: the optional phone (E.164) and the reply channel the visitor chose;
    // erasures keep how many rows went (never whose); outgoing webhook deliveries and their attempts (decision 131).
    `ALTER TABLE messages ADD COLUMN phone TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN reply_by TEXT NOT NULL DEFAULT 'email' CHECK (reply_by IN ('email', 'phone', 'zalo', 'whatsapp'));
   ALTER TABLE erasures ADD COLUMN messages INTEGER;
   ALTER TABLE erasures ADD COLUMN subscribers INTEGER;
   CREATE TABLE webhook_deliveries (
     id ${id},
     message_id ${ref} NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
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
     id ${id},
     delivery_id ${ref} NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
     at TEXT NOT NULL,
     status INTEGER,
     error TEXT
   );
   CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);`,
    // Decision 132: a plan attached from a tool: its share link and a short summary ('' when none).
    `ALTER TABLE messages ADD COLUMN plan_link TEXT NOT NULL DEFAULT '';
   ALTER TABLE messages ADD COLUMN plan_summary TEXT NOT NULL DEFAULT '';`,
  ];
}
