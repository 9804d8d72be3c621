/**
 * Leads handled lawfully, against the real built server: consent evidence stored exactly, no
 * consent no storage, unsubscribe links that cannot be forged or moved to another address, an
 * erasure that leaves nothing of the address, and the trash's expiry.
 */
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv-parse.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { vi } from '../../src/i18n/ui/vi.ts';
import { postForm, postJson, query, startServer, validMessage, type RunningServer } from './server.ts';

let server: RunningServer;
let cookie = '';
let csrf = '';
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const sameSite = () => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });

// The notice version is a hash of the exact words beside the boxes, computed here independently.
const version = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
const contactNotice = (t: typeof en | typeof vi) =>
  version(t.contactForm.notice, t.contactForm.privacyLink, t.contactForm.consent, t.contactForm.newsletterOptIn);
const newsletterNotice = (t: typeof en | typeof vi) =>
  version(t.newsletter.notice, t.newsletter.privacyLink, t.newsletter.consent);
/** The evidence of an address's sign-up requests, kept in its consent history. */
const requestEvidence =
  "SELECT e.lang, e.source, e.notice FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? AND e.kind = 'requested'";

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '100',
    TRUST_PROXY: '127.0.0.1,::1',
    ADMIN_PASSWORD: 'consent-admin-pass',
  });
  const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'consent-admin-pass' }, sameSite());
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  csrf =
    /name="csrf" value="([^"]+)"/.exec(
      await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text(),
    )?.[1] ?? '';
});
afterAll(async () => {
  await server?.stop();
});

const admin = (fields: Record<string, string>) =>
  postForm(`${server.url}/admin?_action=inbox`, { csrf, ...fields }, { ...sameSite(), cookie });

describe('consent evidence', () => {
  it('stores the time, notice version, page language, boxes and source of a message exactly', async () => {
    const before = Date.now();
    const response = await postForm(
      `${server.url}/api/contact`,
      {
        ...validMessage('evidence vi'),
        elapsedMs: '8000',
        lang: 'vi',
        source: '/vi/contact',
        newsletter: 'yes',
        consent: 'yes',
      } as Record<string, string>,
      { ...sameSite(), ...from('192.0.2.10'), referer: `${server.url}/vi/contact` },
    );
    expect(response.status).toBe(303);
    const [row] = query<Record<string, string | number>>(
      server.dbPath,
      "SELECT created_at, consent_at, consent_notice, consent_newsletter, lang, source FROM messages WHERE subject = 'evidence vi'",
    );
    expect(row).toMatchObject({
      consent_notice: contactNotice(vi),
      consent_newsletter: 1,
      lang: 'vi',
      source: '/vi/contact',
    });
    expect(row!['consent_at']).toBe(row!['created_at']);
    expect(Date.parse(String(row!['consent_at']))).toBeGreaterThanOrEqual(before - 1000);
    // The separate newsletter box became a sign-up request of its own, under the same notice (pending
    // until confirmed from the mailbox: decision 083).
    expect(query(server.dbPath, "SELECT status FROM subscribers WHERE email_key = 'tester@example.com'")).toEqual([
      { status: 'pending' },
    ]);
    expect(query(server.dbPath, requestEvidence, 'tester@example.com')).toEqual([
      { lang: 'vi', source: '/vi/contact', notice: contactNotice(vi) },
    ]);
  });

  it('records the newsletter box as unticked, stores no sign-up, and names the page from the Referer when none is posted', async () => {
    const response = await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('evidence en'), email: 'plain@example.com' },
      { ...from('192.0.2.11'), referer: `${server.url}/` },
    );
    expect(response.status).toBe(201);
    expect(
      query(
        server.dbPath,
        "SELECT consent_notice, consent_newsletter, lang, source FROM messages WHERE subject = 'evidence en'",
      ),
    ).toEqual([{ consent_notice: contactNotice(en), consent_newsletter: 0, lang: 'en', source: '/' }]);
    expect(query(server.dbPath, "SELECT 1 FROM subscribers WHERE email_key = 'plain@example.com'")).toEqual([]);
  });

  it('keeps the evidence of a newsletter sign-up', async () => {
    expect(
      (
        await postJson(
          `${server.url}/api/newsletter`,
          { email: 'news@example.com', consent: 'yes', lang: 'en', source: '/contact' },
          from('192.0.2.12'),
        )
      ).status,
    ).toBe(200);
    expect(query(server.dbPath, requestEvidence, 'news@example.com')).toEqual([
      { lang: 'en', source: '/contact', notice: newsletterNotice(en) },
    ]);
    const [row] = query<Record<string, string>>(
      server.dbPath,
      "SELECT created_at FROM subscribers WHERE email_key = 'news@example.com'",
    );
    const [event] = query<Record<string, string>>(
      server.dbPath,
      "SELECT at FROM subscriber_events WHERE kind = 'requested' ORDER BY id DESC LIMIT 1",
    );
    expect(event!['at']).toBe(row!['created_at']);
  });

  it('refuses a message without the consent box, with a field message, and stores nothing', async () => {
    const { consent: _consent, ...unticked } = validMessage('no consent json');
    const json = await postJson(`${server.url}/api/contact`, unticked, from('192.0.2.13'));
    expect(json.status).toBe(400);
    expect(((await json.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      consent: 'Please tick the box to agree to us handling your details for this request.',
    });
    const form = await postForm(
      `${server.url}/api/contact`,
      { ...unticked, subject: 'no consent form', elapsedMs: '8000', lang: 'vi', consent: 'no' } as Record<
        string,
        string
      >,
      { ...sameSite(), ...from('192.0.2.13') },
    );
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain(vi.contactForm.consent);
    expect(html).toContain('Vui lòng đánh dấu vào ô đồng ý để chúng tôi được xử lý thông tin bạn gửi cho yêu cầu này.');
    expect(html).toContain('value="no consent form"');
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject LIKE 'no consent%'")).toEqual([]);
    const newsletter = await postForm(
      `${server.url}/api/newsletter`,
      { email: 'silent@example.com', formId: 'contact-newsletter' },
      { ...sameSite(), referer: `${server.url}/contact` },
    );
    expect(newsletter.headers.get('location')).toBe('/contact?newsletter=consent#contact-newsletter-consent');
    expect(query(server.dbPath, "SELECT 1 FROM subscribers WHERE email_key = 'silent@example.com'")).toEqual([]);
  });
});

