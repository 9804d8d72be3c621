/**
 * The second red-team round's smaller server findings: a message stored with the newsletter box
 * ticked is answered 201 even when the sign-up fails, and the sign-up is retried on its own (F7);
 * a store lock gets a real error page with Retry-After and the policy headers, not an empty 500
 * (F8); the honeypot answers exactly like a stored message, hidden characters and blank filler names
 * are refused with a field message, and a SITE_URL that differs from the build is reported (F10).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, query, startServer, validMessage, type RunningServer } from './server.ts';
import { clientDir } from './support/built-site.ts';

let server: RunningServer;
let cookie = '';
let csrf = '';

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: 'integration-admin-pass' });
  const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'integration-admin-pass' });
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const inbox = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
  csrf = /name="csrf" value="([^"]+)"/.exec(inbox)?.[1] ?? '';
});
afterAll(async () => server?.stop());

function withDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(server.dbPath);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

describe('F7 message and newsletter box', () => {
  it('F7 a sign-up the store refuses: the stored message is still answered 201, and the sign-up is retried on its own', async () => {
    withDatabase((db) =>
      db.exec(
        "CREATE TRIGGER refuse_sign_up BEFORE INSERT ON subscribers BEGIN SELECT RAISE(ABORT, 'injected fault'); END",
      ),
    );
    const response = await postJson(`${server.url}/api/contact`, {
      ...validMessage('with newsletter'),
      email: 'box@example.com',
      newsletter: 'yes',
    });
    expect(response.status).toBe(201);
    expect(query(server.dbPath, "SELECT consent_newsletter FROM messages WHERE subject = 'with newsletter'")).toEqual([
      { consent_newsletter: 1 },
    ]);
    expect(query(server.dbPath, "SELECT 1 FROM subscribers WHERE email = 'box@example.com'")).toEqual([]);
    expect(server.output()).toMatch(/Could not store a newsletter sign-up sent with a stored message; retrying in 5 s/);
    withDatabase((db) => db.exec('DROP TRIGGER refuse_sign_up'));
    await new Promise((wait) => setTimeout(wait, 6_500));
    expect(query(server.dbPath, "SELECT 1 AS one FROM subscribers WHERE email = 'box@example.com'")).toEqual([
      { one: 1 },
    ]);
  });
});

describe('F8 error pages', () => {
  it('F8 a locked store: sign-in and admin actions answer a real page with 503, Retry-After and the policy headers', async () => {
    const locker = new DatabaseSync(server.dbPath);
    locker.exec('BEGIN IMMEDIATE');
    try {
      const answers = [
        await postForm(`${server.url}/admin/sign-in`, { password: 'integration-admin-pass' }),
        await postForm(`${server.url}/admin?_action=inbox`, { csrf, action: 'mark-read', id: '1' }, { cookie }),
      ];
      for (const response of answers) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(response.headers.get('content-security-policy')).toMatch(/default-src '(self|none)'/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cache-control')).toContain('no-store');
        expect(await response.text()).toContain('Please try again in a minute');
      }
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
  }, 30_000);
});

describe('F10 smaller findings', () => {
  it('F10 honeypot: a filled honeypot gets exactly the answer of a stored message, and nothing is stored', async () => {
    const stored = await postJson(`${server.url}/api/contact`, validMessage('real one'));
    const trapped = await postJson(`${server.url}/api/contact`, {
      ...validMessage('bot one'),
      website: 'https://spam.example',
    });
    expect(trapped.status).toBe(stored.status);
    expect(await trapped.text()).toBe(await stored.text());
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'bot one'")).toEqual([]);
  });

  it('F10 hidden characters: U+061C, a name of blank fillers and Unicode tag characters are refused with a field message', async () => {
    const tag = [...'hidden'].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join('');
    for (const name of ['Ali\u061C', '\u3164\u3164\u3164', `Mai${tag}`]) {
      const response = await postJson(`${server.url}/api/contact`, { ...validMessage('hidden'), name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toMatch(
        /invisible or text-direction characters/,
      );
    }
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'hidden'")).toEqual([]);
  });

  it('F10 SITE_URL: a server started with an address other than the build says so at start-up', async () => {
    const built = new URL(/^Sitemap:\s*(\S+)/m.exec(readFileSync(join(clientDir, 'robots.txt'), 'utf8'))![1]!).origin;
    const other = await startServer({ SITE_URL: 'https://www.other-address.example' });
    const same = await startServer({ SITE_URL: built });
    try {
      expect(other.output()).toContain(
        `SITE_URL is https://www.other-address.example but the build's canonical, sitemap and robots URLs say ${built}`,
      );
      expect(same.output()).not.toMatch(/Warning: SITE_URL/);
    } finally {
      await other.stop();
      await same.stop();
    }
  });
});
