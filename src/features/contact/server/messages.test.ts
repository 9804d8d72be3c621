import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreBusyError, closeDatabase, getDatabase, migrations, openDatabase, persistentSecret, type Database } from '../../../server/db.ts';
import {
  addSubscriber,
  allMessages,
  countHeld,
  countUnread,
  deleteMessage,
  dueNotifications,
  getMessage,
  insertMessage,
  listMessages,
  listSubscribers,
  markNotified,
  markNotifyFailed,
  setRead,
} from './messages.ts';
import { deliverPending, notificationMail, type MailSender } from './notify.ts';
import { sqliteMessageStore } from './message-store.ts';

let dir: string;
let path: string;
let db: Database;

const message = (n: number) => ({ name: `Person ${n}`, email: `p${n}@example.com`, subject: `Subject ${n}`, message: `Body ${n}` });
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brightlane-db-'));
  path = join(dir, 'nested', 'test.db');
  db = getDatabase(path);
});

afterEach(() => {
  closeDatabase(path);
  rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('creates the file and its folder, in WAL mode, at the latest schema version', () => {
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    expect((db.prepare('SELECT version FROM schema_version').get() as { version: number }).version).toBe(migrations.length);
  });

  it('migrates only once: reopening keeps the data and the version', () => {
    insertMessage(db, message(1), 'hash');
    closeDatabase(path);
    db = getDatabase(path);
    expect(allMessages(db)).toHaveLength(1);
    expect((db.prepare('SELECT COUNT(*) AS n FROM schema_version').get() as { n: number }).n).toBe(1);
  });

  it('upgrades a database created by the first migration', () => {
    const old = join(dir, 'old.db');
    const raw = new DatabaseSync(old);
    raw.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);');
    raw.exec(migrations[0]!);
    raw.close();
    const upgraded = openDatabase(old);
    expect((upgraded.prepare('SELECT version FROM schema_version').get() as { version: number }).version).toBe(migrations.length);
    expect(() => upgraded.prepare('SELECT * FROM admin_sessions').all()).not.toThrow();
    upgraded.close();
  });

  it('keeps a persistent secret per key', () => {
    const first = persistentSecret(db, 'ip_salt');
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(persistentSecret(db, 'ip_salt')).toBe(first);
  });

  it('stores a hash of the IP, never an IP', () => {
    insertMessage(db, message(1), 'a1b2c3');
    const columns = (db.prepare('PRAGMA table_info(messages)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain('ip_hash');
    expect(columns).not.toContain('ip');
  });
});

describe('messages', () => {
  it('lists newest first with paging', () => {
    for (let i = 1; i <= 25; i += 1) insertMessage(db, message(i), 'h', at(i));
    const first = listMessages(db, { pageSize: 10 });
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.items.map((m) => m.subject).slice(0, 2)).toEqual(['Subject 25', 'Subject 24']);
    const last = listMessages(db, { pageSize: 10, page: 99 });
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(5);
  });

  it('searches name, e-mail and subject literally', () => {
    insertMessage(db, { ...message(1), subject: 'Budget 100% review' }, 'h');
    insertMessage(db, { ...message(2), name: 'Mai Nguyen' }, 'h');
    insertMessage(db, message(3), 'h');
    expect(listMessages(db, { search: '100%' }).items.map((m) => m.id)).toHaveLength(1);
    expect(listMessages(db, { search: 'mai' }).total).toBe(1);
    expect(listMessages(db, { search: 'p3@example' }).total).toBe(1);
    expect(listMessages(db, { search: '_' }).total).toBe(0);
  });

  it('tracks read state, filters unread and deletes', () => {
    const a = insertMessage(db, message(1), 'h');
    const b = insertMessage(db, message(2), 'h');
    expect(countUnread(db)).toBe(2);
    expect(setRead(db, a, true)).toBe(true);
    expect(getMessage(db, a)?.readAt).not.toBeNull();
    expect(listMessages(db, { unreadOnly: true }).items.map((m) => m.id)).toEqual([b]);
    setRead(db, a, false);
    expect(countUnread(db)).toBe(2);
    expect(deleteMessage(db, a)).toBe(true);
    expect(deleteMessage(db, a)).toBe(false);
    expect(getMessage(db, a)).toBeUndefined();
  });
});

describe('held messages', () => {
  it('keeps doubted messages out of the inbox view and in their own', () => {
    insertMessage(db, message(1), 'h', at(1));
    const held = insertMessage(db, message(2), 'h', at(2), 'held');
    expect(listMessages(db).items.map((m) => m.subject)).toEqual(['Subject 1']);
    expect(listMessages(db, { status: 'held' }).items.map((m) => m.id)).toEqual([held]);
    expect(countHeld(db)).toBe(1);
    expect(countUnread(db)).toBe(1);
  });
});

