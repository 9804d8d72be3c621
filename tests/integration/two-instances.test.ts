/**
 * Two server processes on two loopback ports sharing one PostgreSQL database, as a deployment behind a
 * proxy would run them: a message posted to one is in the other's inbox, the rate limit counts across
 * both, and killing one mid-burst loses no acknowledged message while the other keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, startServer, validMessage, type RunningServer } from './server.ts';
import { postgresBackend, type Backend } from './support/backends.ts';

const backend = await postgresBackend();
const ADMIN = 'two-instance-admin-pass';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.skipIf(!backend)('two instances sharing PostgreSQL', () => {
  let db: Backend;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    db = backend!;
    const { env, dbPath } = await db.fresh();
    const shared = { ...env, RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.1,::1', ADMIN_PASSWORD: ADMIN };
    // Started together, as a rolling deploy would: the advisory lock lets only one of them migrate.
    [a, b] = await Promise.all([startServer(shared, dbPath), startServer(shared, dbPath)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await backend?.shutdown();
  });

  it('both report the shared store as reachable', async () => {
    for (const server of [a, b]) {
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
        store: { kind: string; reachable: boolean };
      };
      expect(health.store).toMatchObject({ kind: 'postgres', reachable: true });
    }
    expect(await db.rows('SELECT version FROM schema_version')).toHaveLength(1);
  });

  it("shows a message posted to A in B's admin inbox", async () => {
    expect((await postJson(`${a.url}/api/contact`, validMessage('posted-to-a'), from('192.0.2.10'))).status).toBe(201);
    const signIn = await postForm(`${b.url}/admin/sign-in`, { password: ADMIN }, from('192.0.2.11'));
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const inbox = await (await fetch(`${b.url}/admin`, { headers: { cookie } })).text();
    expect(inbox).toContain('posted-to-a');
    // The session made on B is honoured by A too: sessions live in the shared store.
    expect((await fetch(`${a.url}/admin`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
  });

  it('counts the rate limit across both instances', async () => {
    const ip = { ...from('192.0.2.20') };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const target = i % 2 === 0 ? a : b;
      statuses.push((await postJson(`${target.url}/api/contact`, validMessage(`shared-limit-${i}`), ip)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    // The sixth is refused whichever instance receives it.
    for (const target of [a, b]) {
      const refused = await postJson(`${target.url}/api/contact`, validMessage('shared-limit-6'), ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await db.rows("SELECT 1 FROM messages WHERE subject = 'shared-limit-6'")).toHaveLength(0);
  });

  it('keeps every acknowledged message when A is killed mid-burst, and B keeps serving', async () => {
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const total = 200;
    const worker = async (client: number) => {
      while (next < total) {
        const subject = `burst-${next}`;
        next += 1;
        try {
          // Each client speaks from its own address, so the limit (five a minute) is not what stops them.
          const response = await postJson(
            `${a.url}/api/contact`,
            validMessage(subject),
            from(`198.18.${client}.${next % 250}`),
          );
          if (response.status === 201) {
            acknowledged.push(subject);
            if (!killed && acknowledged.length >= 40) {
              killed = true;
              a.child.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with A: never acknowledged, so nothing was promised.
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, client) => worker(client)));
    await a.stop('SIGKILL');
    expect(a.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    const stored = new Set(
      (await db.rows<{ subject: string }>("SELECT subject FROM messages WHERE subject LIKE 'burst-%'")).map(
        (row) => row.subject,
      ),
    );
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
    expect((await postJson(`${b.url}/api/contact`, validMessage('after-a-died'), from('192.0.2.30'))).status).toBe(201);
    expect(await db.rows("SELECT 1 FROM messages WHERE subject = 'after-a-died'")).toHaveLength(1);
  });
});
