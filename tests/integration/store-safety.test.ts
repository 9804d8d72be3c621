/**
 * F7, F8 and F16: the store never freezes the process. A lock held by another process gives a
 * quick 503 with Retry-After while every other request is answered; an unusable database stops
 * the server at start-up; a 20,000-message export streams while others are served.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postForm,
  postJson,
  query,
  startExpectingFailure,
  startServer,
  validMessage,
  type RunningServer,
} from './server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: 'store-admin-pass' });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * How many answers to a visitor's page arrive while `work` is still pending, asking one at a time.
 * An event loop held by the work (a synchronous busy wait, an export built in one go) answers none
 * until the work is done; the count does not depend on how fast the machine is. (Not /healthz: it
 * writes to the store, which a lock holds up by design.)
 */
async function pagesAnsweredDuring(work: Promise<unknown>): Promise<number> {
  let answered = 0;
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  while (!done) {
    const response = await fetch(`${server.url}/about/`);
    await response.arrayBuffer();
    if (!done && response.ok) answered += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return answered;
}

describe('a locked store', () => {
  it('F7 locked store: 503 with Retry-After, the typed text kept, and the loop never blocked', async () => {
    // Warm up first, so the timings below measure the lock, not the first load of the endpoint's code.
    expect((await postJson(`${server.url}/api/contact`, validMessage('warm-up'))).status).toBe(201);
    const other = new DatabaseSync(server.dbPath);
    other.exec('BEGIN IMMEDIATE');
    try {
      const sent = [1, 2, 3].map((n) => postJson(`${server.url}/api/contact`, validMessage(`locked-${n}`)));
      const posts = Promise.all(sent);
      // The first answer to a post settles the race: before the fix each post slept the whole event
      // loop for the 5 s busy timeout, so no page could be answered before it.
      const answered = await pagesAnsweredDuring(Promise.race(sent));
      const answers = await posts;
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
      expect(answers[0]!.headers.get('retry-after')).toBe('5');
      expect(((await answers[0]!.json()) as { error: string }).error).toMatch(/Nothing was lost on your side/);
      expect(answered).toBeGreaterThan(0);

      const form = await postForm(`${server.url}/api/contact`, {
        name: 'Locked Out',
        email: 'lock@example.com',
        subject: 'kept while locked',
        message: 'typed while the store was locked',
        startedAt: '1',
        consent: 'yes',
      });
      expect(form.status).toBe(503);
      expect(form.headers.get('retry-after')).toBe('5');
      const html = await form.text();
      expect(html).toContain('typed while the store was locked');
      expect(html).toContain('kept while locked');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await postJson(`${server.url}/api/contact`, validMessage('after-unlock'))).status).toBe(201);
    expect(query(server.dbPath, "SELECT subject FROM messages WHERE subject LIKE 'locked-%'")).toEqual([]);
  }, 30_000);
});

describe('an unusable store', () => {
  it('F8 unusable database: one clear line and a non-zero exit at start-up, never a 404 later', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'brightlane-bad-db-'));
    for (const path of [folder, '/dev/null/site.db']) {
      const result = await startExpectingFailure({}, path);
      expect(result.code, path).toBe(1);
      expect(result.output.trim().split('\n')).toHaveLength(1);
      expect(result.output).toContain(`Cannot open the database at ${path}`);
    }
  }, 40_000);
});

describe('exports', () => {
  it('F16 export of 20,000 messages: streamed in pages while other requests keep answering', async () => {
    const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'store-admin-pass' });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    await (await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie } })).arrayBuffer();
    const db = new DatabaseSync(server.dbPath);
    const insert = db.prepare(
      "INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status) VALUES (?, ?, ?, ?, ?, 'seed', 'new')",
    );
    db.exec('BEGIN');
    for (let i = 0; i < 20_000; i += 1)
      insert.run(
        `Seed ${i}`,
        `seed${i}@example.com`,
        `Seeded subject ${i}`,
        'A seeded message body of a realistic length. '.repeat(8),
        new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      );
    db.exec('COMMIT');
    db.close();
    const total = query<{ n: number }>(server.dbPath, 'SELECT COUNT(*) AS n FROM messages')[0]!.n;
    const download = (async () => {
      const response = await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      // fetch's text() would drop the byte-order mark that spreadsheets need.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    })();
    const answered = await pagesAnsweredDuring(download);
    const csv = await download;
    expect(
      csv.startsWith(
        '\uFEFFReceived,Name,Email,Subject,Message,Status,In trash since,Language,Source,Consent at,Notice version,Newsletter box,Note,Phone,Reply by,Plan link\r\n',
      ),
    ).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(total + 1);
    expect(csv).toContain('seed19999@example.com');
    // Built in memory, the same export held the event loop until it was done: no page was
    // answered while it ran. Read in pages, the loop answers between pages.
    expect(answered).toBeGreaterThan(0);
  }, 60_000);
});
