/**
 * F5: the inbox at 20,000 New messages. The overdue marker and count are worked out once per view
 * and compared in SQL, so a view no longer holds the process (visitors are answered
 * meanwhile), and a view only reads: what has expired is purged by an admin action or in the
 * background, never by a GET.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, query, startServer, type RunningServer } from './server.ts';
import { seedMessages } from './support/seed.ts';

let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: 'integration-admin-pass' });
  seedMessages(server.dbPath, 20_000, new Date(Date.now() - 10 * 86_400_000).toISOString());
  const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'integration-admin-pass' });
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => server?.stop());

describe('inbox at scale', () => {
  it('F5 20,000 overdue messages: counted and marked, a visitor answered during each view, and the view writes nothing', { timeout: 120_000 }, async () => {
    // A message in the trash past its 30 days: a view must leave it for the purge.
    const db = new DatabaseSync(server.dbPath);
    try {
      db.prepare("UPDATE messages SET deleted_at = ? WHERE subject = 'Seeded 0'").run(new Date(Date.now() - 31 * 86_400_000).toISOString());
    } finally {
      db.close();
    }
    for (let i = 0; i < 3; i += 1) {
      const view = fetch(`${server.url}/admin`, { headers: { cookie } }).then(async (response) => `${response.status} ${await response.text()}`);
      const probe = await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(30_000) });
      await probe.arrayBuffer();
      const page = await view;
      expect(probe.status).toBe(200);
      expect(page).toContain('19999 New messages are overdue');
      expect(page).toMatch(/Overdue<\/span>[\s\S]*?Seeded 19999/);
    }
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'Seeded 0'")).toHaveLength(1);
  });
});