describe('unsubscribe', () => {
  async function linkFor(email: string): Promise<URL> {
    await postJson(`${server.url}/api/newsletter`, { email, consent: 'yes', lang: 'vi' }, from('192.0.2.20'));
    // Only a confirmed address gets mailings (and so an unsubscribe link): confirm with the logged link.
    const [request] = query<{ id: number }>(
      server.dbPath,
      "SELECT e.id FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? AND e.kind = 'requested' ORDER BY e.id DESC LIMIT 1",
      email,
    );
    const confirm = new URL(
      new RegExp(`http://\\S+/newsletter/confirm\\?r=${request!.id}&t=[\\w-]+`).exec(server.output())![0],
    );
    await postForm(`${server.url}/newsletter/confirm`, {
      r: confirm.searchParams.get('r')!,
      t: confirm.searchParams.get('t')!,
    });
    const page = await (await fetch(`${server.url}/admin/subscribers`, { headers: { cookie } })).text();
    const escaped = email.replace(/[.]/g, '\\.');
    const match = new RegExp(`${escaped}[\\s\\S]*?(http://[^<\\s]+/unsubscribe\\?s=\\d+&amp;t=[\\w-]+)`).exec(page);
    return new URL(match![1]!.replace(/&amp;/g, '&'));
  }

  it('asks on opening, unsubscribes on the one button, confirms in the page, and works once per address', async () => {
    const link = await linkFor('leave@example.com');
    const ask = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(ask.status).toBe(200);
    expect(ask.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const text = await ask.text();
    expect(text).toContain('Ngừng gửi bản tin Brightlane đến leave@example.com?');
    expect(
      query(server.dbPath, "SELECT unsubscribed_at FROM subscribers WHERE email_key = 'leave@example.com'"),
    ).toEqual([{ unsubscribed_at: null }]);
    const done = await postForm(`${server.url}/unsubscribe`, {
      s: link.searchParams.get('s')!,
      t: link.searchParams.get('t')!,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Đã hủy đăng ký cho leave@example.com.');
    expect(
      query<{ unsubscribed_at: string | null }>(
        server.dbPath,
        "SELECT unsubscribed_at FROM subscribers WHERE email_key = 'leave@example.com'",
      )[0]?.unsubscribed_at,
    ).toMatch(/^\d{4}-/);
    // The admin sees it as unsubscribed, and the default export leaves it out.
    expect(await (await fetch(`${server.url}/admin/subscribers`, { headers: { cookie } })).text()).toMatch(
      /leave@example\.com[\s\S]*?Unsubscribed/,
    );
    const active = parseCsv(await (await fetch(`${server.url}/admin/subscribers.csv`, { headers: { cookie } })).text());
    expect(active.rows.map((row) => row.values['email'])).not.toContain('leave@example.com');
    const all = parseCsv(
      await (await fetch(`${server.url}/admin/subscribers.csv?all=1`, { headers: { cookie } })).text(),
    );
    expect(all.rows.find((row) => row.values['email'] === 'leave@example.com')?.values['status']).toBe('Unsubscribed');
  });

  it('refuses a forged token, and a real token moved to another address', async () => {
    const mine = await linkFor('mine@example.com');
    const theirs = await linkFor('theirs@example.com');
    const attempts = [
      { s: theirs.searchParams.get('s')!, t: mine.searchParams.get('t')! },
      { s: mine.searchParams.get('s')!, t: 'A'.repeat(43) },
      { s: mine.searchParams.get('s')!, t: '' },
      { s: 'x', t: mine.searchParams.get('t')! },
    ];
    for (const attempt of attempts) {
      const response = await postForm(`${server.url}/unsubscribe`, attempt);
      expect(response.status, JSON.stringify(attempt)).toBe(400);
      expect(await response.text()).toContain('This unsubscribe link is not valid.');
    }
    expect(
      query(
        server.dbPath,
        "SELECT email_key FROM subscribers WHERE unsubscribed_at IS NOT NULL AND email_key IN ('mine@example.com', 'theirs@example.com')",
      ),
    ).toEqual([]);
  });
});

describe('erasure and trash', () => {
  it('erases only after a confirmation naming the counts, and records only when and how many', async () => {
    for (const [i, email] of ['Erase.Me@example.com', 'erase.me@example.com', 'keep@example.com'].entries())
      await postJson(`${server.url}/api/contact`, { ...validMessage(`erase ${i}`), email }, from('192.0.2.30'));
    await postJson(
      `${server.url}/api/newsletter`,
      { email: 'ERASE.ME@example.com', consent: 'yes' },
      from('192.0.2.30'),
    );
    const [erasedId] = query<{ id: number }>(server.dbPath, "SELECT id FROM messages WHERE subject = 'erase 0'");
    await admin({ action: 'note', id: String(erasedId!.id), value: 'asked for a quote' });
    await admin({ action: 'trash', id: String(erasedId!.id) });
    // The first post only asks: it names what will go and deletes nothing.
    const asked = await admin({ action: 'erase', value: 'erase.me@EXAMPLE.com', back: '/admin/subscribers' });
    expect(asked.status).toBe(200);
    const confirmPage = await asked.text();
    expect(confirmPage).toContain('This deletes 2 messages (the trash included) and 1 newsletter sign-up');
    expect(confirmPage).toContain('name="confirm" value="2:1"');
    expect(query(server.dbPath, "SELECT COUNT(*) AS n FROM messages WHERE subject LIKE 'erase %'")).toEqual([{ n: 3 }]);
    // A confirmation whose counts no longer hold is asked again, not run.
    const stale = await admin({
      action: 'erase',
      value: 'erase.me@EXAMPLE.com',
      confirm: '1:1',
      back: '/admin/subscribers',
    });
    expect(stale.status).toBe(200);
    expect(query(server.dbPath, "SELECT COUNT(*) AS n FROM messages WHERE subject LIKE 'erase %'")).toEqual([{ n: 3 }]);
    // Opened directly, the confirmation page has nothing to confirm.
    const direct = await fetch(`${server.url}/admin/erase`, { headers: { cookie }, redirect: 'manual' });
    expect(direct.status).toBe(303);
    const response = await admin({
      action: 'erase',
      value: 'erase.me@EXAMPLE.com',
      confirm: '2:1',
      back: '/admin/subscribers',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/subscribers?notice=erased&m=2&s=1');
    expect(query(server.dbPath, "SELECT subject FROM messages WHERE subject LIKE 'erase %'")).toEqual([
      { subject: 'erase 2' },
    ]);
    expect(query(server.dbPath, "SELECT 1 FROM subscribers WHERE email_key = 'erase.me@example.com'")).toEqual([]);
    expect(query(server.dbPath, 'SELECT 1 FROM message_events WHERE message_id = ?', erasedId!.id)).toEqual([]);
    const erasures = query<Record<string, unknown>>(server.dbPath, 'SELECT * FROM erasures');
    expect(erasures).toHaveLength(1);
    expect(Object.keys(erasures[0]!).sort()).toEqual(['erased_at', 'id', 'messages', 'subscribers']);
    expect(erasures[0]).toMatchObject({ messages: 2, subscribers: 1 });
    // Nothing of the address is left in the database file's rows.
    const db = new DatabaseSync(server.dbPath, { readOnly: true });
    try {
      for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[]) {
        const rows = db.prepare(`SELECT * FROM "${name}"`).all();
        expect(JSON.stringify(rows).toLowerCase(), name).not.toContain('erase.me@example.com');
      }
    } finally {
      db.close();
    }
  });

  it('keeps a deleted message in the trash, restores it with Undo, and deletes it for good after 30 days', async () => {
    await postJson(`${server.url}/api/contact`, validMessage('trash me'), from('192.0.2.40'));
    const [{ id }] = query<{ id: number }>(server.dbPath, "SELECT id FROM messages WHERE subject = 'trash me'") as [
      { id: number },
    ];
    const trashed = await admin({ action: 'trash', id: String(id), back: '/admin' });
    expect(trashed.headers.get('location')).toBe(`/admin?notice=trashed&id=${id}`);
    const notice = await (await fetch(`${server.url}/admin?notice=trashed&id=${id}`, { headers: { cookie } })).text();
    expect(notice).toContain('The message was moved to the trash.');
    expect(notice).toMatch(/name="action" value="restore"/);
    await admin({ action: 'restore', id: String(id) });
    expect(query(server.dbPath, 'SELECT deleted_at FROM messages WHERE id = ?', id)).toEqual([{ deleted_at: null }]);
    await admin({ action: 'trash', id: String(id) });
    // Thirty days pass (the deletion time is moved back, as the clock cannot be).
    const db = new DatabaseSync(server.dbPath);
    try {
      db.prepare('UPDATE messages SET deleted_at = ? WHERE id = ?').run(
        new Date(Date.now() - 30 * 86_400_000 - 60_000).toISOString(),
        id,
      );
    } finally {
      db.close();
    }
    // Viewing the trash writes nothing; the next admin action (or the hourly purge) deletes it.
    expect((await fetch(`${server.url}/admin?view=trash`, { headers: { cookie } })).status).toBe(200);
    expect(query(server.dbPath, 'SELECT 1 FROM messages WHERE id = ?', id)).toHaveLength(1);
    await admin({ action: 'office', value: 'sydney' });
    expect(query(server.dbPath, 'SELECT 1 FROM messages WHERE id = ?', id)).toEqual([]);
  });

  it('empties the trash only when the admin confirms the number it holds', async () => {
    for (const subject of ['empty me 1', 'empty me 2']) {
      await postJson(`${server.url}/api/contact`, validMessage(subject), from('192.0.2.41'));
      const [{ id }] = query<{ id: number }>(server.dbPath, 'SELECT id FROM messages WHERE subject = ?', subject) as [
        { id: number },
      ];
      await admin({ action: 'trash', id: String(id) });
    }
    const inTrash = () =>
      Number(
        query<{ n: number }>(server.dbPath, 'SELECT COUNT(*) AS n FROM messages WHERE deleted_at IS NOT NULL')[0]!.n,
      );
    const held = inTrash();
    expect(held).toBeGreaterThanOrEqual(2);
    const page = await (await fetch(`${server.url}/admin?view=trash`, { headers: { cookie } })).text();
    expect(page).toContain(`Yes, delete all ${held} messages in the trash for good`);
    const box = page.match(/<input[^>]*name="confirm"[^>]*>/)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).toContain('required=""');
    expect(box).toContain(`value="${held}"`);

    // One tap without the box, or with a number the trash no longer holds: nothing goes.
    for (const confirm of [undefined, String(held - 1)]) {
      const answer = await admin({ action: 'empty-trash', ...(confirm ? { confirm } : {}) });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/admin?view=trash&notice=empty-confirm&n=${held}`);
      expect(inTrash()).toBe(held);
    }
    const asked = await (
      await fetch(`${server.url}/admin?view=trash&notice=empty-confirm&n=${held}`, { headers: { cookie } })
    ).text();
    expect(asked).toContain(
      `Nothing was deleted. The trash holds ${held} messages: tick the box to confirm deleting them for good.`,
    );

    const emptied = await admin({ action: 'empty-trash', confirm: String(held) });
    expect(emptied.headers.get('location')).toBe(`/admin?view=trash&notice=emptied&n=${held}`);
    expect(inTrash()).toBe(0);
  });

  it('changes status with an Undo back to the previous one, and keeps the history', async () => {
    await postJson(`${server.url}/api/contact`, validMessage('status flow'), from('192.0.2.50'));
    const [{ id }] = query<{ id: number }>(server.dbPath, "SELECT id FROM messages WHERE subject = 'status flow'") as [
      { id: number },
    ];
    const replied = await admin({ action: 'status', id: String(id), value: 'replied', back: `/admin/messages/${id}` });
    expect(replied.headers.get('location')).toBe(`/admin/messages/${id}?notice=status&id=${id}&prev=new`);
    const page = await (await fetch(`${server.url}${replied.headers.get('location')}`, { headers: { cookie } })).text();
    expect(page).toContain('Undo (back to New)');
    expect(page).toContain('Status new → replied');
    await admin({ action: 'status', id: String(id), value: 'new' });
    expect(query(server.dbPath, 'SELECT status FROM messages WHERE id = ?', id)).toEqual([{ status: 'new' }]);
    expect(await admin({ action: 'status', id: String(id), value: 'archived' })).toHaveProperty('status', 400);
  });

  it('marks New messages older than one business day as overdue and counts them at the top', async () => {
    const before = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(before).not.toContain('overdue');
    const db = new DatabaseSync(server.dbPath);
    try {
      const insert = db.prepare(
        "INSERT INTO messages (name, email, subject, message, created_at, ip_hash, status) VALUES ('Old', 'old@example.com', ?, 'x', ?, 'h', ?)",
      );
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
      insert.run('waiting a week', weekAgo, 'new');
      insert.run('answered long ago', weekAgo, 'replied');
    } finally {
      db.close();
    }
    const inbox = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(inbox).toContain('1 New message is overdue');
    expect(inbox).toMatch(/Overdue<\/span>[\s\S]*?waiting a week/);
    const replied = await (await fetch(`${server.url}/admin?view=replied`, { headers: { cookie } })).text();
    expect(replied).not.toMatch(/Overdue<\/span>[\s\S]*?answered long ago/);
  });

  it('writes the CSV times in ISO 8601 with the chosen office offset', async () => {
    await admin({ action: 'office', value: 'hcmc', back: '/admin' });
    const office = await admin({ action: 'office', value: 'hcmc', back: '/admin' });
    const officeCookie = (office.headers.get('set-cookie') ?? '').split(';')[0]!;
    const csv = parseCsv(
      await (
        await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie: `${cookie}; ${officeCookie}` } })
      ).text(),
    );
    expect(csv.rows.length).toBeGreaterThan(0);
    for (const row of csv.rows) expect(row.values['received']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  });
});
