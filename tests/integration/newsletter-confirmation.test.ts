/**
 * Newsletter double opt-in (decision 083), against the real built server on each store: a sign-up is
 * only a request until its mailed link is confirmed by a POST; a stranger can neither subscribe an
 * address nor undo its unsubscribe; forged links get a clear 4xx page; the consent history only grows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/ui/en.ts';
import { vi } from '../../src/i18n/ui/vi.ts';
import { fill } from '../../src/i18n/fill.ts';
import { parseCsv } from '../../src/lib/csv-parse.ts';
import { postForm, postJson, startServer, type RunningServer } from './server.ts';
import { allBackends, type Backend } from './support/backends.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

const backends = await allBackends();
const ADMIN = 'confirm-admin-pass';

interface Event {
  kind: string;
  lang: string | null;
  source: string | null;
  notice: string | null;
}

describe.each(backends.map((backend) => [backend.name, backend] as const))(
  'newsletter double opt-in (%s)',
  (_name, backend: Backend) => {
    let server: RunningServer;
    let cookie = '';

    beforeAll(async () => {
      const { env, dbPath } = await backend.fresh();
      server = await startServer({ ...env, RATE_LIMIT_PER_MINUTE: '1000', ADMIN_PASSWORD: ADMIN }, dbPath);
      const signIn = await postForm(
        `${server.url}/admin/sign-in`,
        { password: ADMIN },
        { origin: server.url, 'sec-fetch-site': 'same-origin' },
      );
      cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    });
    afterAll(async () => {
      await server?.stop();
      if (backend === backends.at(-1)) for (const each of backends) await each.shutdown();
    });

    const signUp = (email: string, lang = 'en') =>
      postJson(`${server.url}/api/newsletter`, {
        email,
        consent: 'yes',
        lang,
        source: lang === 'vi' ? '/vi/contact' : '/contact',
      });
    const statusOf = async (email: string) =>
      (await backend.rows<{ status: string }>('SELECT status FROM subscribers WHERE email_key = ?', [email]))[0]
        ?.status;
    const history = (email: string) =>
      backend.rows<Event>(
        'SELECT e.kind, e.lang, e.source, e.notice FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? ORDER BY e.id',
        [email],
      );

    /** The link logged for the address's latest request (no SMTP here: a developer machine). */
    async function confirmLink(email: string): Promise<URL> {
      const [latest] = await backend.rows<{ id: number | string }>(
        "SELECT e.id FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? AND e.kind = 'requested' ORDER BY e.id DESC LIMIT 1",
        [email],
      );
      const pattern = new RegExp(`(http://\\S+/newsletter/confirm\\?r=${latest!.id}&t=[\\w-]+)`, 'g');
      const matches = [...server.output().matchAll(pattern)];
      expect(matches, 'the link is logged once per sign-up').toHaveLength(1);
      return new URL(matches[0]![1]!);
    }
    const open = (link: URL) => fetch(`${server.url}${link.pathname}${link.search}`);
    const confirm = (link: URL) =>
      postForm(`${server.url}/newsletter/confirm`, { r: link.searchParams.get('r')!, t: link.searchParams.get('t')! });

    async function unsubscribeLink(email: string): Promise<URL> {
      const page = await (await fetch(`${server.url}/admin/subscribers`, { headers: { cookie } })).text();
      const match = new RegExp(
        `${email.replace(/[.]/g, '\\.')}[\\s\\S]*?(http://[^<\\s]+/unsubscribe\\?s=\\d+&amp;t=[\\w-]+)`,
      ).exec(page);
      return new URL(match![1]!.replace(/&amp;/g, '&'));
    }

    it("leaves a stranger's sign-up pending, answers 'check your inbox' and never 'subscribed'", async () => {
      const json = await signUp('victim@example.com');
      expect(json.status).toBe(200);
      const { message } = (await json.json()) as { message: string };
      expect(message).toMatch(/check your inbox/i);
      expect(message).not.toMatch(/thanks for subscribing/i);
      const form = await postForm(
        `${server.url}/api/newsletter`,
        { email: 'victim2@example.com', consent: 'yes', formId: 'footer-newsletter', lang: 'en' },
        { origin: server.url, referer: `${server.url}/about` },
      );
      expect(form.headers.get('location')).toBe('/about?newsletter=check-inbox#footer-newsletter-check-inbox');
      expect(await statusOf('victim@example.com')).toBe('pending');
      expect(await statusOf('victim2@example.com')).toBe('pending');
      // Pending addresses get no newsletter: the default export holds active ones only.
      const active = parseCsv(
        await (await fetch(`${server.url}/admin/subscribers.csv`, { headers: { cookie } })).text(),
      );
      expect(active.rows.map((row) => row.values['email'])).not.toContain('victim@example.com');
      expect(await (await fetch(`${server.url}/admin/subscribers`, { headers: { cookie } })).text()).toMatch(
        /victim@example\.com[\s\S]*?Pending confirmation/,
      );
    });

    it('changes nothing when the link is opened (GET); only the button (POST) confirms, in the language of the sign-up', async () => {
      await signUp('linh@example.com', 'vi');
      const link = await confirmLink('linh@example.com');
      for (let i = 0; i < 3; i += 1) {
        const asked = await open(link);
        expect(asked.status).toBe(200);
        expect(asked.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        const html = await asked.text();
        expect(html).toContain('<html lang="vi"');
        expect(html).toContain(fill(vi.confirmSubscription.ask, { email: 'linh@example.com' }));
        expect(html).toContain(vi.confirmSubscription.button);
      }
      expect(await statusOf('linh@example.com')).toBe('pending');
      expect((await history('linh@example.com')).map((event) => event.kind)).toEqual(['requested']);
      const done = await confirm(link);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(fill(vi.confirmSubscription.done, { email: 'linh@example.com' }));
      expect(await statusOf('linh@example.com')).toBe('active');
      // A second press says so and writes nothing.
      const again = await confirm(link);
      expect(await again.text()).toContain(fill(vi.confirmSubscription.already, { email: 'linh@example.com' }));
      expect((await history('linh@example.com')).map((event) => event.kind)).toEqual(['requested', 'confirmed']);
    });

    it('refuses a forged or tampered link with a clear 4xx page and changes nothing', async () => {
      await signUp('mine@example.com');
      await signUp('theirs@example.com');
      const mine = await confirmLink('mine@example.com');
      const theirs = await confirmLink('theirs@example.com');
      const token = mine.searchParams.get('t')!;
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const attempts = [
        { r: theirs.searchParams.get('r')!, t: token },
        { r: mine.searchParams.get('r')!, t: flipped },
        { r: mine.searchParams.get('r')!, t: 'A'.repeat(43) },
        { r: mine.searchParams.get('r')!, t: '' },
        { r: 'x', t: token },
        { r: '999999', t: token },
      ];
      for (const attempt of attempts) {
        for (const response of [
          await postForm(`${server.url}/newsletter/confirm`, attempt),
          await fetch(`${server.url}/newsletter/confirm?${new URLSearchParams(attempt)}`),
        ]) {
          expect(response.status, JSON.stringify(attempt)).toBe(400);
          expect(await response.text()).toContain(en.confirmSubscription.invalid);
        }
      }
      expect(await statusOf('mine@example.com')).toBe('pending');
      expect(await statusOf('theirs@example.com')).toBe('pending');
    });

    it('does not re-activate an unsubscribed address on a new sign-up, nor with an old link, until the new link is confirmed; the history keeps every event', async () => {
      await signUp('leaver@example.com');
      const first = await confirmLink('leaver@example.com');
      expect((await confirm(first)).status).toBe(200);
      const unsubscribe = await unsubscribeLink('leaver@example.com');
      expect(
        (
          await postForm(`${server.url}/unsubscribe`, {
            s: unsubscribe.searchParams.get('s')!,
            t: unsubscribe.searchParams.get('t')!,
          })
        ).status,
      ).toBe(200);
      expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
      // Someone signs the address up again: it stays unsubscribed.
      expect((await signUp('leaver@example.com', 'vi')).status).toBe(200);
      expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
      // The link mailed before the unsubscribe cannot undo it.
      const stale = await confirm(first);
      expect(stale.status).toBe(410);
      expect(await stale.text()).toContain(fill(en.confirmSubscription.expired, { email: 'leaver@example.com' }));
      expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
      // Only the new link, from the mailbox, brings it back.
      const second = await confirmLink('leaver@example.com');
      expect((await open(second)).status).toBe(200);
      expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
      expect((await confirm(second)).status).toBe(200);
      expect(await statusOf('leaver@example.com')).toBe('active');
      const events = await history('leaver@example.com');
      expect(events.map((event) => event.kind)).toEqual([
        'requested',
        'confirmed',
        'unsubscribed',
        'requested',
        'confirmed',
      ]);
      expect(events[0]).toMatchObject({ lang: 'en', source: '/contact' });
      expect(events[3]).toMatchObject({ lang: 'vi', source: '/vi/contact' });
      expect(events[0]!.notice).toMatch(/^[0-9a-f]{16}$/);
      // The consent in force is the confirmed request's.
      const [row] = await backend.rows<{ lang: string; consent_notice: string }>(
        'SELECT lang, consent_notice FROM subscribers WHERE email_key = ?',
        ['leaver@example.com'],
      );
      expect(row).toEqual({ lang: 'vi', consent_notice: events[3]!.notice });
    });
  },
);

describe('the confirmation e-mail', () => {
  let sink: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_FROM: 'news@brightlane.example',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  it('goes to the address, in its language, with a link that confirms; the link is not logged', async () => {
    expect(
      (await postJson(`${server.url}/api/newsletter`, { email: 'mail@example.com', consent: 'yes', lang: 'vi' }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 100 && sink.messages.length === 0; i += 1) await new Promise((wait) => setTimeout(wait, 50));
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail).toMatch(/^To: mail@example\.com/m);
    const link = /(http:\/\/\S+\/newsletter\/confirm\?r=\d+&t=[\w-]+)/.exec(
      mail.replace(/=\r\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    expect(link).toBeDefined();
    expect(server.output()).not.toContain('/newsletter/confirm?');
    const url = new URL(link!);
    const done = await postForm(`${server.url}/newsletter/confirm`, {
      r: url.searchParams.get('r')!,
      t: url.searchParams.get('t')!,
    });
    expect(await done.text()).toContain(fill(vi.confirmSubscription.done, { email: 'mail@example.com' }));
  });
});
