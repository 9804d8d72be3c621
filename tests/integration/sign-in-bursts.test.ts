/**
 * F3: sign-in bursts. Every attempt is counted before its password is checked, in one atomic step
 * (300 simultaneous attempts from one address get at most 10 wrong passwords checked; the right one
 * gives its point back), scrypt runs off the event loop (visitors are answered during the burst), and
 * a ceiling for the whole site stops a guessing run spread over many addresses. Run in PostgreSQL mode when a cluster can be started here (the
 * limits then live in the shared database), else on SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/features/admin/server/password-hash.ts';
import { SIGN_IN_SITE_LIMIT } from '../../src/server/context.ts';
import { postForm, startServer, type RunningServer } from './server.ts';
import { postgresBackend, sqliteBackend, type Backend } from './support/backends.ts';

const PASSWORD = 'the-right-admin-password';
let backend: Backend;
let server: RunningServer;

beforeAll(async () => {
  backend = (await postgresBackend()) ?? sqliteBackend();
  const { env, dbPath } = await backend.fresh();
  server = await startServer({ ...env, ADMIN_PASSWORD_HASH: hashPassword(PASSWORD), TRUST_PROXY: '127.0.0.1' }, dbPath);
});
afterAll(async () => {
  await server?.stop();
  await backend?.shutdown();
});

const attempt = (password: string, ip?: string) =>
  postForm(`${server.url}/admin/sign-in`, { password }, ip ? { 'x-forwarded-for': ip } : {}).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

describe('sign-in bursts', () => {
  it(
    'F3 300 simultaneous attempts from one address: at most 10 wrong passwords are checked, the right one among them included',
    { timeout: 120_000 },
    async () => {
      const statuses = await Promise.all(
        Array.from({ length: 300 }, (_, index) => attempt(index === 150 ? PASSWORD : `wrong-${index}`)),
      );
      expect(statuses.filter((status) => status !== 429 && status !== 403 && status !== 303)).toEqual([]);
      // A right password gives its point back, so it can add one check, never a wrong one more.
      expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(11);
    },
  );

  it(
    'F3 40 attempts checked at once against a scrypt hash: visitors keep being answered while they run',
    { timeout: 120_000 },
    async () => {
      // Forty addresses, one attempt each: all of them reach the (costly) password check.
      const burst = Promise.all(
        Array.from({ length: 40 }, (_, index) => attempt(`wrong-${index}`, `192.0.2.${index + 1}`)),
      );
      let done = false;
      void burst.finally(() => (done = true));
      // Hashed on the event loop, the forty checks ran back to back and no health check was answered
      // until they were all done; hashed off the loop, health checks are answered between them.
      let answered = 0;
      while (!done) {
        const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (!done && response.ok) answered += 1;
        await new Promise((wait) => setTimeout(wait, 20));
      }
      expect((await burst).filter((status) => status === 403)).toHaveLength(40);
      expect(answered).toBeGreaterThan(3);
    },
  );

  it(`F3 a guessing run spread over many addresses stops at ${SIGN_IN_SITE_LIMIT} attempts for the whole site`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_SITE_LIMIT + 10; i += 1)
      statuses.push(await attempt(`guess-${i}`, `203.0.113.${i + 1}`));
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(SIGN_IN_SITE_LIMIT);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password waits until the quarter hour has passed.
    expect(await attempt(PASSWORD, '198.51.100.99')).toBe(429);
  });
});
