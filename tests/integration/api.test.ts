import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, query, startServer, validMessage, type RunningServer } from './server.ts';

let server: RunningServer;
const count = (table: string) => query<{ n: number }>(server.dbPath, `SELECT COUNT(*) AS n FROM ${table}`)[0]!.n;
const subjects = () =>
  query<{ subject: string }>(server.dbPath, 'SELECT subject FROM messages').map((row) => row.subject);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/contact (JSON)', () => {
  it('stores a valid message and answers 201 after the commit', async () => {
    const response = await postJson(`${server.url}/api/contact`, validMessage('valid-json'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: "We'll get back to you as soon as possible." });
    expect(subjects()).toContain('valid-json');
    const [row] = query<{ ip_hash: string }>(
      server.dbPath,
      "SELECT ip_hash FROM messages WHERE subject = 'valid-json'",
    );
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.ip_hash).not.toContain('127.0.0.1');
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = count('messages');
    const response = await postJson(`${server.url}/api/contact`, { ...validMessage(''), email: 'nope' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      subject: 'Please enter your subject.',
    });
    expect(count('messages')).toBe(before);
  });

  it('answers 400 JSON to malformed JSON, 413 to oversize and 415 to other types', async () => {
    const bad = await postJson(`${server.url}/api/contact`, '{"name":');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    const big = await postJson(`${server.url}/api/contact`, { ...validMessage('big'), message: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/too large/);
    const text = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const multipart = await fetch(`${server.url}/api/contact`, { method: 'POST', body: new FormData() });
    expect(multipart.status).toBe(415);
    expect(subjects()).not.toContain('big');
  });

  it('refuses cross-site posts', async () => {
    const byOrigin = await postJson(`${server.url}/api/contact`, validMessage('cross-origin'), {
      origin: 'https://evil.example',
    });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await postJson(`${server.url}/api/contact`, validMessage('cross-site'), {
      'sec-fetch-site': 'cross-site',
    });
    expect(byFetchSite.status).toBe(403);
    const sameOrigin = await postJson(`${server.url}/api/contact`, validMessage('same-origin'), {
      origin: server.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(201);
    expect(subjects()).toEqual(expect.arrayContaining(['same-origin']));
    expect(subjects()).not.toContain('cross-origin');
  });

  it('silently drops a filled honeypot and holds a form sent too fast for review', async () => {
    const trap = await postJson(`${server.url}/api/contact`, {
      ...validMessage('honeypot'),
      website: 'https://spam.example',
    });
    const fast = await postJson(`${server.url}/api/contact`, { ...validMessage('too-fast'), elapsedMs: 300 });
    expect(trap.status).toBe(201);
    expect(fast.status).toBe(201);
    expect((await trap.json()) as object).toMatchObject({ ok: true });
    expect(subjects()).not.toContain('honeypot');
    expect(query(server.dbPath, "SELECT status FROM messages WHERE subject = 'too-fast'")).toEqual([
      { status: 'held' },
    ]);
  });

  it('answers GET with 405', async () => {
    const response = await fetch(`${server.url}/api/contact`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/contact (no JavaScript)', () => {
  const fields = (subject: string) => ({
    name: 'No Script',
    email: 'noscript@example.com',
    subject,
    message: 'Plain form post',
    website: '',
    startedAt: String(Date.now() - 60_000),
    formId: 'contact-form',
    consent: 'yes',
  });

  it('redirects to the contact page success state (post/redirect/get)', async () => {
    const response = await postForm(`${server.url}/api/contact`, fields('form-ok'), {
      referer: `${server.url}/contact`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?contact=sent#contact-form-sent');
    expect(subjects()).toContain('form-ok');
    const page = await fetch(`${server.url}/contact?contact=sent`);
    expect(await page.text()).toContain('Message sent!');
  });

  it('returns to the page the form was on', async () => {
    const response = await postForm(
      `${server.url}/api/contact`,
      { ...fields('form-home'), formId: 'home-form' },
      { referer: `${server.url}/?utm=x` },
    );
    expect(response.headers.get('location')).toBe('/?contact=sent#home-form-sent');
  });

  it('re-renders the page with the errors and the typed values', async () => {
    const response = await postForm(`${server.url}/api/contact`, {
      ...fields('form-bad <b>'),
      email: 'not-an-email',
      message: '   ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address, like name@example.com.');
    expect(html).toContain('Please enter your message.');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="form-bad &lt;b&gt;"');
    expect(subjects()).not.toContain('form-bad <b>');
  });
});

describe('POST /api/newsletter', () => {
  it('stores an address once and treats a repeat as success', async () => {
    const first = await postJson(`${server.url}/api/newsletter`, { email: 'Repeat@Example.com', consent: 'yes' });
    const second = await postJson(`${server.url}/api/newsletter`, { email: 'repeat@example.com', consent: 'yes' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(query(server.dbPath, "SELECT * FROM subscribers WHERE email_key = 'repeat@example.com'")).toHaveLength(1);
  });

  it('rejects a bad address with 400, and redirects a no-JS post back with the outcome', async () => {
    expect((await postJson(`${server.url}/api/newsletter`, { email: 'x', consent: 'yes' })).status).toBe(400);
    const response = await postForm(
      `${server.url}/api/newsletter`,
      { email: 'form@example.com', consent: 'yes', formId: 'resources-newsletter' },
      { referer: `${server.url}/solutions/free-resources` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/solutions/free-resources?newsletter=check-inbox#resources-newsletter-check-inbox',
    );
  });
});
