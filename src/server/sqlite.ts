/**
 * The SQLite store (node:sqlite, built into Node 24): one file, WAL, synchronous=FULL, the shared
 * migrations. Statements run synchronously, so when a write returns its transaction is committed
 * and durable; only then do the endpoints answer the visitor.
 *
 * Because node:sqlite runs on the main thread, a lock held by another process must never be waited
 * for inside SQLite (its busy timeout sleeps the whole event loop): once migrated, the connection
 * fails fast on a lock, and `withRetry` waits between attempts with timers instead.
 *
 * A write is acknowledged only after an explicit COMMIT that threw nothing (node:sqlite's get() on
 * `INSERT … RETURNING` commits when the statement is reset and swallows an error there, so a full
 * disk still handed back an id), and after the file on disk is checked to be the one written to:
 * deleted under the running server, the open database is copied back to its path; replaced or no
 * longer writable (database, -wal or -shm), writes are refused rather than made where nobody looks.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { migrationsFor } from '../features/leads/server/schema.ts';
import { StoreBusyError, StoreUnavailableError, migrationRun, watchWrites, type Sql, type SqlValue } from './sql.ts';

export const migrations = migrationsFor('sqlite');

/** Runs the due migrations (sql.ts's runner) in one IMMEDIATE transaction; answers the version reached. */
export function migrate(db: DatabaseSync, list: readonly string[] = migrations): number {
  const run = migrationRun(['BEGIN IMMEDIATE'], list);
  try {
    for (let step = run.next(); ;) {
      if (step.done) return step.value;
      const { sql, params } = step.value;
      if (!params) db.exec(sql);
      step = run.next(params ? (db.prepare(sql).all(...params) as { version: number }[]) : undefined);
    }
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Opens, migrates and proves the file writable, so a bad DATABASE_PATH stops the server at start-up. */
export function openDatabase(path: string): DatabaseSync {
  try {
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    // Start-up may wait for another process's lock; nothing is being served yet.
    const db = new DatabaseSync(path, { timeout: 5000 });
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON');
    migrate(db);
    db.exec("INSERT OR REPLACE INTO settings (key, value) VALUES ('last_start', datetime('now'))");
    db.exec('PRAGMA busy_timeout = 0');
    return db;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailableError(`Cannot open the database at ${path}: ${reason}`);
  }
}

const isBusy = (error: unknown) => {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && [5, 6].includes(code & 0xff); // SQLITE_BUSY, SQLITE_LOCKED
};

/** Pauses between attempts on a locked database: about 1.5 s in all, never blocking. */
const RETRY_DELAYS_MS = [5, 10, 20, 40, 80, 160, 300, 400, 500];

/** Runs a short statement; on a lock, retries after a timer, then gives up with StoreBusyError. */
async function withRetry<T>(work: () => T): Promise<T> {
  for (const delay of [...RETRY_DELAYS_MS, undefined]) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (delay === undefined) break;
      await new Promise<void>((done) => setTimeout(done, delay));
    }
  }
  throw new StoreBusyError('The database is busy.');
}

const identityOf = (path: string) => {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return undefined;
  }
};

/** `path` is the file the connection was opened on (':memory:' for none). */
export function sqliteSql(initial: DatabaseSync, path = ':memory:', log: (line: string) => void = console.error): Sql {
  let db = initial;
  const full = path === ':memory:' ? undefined : resolve(path);
  const opened = full ? identityOf(full) : undefined;

  /** The file was deleted: copy the open database (with the WAL folded in) back to its path. */
  function rebuild(file: string): void {
    const temporary = `${file}.rebuilding-${process.pid}`;
    rmSync(temporary, { force: true });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.prepare('VACUUM INTO ?').run(temporary);
    db.close();
    // The -wal and -shm left at the path belong to the deleted file; never replay them onto the copy.
    for (const stale of [`${file}-wal`, `${file}-shm`]) rmSync(stale, { force: true });
    renameSync(temporary, file);
    db = openDatabase(file);
    Object.assign(opened ?? {}, identityOf(file));
    log(
      `The database file ${file} was deleted while the server was running: it was rebuilt from the open connection, nothing acknowledged was lost.`,
    );
  }

  function check(): void {
    if (!full) return;
    const now = identityOf(full);
    if (!now) {
      try {
        return rebuild(full);
      } catch (error) {
        throw new StoreUnavailableError(
          `The database file ${full} was deleted and could not be rebuilt: ${(error as Error).message}`,
        );
      }
    }
    if (opened && (now.dev !== opened.dev || now.ino !== opened.ino))
      throw new StoreUnavailableError(
        `The database file ${full} was replaced while the server was running; restart the server to use the new file.`,
      );
    for (const file of [full, `${full}-wal`, `${full}-shm`]) {
      try {
        if (existsSync(file)) accessSync(file, constants.W_OK);
      } catch {
        throw new StoreUnavailableError(`The database file ${file} is not writable.`);
      }
    }
  }

  /** Runs a write in its own transaction and checks the file; throws unless it is durable. */
  function write<T>(work: (db: DatabaseSync) => T): T {
    check();
    db.exec('BEGIN IMMEDIATE');
    let result: T;
    try {
      result = work(db);
      db.exec('COMMIT');
    } catch (error) {
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // The error that stopped the write is the one to report.
      }
      throw error;
    }
    // A file deleted meanwhile is rebuilt from this connection, the write just made included.
    check();
    return result;
  }

  const writes = watchWrites();
  const values = (params: readonly SqlValue[]) => params as SQLInputValue[];
  const rows = (text: string, params: readonly SqlValue[]) =>
    /^\s*(SELECT|PRAGMA)\b/i.test(text)
      ? withRetry(() => db.prepare(text).all(...values(params)))
      : writes.watch(withRetry(() => write((open) => open.prepare(text).all(...values(params)))));
  return {
    dialect: 'sqlite',
    all: async <T>(text: string, params: readonly SqlValue[] = []) => (await rows(text, params)) as T[],
    get: async <T>(text: string, params: readonly SqlValue[] = []) => (await rows(text, params))[0] as T | undefined,
    run: (text, params = []) =>
      writes.watch(withRetry(() => write((open) => Number(open.prepare(text).run(...values(params)).changes)))),
    // The health probe proves the store can still take a write: a full disk fails this one too.
    ping: () =>
      withRetry(() =>
        write((open) => {
          open
            .prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('health_probe', ?)")
            .run(new Date().toISOString());
        }),
      ),
    onWriteFailure: writes.add,
    close: async () => db.close(),
  };
}
