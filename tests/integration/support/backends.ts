/**
 * The stores an integration suite can run the real server against: a SQLite file (always) and a
 * database on a throw-away PostgreSQL cluster (when one can be started here). Each `fresh()` gives an
 * empty store; `rows()` reads it from outside the server, as an operator would.
 */
import pg from 'pg';
import { query, tempDatabase } from '../server.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A new, empty store; returns what the server needs to use it. */
  fresh(): Promise<{ env: Record<string, string>; dbPath: string }>;
  rows<T>(sql: string, params?: (string | number)[]): Promise<T[]>;
  shutdown(): Promise<void>;
  /** PostgreSQL only: take the database server away and bring it back. */
  outage?: { begin(): void; end(): void };
}

export function sqliteBackend(): Backend {
  let dbPath = '';
  return {
    name: 'sqlite',
    async fresh() {
      dbPath = tempDatabase();
      return { env: {}, dbPath };
    },
    async rows<T>(sql: string, params: (string | number)[] = []) {
      return query<T>(dbPath, sql, ...params);
    },
    async shutdown() {},
  };
}

/** Undefined (after one line saying why) when PostgreSQL cannot be started on this machine. */
export async function postgresBackend(): Promise<Backend | undefined> {
  // npm test's PostgreSQL check has already said, in one line, why these are skipped.
  if (process.env.PG_TESTS === 'skip') return undefined;
  const started = await startPostgresCluster();
  if (!started.ok) {
    console.info(`PostgreSQL integration tests skipped: ${started.reason}.`);
    return undefined;
  }
  const cluster: PostgresCluster = started.cluster;
  // A client per call: an outage test takes the server away, which would kill a long-lived one.
  const withClient = async <T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let counter = 0;
  let url = '';
  return {
    name: 'postgres',
    async fresh() {
      counter += 1;
      const name = `site_${process.pid}_${counter}`;
      await withClient(cluster.url, (client) => client.query(`CREATE DATABASE ${name}`));
      url = cluster.url.replace(/\/postgres$/, `/${name}`);
      return { env: { DATABASE_URL: url }, dbPath: tempDatabase() };
    },
    async rows<T>(sql: string, params: (string | number)[] = []) {
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${(index += 1)}`);
      return withClient(url, async (client) => (await client.query(text, params)).rows as T[]);
    },
    async shutdown() {
      cluster.stop();
    },
    outage: { begin: () => cluster.pause(), end: () => cluster.resume() },
  };
}

export async function allBackends(): Promise<Backend[]> {
  const postgres = await postgresBackend();
  return [sqliteBackend(), ...(postgres ? [postgres] : [])];
}
