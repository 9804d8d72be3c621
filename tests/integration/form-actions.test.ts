/**
 * The forms as Astro Actions, posted without JavaScript to the contact page (`?_action=contact`,
 * `?_action=newsletter`): the same outcomes as the public endpoints, shown by the page itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, query, startServer, type RunningServer } from './server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1,::1' });
});
afterAll(async () => {
  await server?.stop();
});

const fields = (subject: string) => ({
  name: 'Action Poster',
  email: 'action@example.com',
  subject,
  message: 'Posted to the contact action without JavaScript.',
  startedAt: String(Date.now() - 60_000),
  formId: 'contact-form',
  consent: 'yes',
});
const sameSite = (ip: string) => ({
  origin: server.url,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': ip,
});
const subjects = () => query<{ subject: string }>(server.dbPath, 'SELECT subject FROM messages').map((r) => r.subject);

describe('the contact action without JavaScript', () => {
  it('stores the message, then redirects to the success state of the page the form was on', async () => {
    const sent = await postForm(`${server.url}/contact?_action=contact`, fields('action ok'), {
      ...sameSite('198.51.100.1'),
      referer: `${server.url}/about`,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/about?contact=sent#contact-form-sent');
    expect(subjects()).toContain('action ok');
  });

  it('shows the Vietnamese page with the field errors and the typed text, storing nothing', async () => {
    const page = await postForm(
      `${server.url}/vi/contact?_action=contact`,
      { ...fields('action <bad>'), lang: 'vi', email: 'not-an-email' },
      sameSite('198.51.100.2'),
    );
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="action &lt;bad&gt;"');
    expect(subjects()).not.toContain('action <bad>');
  });

  it('refuses another site’s post (403) and a body over the limit (413), each on the page', async () => {
    const foreign = await postForm(`${server.url}/contact?_action=contact`, fields('action foreign'), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('This form only accepts submissions from this website.');
    const large = await postForm(
      `${server.url}/contact?_action=contact`,
      { ...fields('action large'), message: 'x'.repeat(70 * 1024) },
      sameSite('198.51.100.3'),
    );
    expect(large.status).toBe(413);
    expect(subjects()).not.toContain('action foreign');
    expect(subjects()).not.toContain('action large');
  });

  it('counts the rate limit with the endpoint and answers 429 with Retry-After and the typed text kept', async () => {
    const ip = sameSite('198.51.100.4');
    for (let i = 0; i < 3; i += 1) await postForm(`${server.url}/api/contact`, fields(`limit ${i}`), ip);
    const refused = await postForm(
      `${server.url}/contact?_action=contact`,
      { ...fields('limit kept'), message: 'typed before the limit' },
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain('Too many submissions from your network');
    expect(html).toContain('typed before the limit');
  });
});

describe('the newsletter action without JavaScript', () => {
  it('stores a pending sign-up and redirects back with the outcome; a bad address stores nothing', async () => {
    const ok = await postForm(
      `${server.url}/contact?_action=newsletter`,
      { email: 'action-reader@example.com', consent: 'yes', formId: 'contact-newsletter' },
      { ...sameSite('198.51.100.5'), referer: `${server.url}/contact` },
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/contact?newsletter=check-inbox#contact-newsletter-check-inbox');
    const bad = await postForm(
      `${server.url}/contact?_action=newsletter`,
      { email: 'nope', consent: 'yes', formId: 'contact-newsletter' },
      { ...sameSite('198.51.100.5'), referer: `${server.url}/contact` },
    );
    expect(bad.headers.get('location')).toBe('/contact?newsletter=invalid#contact-newsletter-invalid');
    expect(
      query(server.dbPath, "SELECT status FROM subscribers WHERE email_key IN ('action-reader@example.com', 'nope')"),
    ).toEqual([{ status: 'pending' }]);
  });
});
