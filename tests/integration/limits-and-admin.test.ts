import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv-parse.ts';
import { postForm, postJson, query, startServer, validMessage, type RunningServer } from './server.ts';

let server: RunningServer;
// TRUST_PROXY names loopback as the proxy, so each test can speak from its own address, so limits do not leak between tests.
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '3',
    TRUST_PROXY: '127.0.0.1,::1',
    ADMIN_PASSWORD: 'integration-admin-pass',
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has used its minute', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await postJson(`${server.url}/api/contact`, validMessage(`limit-${i}`), from('203.0.113.1'))).status,
      );
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await postJson(`${server.url}/api/contact`, validMessage('limit-3'), from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many submissions/);
    expect((await postJson(`${server.url}/api/contact`, validMessage('other-ip'), from('203.0.113.2'))).status).toBe(
      201,
    );
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'limit-3'")).toHaveLength(0);
  });

  it('shows a no-JS visitor the page with the typed text kept', async () => {
    const fields = {
      name: 'Form Limit',
      email: 'f@example.com',
      subject: 'kept subject',
      message: 'kept message',
      startedAt: '1',
      consent: 'yes',
    };
    for (let i = 0; i < 3; i += 1) await postForm(`${server.url}/api/contact`, fields, from('203.0.113.3'));
    const refused = await postForm(`${server.url}/api/contact`, fields, from('203.0.113.3'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain('Too many submissions from your network');
    expect(html).toContain('kept message');
  });

  it('limits the newsletter separately', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await postJson(
            `${server.url}/api/newsletter`,
            { email: `n${i}@example.com`, consent: 'yes' },
            from('203.0.113.4'),
          )
        ).status,
      ).toBe(200);
    expect(
      (await postJson(`${server.url}/api/newsletter`, { email: 'n4@example.com', consent: 'yes' }, from('203.0.113.4')))
        .status,
    ).toBe(429);
  });
});

async function signIn(
  ip: string,
  password = 'integration-admin-pass',
  extra: Record<string, string> = {},
): Promise<Response> {
  return postForm(`${server.url}/admin/sign-in`, { password }, { ...from(ip), ...extra });
}

