import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations, openDatabase, sqliteSql } from './sqlite.ts';
import { StoreBusyError } from './sql.ts';
import { insertMessage } from '../features/leads/server/messages.ts';

let dir: string;
let path: string;
let db: DatabaseSync;
const message = (n: number) => ({
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  subject: `Subject ${n}`,
  message: `Body ${n}`,
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brightlane-db-'));
  path = join(dir, 'nested', 'test.db');
  db = openDatabase(path);
});

afterEach(() => {
  if (db.isOpen) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite file', () => {
  it('creates the file and its folder, in WAL mode, at the latest schema version', () => {
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    expect((db.prepare('SELECT version FROM schema_version').get() as { version: number }).version).toBe(
      migrations.length,
    );
  });

  it('migrates only once: reopening keeps the data and the version', async () => {
    await insertMessage(sqliteSql(db), message(1), 'hash');
    db.close();
    db = openDatabase(path);
    expect((db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n).toBe(1);
    expect((db.prepare('SELECT COUNT(*) AS n FROM schema_version').get() as { n: number }).n).toBe(1);
  });

  it('upgrades a database created by the first migration', () => {
    const old = join(dir, 'old.db');
    const raw = new DatabaseSync(old);
    raw.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);');
    raw.exec(migrations[0]!);
    raw.close();
    const upgraded = openDatabase(old);
    expect((upgraded.prepare('SELECT version FROM schema_version').get() as { version: number }).version).toBe(
      migrations.length,
    );
    expect(() => upgraded.prepare('SELECT * FROM admin_sessions').all()).not.toThrow();
    upgraded.close();
  });

  it('answers StoreBusyError, without blocking, while another connection holds the write lock', async () => {
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      const sql = sqliteSql(db);
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 5);
      const started = performance.now();
      await expect(insertMessage(sql, message(1), 'h', new Date())).rejects.toBeInstanceOf(StoreBusyError);
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
    expect(await insertMessage(sqliteSql(db), message(2), 'h', new Date())).toBeGreaterThan(0);
  });
});