describe('message store', () => {
  it('pages every message newest first for exports', async () => {
    const store = sqliteMessageStore(db);
    for (let i = 1; i <= 5; i += 1) await store.addMessage(message(i), 'h');
    const first = await store.messagesBefore(Infinity, 2);
    expect(first.map((m) => m.subject)).toEqual(['Subject 5', 'Subject 4']);
    expect((await store.messagesBefore(first.at(-1)!.id, 10)).map((m) => m.subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
  });

  it('answers StoreBusyError, without blocking, while another connection holds the write lock', async () => {
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      const store = sqliteMessageStore(db);
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 5);
      const started = performance.now();
      await expect(store.addMessage(message(1), 'h')).rejects.toBeInstanceOf(StoreBusyError);
      clearInterval(ticker);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThan(1000);
      expect(elapsed).toBeLessThan(4000);
      // The timer kept firing while the store waited: the event loop was free.
      expect(ticks).toBeGreaterThan(elapsed / 5 / 3);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await sqliteMessageStore(db).addMessage(message(2), 'h')).toBeGreaterThan(0);
  });
});

describe('subscribers', () => {
  it('stores an address once, whatever its case', () => {
    expect(addSubscriber(db, 'Ana@Example.com', 'h')).toBe(true);
    expect(addSubscriber(db, 'ana@example.com', 'h')).toBe(false);
    const page = listSubscribers(db);
    expect(page.total).toBe(1);
    expect(page.items[0]?.email).toBe('Ana@Example.com');
  });
});

describe('notifications', () => {
  const config = (sender: MailSender) => ({ from: 'site@brightlane.digital', to: 'team@brightlane.digital', sender });

  it('backs off after a failure and stops once sent', () => {
    const id = insertMessage(db, message(1), 'h', at(0));
    expect(dueNotifications(db, at(1)).map((m) => m.id)).toEqual([id]);
    markNotifyFailed(db, id, 'SMTP down', at(1));
    expect(dueNotifications(db, at(1))).toEqual([]);
    expect(dueNotifications(db, at(3)).map((m) => m.id)).toEqual([id]);
    markNotified(db, id, at(3));
    expect(dueNotifications(db, at(60))).toEqual([]);
  });

  it('a failed send keeps the message and is retried later', async () => {
    insertMessage(db, message(1), 'h', at(0));
    let calls = 0;
    const sender: MailSender = {
      sendMail: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
      },
    };
    expect(await deliverPending(sqliteMessageStore(db), config(sender), () => at(1))).toBe(0);
    expect(allMessages(db)).toHaveLength(1);
    expect(await deliverPending(sqliteMessageStore(db), config(sender), () => at(1))).toBe(0);
    expect(await deliverPending(sqliteMessageStore(db), config(sender), () => at(5))).toBe(1);
    expect(await deliverPending(sqliteMessageStore(db), config(sender), () => at(10))).toBe(0);
    expect(calls).toBe(2);
  });

  it('sends a message stored during a pass right after it, not a minute later', async () => {
    const store = sqliteMessageStore(db);
    await store.addMessage(message(1), 'h');
    const sent: string[] = [];
    const sender: MailSender = {
      sendMail: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(mail.subject);
      },
    };
    const first = deliverPending(store, config(sender));
    await store.addMessage(message(2), 'h');
    expect(deliverPending(store, config(sender))).toBe(first);
    expect(await first).toBe(2);
    expect(sent).toEqual(['New website message: Subject 1', 'New website message: Subject 2']);
  });

  it('does nothing without SMTP settings', async () => {
    insertMessage(db, message(1), 'h');
    expect(await deliverPending(sqliteMessageStore(db), undefined)).toBe(0);
  });

  it('keeps header fields on one line', () => {
    const stored = { ...message(1), subject: 'Hi\r\nBcc: x@y.z', id: 1, createdAt: '', readAt: null, notifiedAt: null, status: 'new' as const };
    const mail = notificationMail(stored, { from: 'a@b.c', to: 'd@e.f' });
    expect(mail.subject).toBe('New website message: Hi Bcc: x@y.z');
    expect(mail.replyTo).toEqual({ name: 'Person 1', address: 'p1@example.com' });
  });

  it('never lets a name add a Reply-To address', () => {
    const stored = { ...message(1), name: 'Bob, attacker@evil.example,', id: 1, createdAt: '', readAt: null, notifiedAt: null, status: 'new' as const };
    expect(notificationMail(stored, { from: 'a@b.c', to: 'd@e.f' }).replyTo).toEqual({ name: 'Bob, attacker@evil.example,', address: 'p1@example.com' });
  });

  it('does not e-mail a message held for review', () => {
    insertMessage(db, message(1), 'h', at(0), 'held');
    expect(dueNotifications(db, at(1))).toEqual([]);
  });
});
