/**
 * Thousands of hostile, malformed and nearly valid contact posts against the real server, on each
 * store: never a 5xx, and exactly the posts the shared schema and the bot rules accept are stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateContact } from '../../src/features/contact/contact-schema.ts';
import { botVerdict } from '../../src/features/contact/server/bot-check.ts';
import { startServer, type RunningServer } from './server.ts';
import { allBackends } from './support/backends.ts';

const backends = await allBackends();
afterAll(async () => {
  for (const backend of backends) await backend.shutdown();
});

describe.each(backends)('hostile input on $name (property test)', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    const { env, dbPath } = await backend.fresh();
    server = await startServer(env, dbPath);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('never answers 5xx and stores only what validates', async () => {
    const accepted: object[] = [];
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.string({ minLength: 120, maxLength: 400 }),
      fc.constantFrom('a@b.co', 'x@example.com', '=1+1', '<script>', '\u0000', '%00', '😀'),
    );
    const contactish = fc.record(
      {
        name: field,
        email: field,
        subject: field,
        message: field,
        website: fc.oneof(fc.constant(''), field),
        elapsedMs: fc.oneof(fc.constant(8000), fc.integer(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const nearlyValid = fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }),
      email: fc.constantFrom('a@b.co', 'x@example.com', 'bad@', ' y@example.org '),
      subject: fc.string({ minLength: 1, maxLength: 160 }),
      message: fc.string({ minLength: 1, maxLength: 200 }),
      website: fc.constantFrom('', '', '', 'spam'),
      elapsedMs: fc.constantFrom(8000, 8000, 100),
      consent: fc.constantFrom('yes', 'yes', 'yes', ''),
    });
    const body = fc.oneof(
      nearlyValid.map((value) => ({ type: 'application/json', text: JSON.stringify(value), value })),
      nearlyValid.map((record) => {
        const value = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));
        return { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(value).toString(), value };
      }),
      contactish.map((value) => ({ type: 'application/json', text: JSON.stringify(value), value })),
      contactish.map((record) => {
        const value = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));
        return { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(value).toString(), value };
      }),
      fc.json().map((text) => ({ type: 'application/json', text, value: undefined })),
      fc.string().map((text) => ({ type: 'application/json', text, value: undefined })),
      fc
        .constantFrom(
          '{"__proto__":{"ok":true}}',
          '{"constructor":{"prototype":{}}}',
          '[]',
          'null',
          '1e999',
          '%E0%A4%A',
          'name=%ZZ&email=%',
          '\uFFFE\uFFFF',
        )
        .map((text) => ({ type: 'application/json', text, value: undefined })),
      fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'multipart/form-data; boundary=z',
            '',
            'application/jsonx',
            'application/json; charset=utf-16',
          ),
          fc.string(),
        )
        .map(([type, text]) => ({ type, text, value: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(body, async ({ type, text, value }) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers,
          body: text,
          redirect: 'manual',
        });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        // What the server should have stored, by the shared schema and the bot rules.
        const result = value ? validateContact(value) : undefined;
        const stored = Boolean(result?.ok && value && botVerdict(value, 2000) !== 'bot');
        // A valid post caught by the honeypot gets the same 201 as a stored one, so a bot cannot tell.
        const trapped = Boolean(result?.ok && value && botVerdict(value, 2000) === 'bot');
        if (response.status === 201) expect(stored || trapped).toBe(true);
        if (stored && result?.ok) {
          expect([201, 303]).toContain(response.status);
          // The newsletter box becomes a sign-up of its own, not a field of the message.
          const { newsletter: _newsletter, ...fields } = result.data;
          accepted.push(fields);
        }
      }),
      { numRuns: 2500 },
    );
    const rows = await backend.rows<object>(
      'SELECT name, email, subject, message, lang, phone, reply_by AS "replyBy" FROM messages ORDER BY id',
    );
    expect(accepted.length).toBeGreaterThan(50);
    expect(rows).toHaveLength(accepted.length);
    expect(rows).toEqual(accepted.map((data) => ({ ...data })));
    expect(server.output()).not.toMatch(/Could not render|Request failed|Render failed|Unexpected server error/);
  }, 180_000);
});
