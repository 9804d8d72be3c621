/**
 * Keeps the SQLite file under the running server honest. A write is acknowledged only after an
 * explicit COMMIT that threw nothing (node:sqlite's get() on `INSERT … RETURNING` commits when the
 * statement is reset and swallows an error there, so a full disk still handed back an id), and
 * after the file on disk is checked to be the one the connection writes to:
 * - deleted under the running server: the connection still holds the unlinked file, so the whole
 *   database (including the write just made) is copied back to its path and reopened;
 * - replaced, or no longer writable (database, -wal or -shm): the store refuses writes and reports
 *   itself unhealthy, rather than writing where nobody will look, or mapping a -shm it cannot grow
 *   (SIGBUS).
 */
import type { DatabaseSync } from 'node:sqlite';
import { accessSync, constants, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { StoreUnavailableError, openDatabase } from './db.ts';

export interface SqliteFile {
  /** The connection to use now (a new one after the file was rebuilt). */
  readonly db: DatabaseSync;
  /** Runs a write in its own transaction and checks the file; throws unless it is durable. */
  write<T>(work: (db: DatabaseSync) => T): T;
  /** Throws StoreUnavailableError when the file cannot take writes (the health probe). */
  check(): void;
}

type Identity = { dev: number; ino: number };

const identityOf = (path: string): Identity | undefined => {
  try {
    const { dev, ino } = statSync(path);
    return { dev, ino };
  } catch {
    return undefined;
  }
};

function assertWritable(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (!existsSync(file)) continue;
    try {
      accessSync(file, constants.W_OK);
    } catch {
      throw new StoreUnavailableError(`The database file ${file} is not writable.`);
    }
  }
}

export function sqliteFile(
  initial: DatabaseSync,
  path: string,
  log: (line: string) => void = console.error,
): SqliteFile {
  let db = initial;
  const memory = path === ':memory:';
  const full = memory ? path : resolve(path);
  const opened = memory ? undefined : identityOf(full);

  /** The file was deleted: copy the open database (with the WAL folded in) back to its path. */
  function rebuild(): void {
    const temporary = `${full}.rebuilding-${process.pid}`;
    rmSync(temporary, { force: true });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.prepare('VACUUM INTO ?').run(temporary);
    db.close();
    // The -wal and -shm left at the path belong to the deleted file; never replay them onto the copy.
    for (const stale of [`${full}-wal`, `${full}-shm`]) rmSync(stale, { force: true });
    renameSync(temporary, full);
    db = openDatabase(full);
    const identity = identityOf(full);
    if (identity && opened) Object.assign(opened, identity);
    log(
      `The database file ${full} was deleted while the server was running: it was rebuilt from the open connection, nothing acknowledged was lost.`,
    );
  }

  function check(): void {
    if (memory) return;
    const now = identityOf(full);
    if (!now) {
      try {
        rebuild();
      } catch (error) {
        throw new StoreUnavailableError(
          `The database file ${full} was deleted and could not be rebuilt: ${(error as Error).message}`,
        );
      }
      return;
    }
    if (opened && (now.dev !== opened.dev || now.ino !== opened.ino)) {
      throw new StoreUnavailableError(
        `The database file ${full} was replaced while the server was running; restart the server to use the new file.`,
      );
    }
    assertWritable(full);
  }

  return {
    get db() {
      return db;
    },
    write<T>(work: (db: DatabaseSync) => T): T {
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
    },
    check,
  };
}