function sessionOf(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

describe('admin', () => {
  it('sends visitors without a session to sign in, with X-Robots-Tag', async () => {
    for (const path of ['/admin', '/admin/subscribers', '/admin/messages.csv', '/admin/messages/1']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/sign-in');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    const page = await fetch(`${server.url}/admin/sign-in`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('rate limits wrong passwords', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn('198.51.100.1', `wrong-${i}`)).status).toBe(403);
    const limited = await signIn('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('Too many sign-in attempts');
    expect((await signIn('198.51.100.2')).status).toBe(303);
  });

  it('counts only wrong passwords: colleagues behind one office address keep signing in', async () => {
    for (let i = 0; i < 15; i += 1) expect((await signIn('198.51.100.30')).status).toBe(303);
    for (let i = 0; i < 9; i += 1) expect((await signIn('198.51.100.30', `wrong-${i}`)).status).toBe(403);
    expect((await signIn('198.51.100.30')).status).toBe(303);
    expect((await signIn('198.51.100.30', 'wrong-9')).status).toBe(403);
    expect((await signIn('198.51.100.30')).status).toBe(429);
  });

  it('sets a strict HttpOnly session cookie, Secure behind HTTPS', async () => {
    const plain = await signIn('198.51.100.3');
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^brightlane_admin=[\w-]{43}; /);
    // Astro's cookie API writes the attributes in its own order.
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/admin', 'SameSite=Strict']);
    const secure = await signIn('198.51.100.3', 'integration-admin-pass', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('set-cookie')?.split('; ')).toContain('Secure');
  });

  it('signs in through the sign-in action the form posts to, keeping the page contract', async () => {
    const action = `${server.url}/admin/sign-in?_action=signIn`;
    const page = await (await fetch(`${server.url}/admin/sign-in`)).text();
    expect(page).toContain('action="/admin/sign-in?_action=signIn"');
    const wrong = await postForm(action, { password: 'not-it' }, from('198.51.100.20'));
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('That password is not right. Please try again.');
    const right = await postForm(action, { password: 'integration-admin-pass' }, from('198.51.100.20'));
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/admin');
    const cookie = right.headers.get('set-cookie') ?? '';
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/admin', 'SameSite=Strict']);
    const inbox = await fetch(`${server.url}/admin`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(inbox.status).toBe(200);
    const foreign = await postForm(
      action,
      { password: 'integration-admin-pass' },
      {
        ...from('198.51.100.21'),
        origin: 'https://evil.example',
      },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    // The action and a plain post count against the same limit: ten attempts per address.
    for (let i = 0; i < 5; i += 1) expect((await signIn('198.51.100.22', `wrong-${i}`)).status).toBe(403);
    for (let i = 5; i < 10; i += 1)
      expect((await postForm(action, { password: `wrong-${i}` }, from('198.51.100.22'))).status).toBe(403);
    const limited = await postForm(action, { password: 'integration-admin-pass' }, from('198.51.100.22'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many sign-in attempts');
  });

  it('refuses a cross-site sign-in post', async () => {
    expect((await signIn('198.51.100.4', 'integration-admin-pass', { origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });

  it('exports CSV with formula injection neutralised', async () => {
    await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('=HYPERLINK("http://evil.example","x")'), name: '+Attacker' },
      from('203.0.113.9'),
    );
    const cookie = sessionOf(await signIn('198.51.100.5'));
    const response = await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="brightlane-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = parseCsv(await response.text());
    expect(csv.header).toEqual([
      'received',
      'name',
      'email',
      'subject',
      'message',
      'status',
      'in trash since',
      'language',
      'source',
      'consent at',
      'notice version',
      'newsletter box',
      'note',
      'phone',
      'reply by',
      'plan link',
    ]);
    const row = csv.rows.find((r) => r.values['subject']?.includes('HYPERLINK'));
    expect(row?.values['subject']).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row?.values['name']).toBe("'+Attacker");
  });

  it('needs the CSRF token to sign out, and a signed-out session stays out', async () => {
    const cookie = sessionOf(await signIn('198.51.100.6'));
    const inbox = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(inbox.status).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await inbox.text())?.[1] ?? '';
    expect(csrf).not.toBe('');
    expect((await postForm(`${server.url}/admin/sign-in?_action=signOut`, { csrf: 'forged' }, { cookie })).status).toBe(
      403,
    );
    const out = await postForm(`${server.url}/admin/sign-in?_action=signOut`, { csrf }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' });
    expect(after.status).toBe(303);
  });

  it('moves a message to the trash only with the CSRF token', async () => {
    await postJson(`${server.url}/api/contact`, validMessage('to-delete'), from('203.0.113.10'));
    const [row] = query<{ id: number }>(server.dbPath, "SELECT id FROM messages WHERE subject = 'to-delete'");
    const cookie = sessionOf(await signIn('198.51.100.7'));
    const page = await (await fetch(`${server.url}/admin/messages/${row!.id}`, { headers: { cookie } })).text();
    expect(page).toContain('to-delete');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(
      (
        await postForm(
          `${server.url}/admin?_action=inbox`,
          { action: 'trash', id: String(row!.id), csrf: 'x' },
          { cookie },
        )
      ).status,
    ).toBe(403);
    expect(query(server.dbPath, "SELECT deleted_at FROM messages WHERE subject = 'to-delete'")).toEqual([
      { deleted_at: null },
    ]);
    const deleted = await postForm(
      `${server.url}/admin?_action=inbox`,
      { action: 'trash', id: String(row!.id), csrf },
      { cookie },
    );
    expect(deleted.headers.get('location')).toBe(`/admin?notice=trashed&id=${row!.id}`);
    expect(
      query<{ deleted_at: string | null }>(
        server.dbPath,
        "SELECT deleted_at FROM messages WHERE subject = 'to-delete'",
      )[0]?.deleted_at,
    ).toMatch(/^\d{4}-/);
  });

  it('runs the inbox action only from the admin pages: same origin, a form body, an admin page', async () => {
    await postJson(`${server.url}/api/contact`, validMessage('action-guard'), from('203.0.113.11'));
    const [row] = query<{ id: number }>(server.dbPath, "SELECT id FROM messages WHERE subject = 'action-guard'");
    const cookie = sessionOf(await signIn('198.51.100.8'));
    const page = await (await fetch(`${server.url}/admin/messages/${row!.id}`, { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    // Every form of the admin area posts to an action on an admin page; no endpoint is left.
    expect(page).toContain('action="/admin?_action=inbox"');
    expect(page).toContain('action="/admin/erase?_action=inbox"');
    expect(page).toContain('action="/admin/sign-in?_action=signOut"');
    expect(page).not.toMatch(/action="\/admin\/(actions|sign-out)"/);
    const trash = { action: 'trash', id: String(row!.id), csrf };
    const crossSite = await postForm(`${server.url}/admin?_action=inbox`, trash, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('only works from the admin pages');
    const json = await postJson(`${server.url}/admin?_action=inbox`, trash, { cookie });
    expect(json.status).toBe(415);
    // The session cookie sent to a public page rendered on demand: the action finds no admin session there.
    const elsewhere = await postForm(`${server.url}/contact?_action=inbox`, trash, { cookie });
    expect(elsewhere.status).not.toBe(303);
    for (const path of ['/admin/actions', '/admin/sign-out'])
      expect((await postForm(`${server.url}${path}`, trash, { cookie })).status, path).toBe(404);
    expect(query(server.dbPath, "SELECT deleted_at FROM messages WHERE subject = 'action-guard'")).toEqual([
      { deleted_at: null },
    ]);
  });
});

describe('admin without a password', () => {
  it('answers 404 everywhere', async () => {
    const off = await startServer();
    try {
      for (const path of ['/admin', '/admin/sign-in', '/admin/messages.csv']) {
        const response = await fetch(`${off.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(404);
      }
      expect((await postForm(`${off.url}/admin/sign-in`, { password: '' })).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
