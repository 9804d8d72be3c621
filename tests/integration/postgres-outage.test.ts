/**
 * The shared database going away: a post is answered 503 with Retry-After and a no-JS visitor gets
 * the form back with what they typed; the health check says the store is unreachable while pages keep
 * being served; once the database is back, posts are stored again. A server that cannot reach the
 * database at start-up stops with one clear line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postForm,
  postJson,
  startExpectingFailure,
  startServer,
  validFormFields,
  validMessage,
  type RunningServer,
} from './server.ts';
import { postgresBackend, type Backend } from './support/backends.ts';

const backend = await postgresBackend();

describe.skipIf(!backend)('PostgreSQL outage', () => {
  let db: Backend;
  let server: RunningServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = backend!;
    const fresh = await db.fresh();
    env = fresh.env;
    server = await startServer(env, fresh.dbPath);
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.shutdown();
  });

  it('answers 503 with Retry-After, keeps the typed text, and recovers when the database returns', async () => {
    db.outage!.begin();
    try {
      const json = await postJson(`${server.url}/api/contact`, validMessage('during-outage'));
      expect(json.status).toBe(503);
      expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0);
      const form = await postForm(
        `${server.url}/api/contact`,
        {
          name: 'Outage Visitor',
          email: 'outage@example.com',
          subject: 'typed subject',
          message: 'typed during the outage',
          elapsedMs: '9000',
          consent: 'yes',
        },
        { origin: server.url, 'sec-fetch-site': 'same-origin' },
      );
      expect(form.status).toBe(503);
      expect(await form.text()).toContain('typed during the outage');
      // The contact page's own action (the no-JS form): the same refusal, never the success redirect.
      const action = await postForm(
        `${server.url}/contact?_action=contact`,
        validFormFields('action-during-outage', 'typed into the page during the outage'),
        { origin: server.url, 'sec-fetch-site': 'same-origin' },
      );
      expect(action.status).toBe(503);
      expect(action.headers.get('location')).toBeNull();
      expect(await action.text()).toContain('typed into the page during the outage');
      // Static pages do not need the database.
      expect((await fetch(`${server.url}/about/`)).status).toBe(200);
      await new Promise((wait) => setTimeout(wait, 5_500));
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { store: { reachable: boolean } };
      expect(health.store.reachable).toBe(false);
    } finally {
      db.outage!.end();
    }
    expect((await postJson(`${server.url}/api/contact`, validMessage('after-outage'))).status).toBe(201);
    expect(
      await db.rows(
        "SELECT subject FROM messages WHERE subject IN ('during-outage', 'action-during-outage', 'after-outage')",
      ),
    ).toEqual([{ subject: 'after-outage' }]);
  });

  it('refuses to start, in one line, when the database cannot be reached', async () => {
    const unreachable = env['DATABASE_URL']!.replace(/:(\d+)\//, ':1/');
    const { code, output } = await startExpectingFailure({ DATABASE_URL: unreachable });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/Cannot open the database at postgres:\/\/brightlane@127\.0\.0\.1:1\//);
  });
});
