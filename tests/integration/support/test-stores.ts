/**
 * Test support: the two stores the storage suites run against. SQLite always; PostgreSQL on a
 * throw-away cluster when the server binaries exist (else the suite says once why it is skipped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, sqliteSql } from '../../../src/server/sqlite.ts';
import { createPool, migratePostgres, postgresSql } from '../../../src/server/postgres.ts';
import type { Sql } from '../../../src/server/sql.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

export interface TestStore {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty, migrated store. */
  open(): Promise<Sql>;
  /** Drops what open() made. */
  close(): Promise<void>;
  /** Called once after the suite. */
  shutdown(): Promise<void>;
}

export function sqliteTestStore(): TestStore {
  let dir: string | undefined;
  let sql: Sql | undefined;
  return {
    name: 'sqlite',
    async open() {
      dir = mkdtempSync(join(tmpdir(), 'brightlane-store-'));
      const path = join(dir, 'store.db');
      sql = sqliteSql(openDatabase(path));
      return sql;
    },
    async close() {
      await sql?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    async shutdown() {},
  };
}

/** Resolves to undefined (after printing why) when no PostgreSQL can be started here. */
export async function postgresTestStore(): Promise<TestStore | undefined> {
  // npm test's PostgreSQL check has already said, in one line, why these are skipped.
  if (process.env.PG_TESTS === 'skip') return undefined;
  const started = await startPostgresCluster();
  if (!started.ok) {
    console.info(`PostgreSQL storage tests skipped: ${started.reason}.`);
    return undefined;
  }
  const cluster: PostgresCluster = started.cluster;
  let counter = 0;
  let current: { sql: Sql; name: string } | undefined;
  const admin = createPool(cluster.url, { max: 1 });
  return {
    name: 'postgres',
    async open() {
      counter += 1;
      const name = `store_${process.pid}_${counter}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const pool = createPool(cluster.url.replace(/\/postgres$/, `/${name}`), { max: 4 });
      await migratePostgres(pool);
      current = { sql: postgresSql(pool), name };
      return current.sql;
    },
    async close() {
      if (!current) return;
      await current.sql.close();
      await admin.query(`DROP DATABASE ${current.name}`);
      current = undefined;
    },
    async shutdown() {
      await admin.end();
      cluster.stop();
    },
  };
}
