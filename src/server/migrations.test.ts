/**
 * The one migration runner (sql.ts) as each store drives it: SQLite synchronously, PostgreSQL on a
 * throw-away cluster (initdb on a free loopback port; skipped, with the reason, without the binaries).
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '../../tests/integration/support/postgres-cluster.ts';
import { createPool, migratePostgres } from './postgres.ts';
import { migrate, migrations } from './sqlite.ts';

/** A store as the cases see it: run the migrations of a list, read the version and the tables. */
interface Store {
  /** Without a list: the store's real migrations. */
  migrate(list?: readonly string[]): Promise<number>;
  version(): Promise<number>;
  tables(): Promise<string[]>;
}

const STEPS = ['CREATE TABLE one (a INTEGER)', 'CREATE TABLE two (b INTEGER)', 'CREATE TABLE three (c INTEGER)'];

function cases(name: string, open: () => Promise<Store>, skip: string | false = false) {
  describe.skipIf(skip)(`migrations on ${name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    it('brings a fresh database to the last step of the real list', async () => {
      const store = await open();
      expect(await store.migrate()).toBe(migrations.length);
      expect(await store.version()).toBe(migrations.length);
      expect(await store.migrate()).toBe(migrations.length);
    });

    it('runs only the steps that are due when upgrading from an older version', async () => {
      const store = await open();
      expect(await store.migrate(STEPS.slice(0, 1))).toBe(1);
      expect(await store.tables()).toEqual(['one']);
      expect(await store.migrate(STEPS)).toBe(3);
      expect(await store.tables()).toEqual(['one', 'three', 'two']);
    });

    it('runs nothing on a database that is already current', async () => {
      const store = await open();
      await store.migrate(STEPS);
      // The first step would fail if it ran again (the table exists).
      expect(await store.migrate(STEPS)).toBe(3);
      expect(await store.version()).toBe(3);
    });

    it('leaves the version and the tables unchanged when a step fails', async () => {
      const store = await open();
      await store.migrate(STEPS.slice(0, 1));
      await expect(store.migrate([...STEPS.slice(0, 2), 'CREATE TABLE three (c NOT A TYPE'])).rejects.toThrow();
      expect(await store.version()).toBe(1);
      expect(await store.tables()).toEqual(['one']);
    });

    it('refuses a database newer than the code', async () => {
      const store = await open();
      await store.migrate(STEPS);
      await expect(store.migrate(STEPS.slice(0, 2))).rejects.toThrow(/version 3 is newer than this code \(2\)/);
      expect(await store.version()).toBe(3);
    });
  });
}

const USER_TABLES = ['one', 'two', 'three'];

cases('SQLite', async () => {
  const db = new DatabaseSync(':memory:');
  return {
    migrate: async (list) => migrate(db, list),
    version: async () => (db.prepare('SELECT version FROM schema_version').get() as { version: number }).version,
    tables: async () =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[])
        .map((row) => row.name)
        .filter((name) => USER_TABLES.includes(name)),
  };
});

const outcome = await startPostgresCluster();
const cluster: PostgresCluster | undefined = outcome.ok ? outcome.cluster : undefined;
const pools: pg.Pool[] = [];
let databases = 0;

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  cluster?.stop();
});

cases(
  'PostgreSQL',
  async () => {
    // Each case gets a database of its own on the one cluster.
    const admin = createPool(cluster!.url, { max: 1 });
    pools.push(admin);
    const name = `case_${(databases += 1)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const pool = createPool(cluster!.url.replace(/\/postgres$/, `/${name}`), { max: 2 });
    pools.push(pool);
    return {
      migrate: (list) => migratePostgres(pool, list),
      version: async () =>
        (await pool.query<{ version: number }>('SELECT version FROM schema_version')).rows[0]!.version,
      tables: async () =>
        (
          await pool.query<{ tablename: string }>(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
          )
        ).rows
          .map((row) => row.tablename)
          .filter((name) => USER_TABLES.includes(name)),
    };
  },
  outcome.ok ? false : outcome.reason,
);
