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
  it(
    'F5 20,000 overdue messages: counted and marked, a visitor answered during each view, and the view writes nothing',
    { timeout: 120_000 },
    async () => {
      const expire = (subject: string) => {
        const db = new DatabaseSync(server.dbPath);
        try {
          db.prepare('UPDATE messages SET deleted_at = ? WHERE subject = ?').run(
            new Date(Date.now() - 31 * 86_400_000).toISOString(),
            subject,
          );
        } finally {
          db.close();
        }
      };
      // The server purges once soon after it starts, and that purge may still be waiting out the
      // seeding's lock: a first expired message is left for it, and the test goes on once it is gone
      // or the purge has had every retry (it then ran before this message expired).
      expire('Seeded 1');
      for (
        let waited = 0;
        waited < 5_000 && query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'Seeded 1'").length > 0;
        waited += 100
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A message in the trash past its 30 days: a view must leave it for the (hourly) purge.
      expire('Seeded 0');
      // Every seeded message is New and ten days old; those in the trash are not counted.
      const overdue = Number(
        query<{ n: number }>(
          server.dbPath,
          "SELECT COUNT(*) AS n FROM messages WHERE status = 'new' AND deleted_at IS NULL",
        )[0]!.n,
      );
      expect(overdue).toBeGreaterThanOrEqual(19_998);
      for (let i = 0; i < 3; i += 1) {
        const view = fetch(`${server.url}/admin`, { headers: { cookie } }).then(
          async (response) => `${response.status} ${await response.text()}`,
        );
        const probe = await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(30_000) });
        await probe.arrayBuffer();
        const page = await view;
        expect(probe.status).toBe(200);
        expect(page).toContain(`${overdue} New messages are overdue`);
        expect(page).toMatch(/Overdue<\/span>[\s\S]*?Seeded 19999/);
      }
      expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'Seeded 0'")).toHaveLength(1);
    },
  );
});
