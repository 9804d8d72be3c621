/**
 * Findings F5, F9, F10, F11, F15 and F17, replayed against the built server: where a form post may
 * send the visitor, what reaches the agency's mailbox, which characters are stored, what happens
 * to a message sent too fast, which origins are trusted and whose forwarded address is believed.
 */
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
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

let server: RunningServer;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    ADMIN_PASSWORD: 'forms-admin-pass',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    NOTIFY_EMAIL: 'team@brightlane.example',
    SMTP_FROM: 'site@brightlane.example',
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const noJsFields = (subject: string) => ({
  name: 'No Script',
  email: 'nojs@example.com',
  subject,
  message: 'Sent with JavaScript off.',
  startedAt: String(Date.now() - 10_000),
  consent: 'yes',
});
const sameSite = () => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });

describe('redirects after a no-JS post', () => {
  it('F5 open redirect: a hostile Referer never becomes the Location', async () => {
    for (const referer of [
      `${server.url}//evil.example/`,
      `${server.url}/\\evil.example/`,
      `${server.url}//evil.example/about`,
    ]) {
      const contact = await postForm(`${server.url}/api/contact`, noJsFields('redirect probe'), {
        ...sameSite(),
        referer,
      });
      expect(contact.status, referer).toBe(303);
      expect(contact.headers.get('location'), referer).toBe('/contact?contact=sent#contact-form-sent');
      const newsletter = await postForm(
        `${server.url}/api/newsletter`,
        { email: 'redirect@example.com', consent: 'yes' },
        { ...sameSite(), referer },
      );
      expect(newsletter.headers.get('location'), referer).toBe(
        '/contact?newsletter=check-inbox#contact-newsletter-check-inbox',
      );
    }
    // A real page of the site is still where the visitor returns.
    const back = await postForm(
      `${server.url}/api/newsletter`,
      { email: 'back@example.com', consent: 'yes', formId: 'footer-newsletter' },
      { ...sameSite(), referer: `${server.url}/about/` },
    );
    expect(back.headers.get('location')).toBe('/about?newsletter=check-inbox#footer-newsletter-check-inbox');
  });
});

describe('notification e-mail', () => {
  it('F9 Reply-To: a name with commas and an address cannot add a recipient', async () => {
    const response = await postJson(`${server.url}/api/contact`, {
      ...validMessage('reply-to probe'),
      name: 'Bob, attacker@evil.example,',
    });
    expect(response.status).toBe(201);
    for (let i = 0; i < 100 && !smtp.messages.some((m) => m.includes('reply-to probe')); i += 1)
      await new Promise((r) => setTimeout(r, 50));
    const mail = smtp.messages.find((m) => m.includes('reply-to probe'));
    expect(mail).toBeDefined();
    const replyTo = /^Reply-To: (.*(?:\r\n[ \t].*)*)/im.exec(mail!)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
    // Outside the quoted display name, the only address is the one the visitor typed.
    const outsideQuotes = replyTo.replace(/"(?:[^"\\]|\\.)*"/g, '');
    expect(outsideQuotes.trim()).toBe('<tester@example.com>');
    expect(replyTo).toContain('Bob, attacker@evil.example,');
  });
});

describe('stored text', () => {
  it('F10 hidden characters: bidi overrides, zero-width and C1 controls refused with a field message; text stored as NFC', async () => {
    for (const name of ['Bob\u202Eevil', 'Zero\u200Bwidth', 'C1\u0085control']) {
      const response = await postJson(`${server.url}/api/contact`, { ...validMessage('hidden probe'), name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.name).toMatch(/can't accept|invisible or text-direction/);
    }
    const subject = await postJson(`${server.url}/api/contact`, validMessage('Sale\u2066 ends\u2069'));
    expect(((await subject.json()) as { fieldErrors: Record<string, string> }).fieldErrors.subject).toBe(
      'Your subject contains invisible or text-direction characters. Please retype it.',
    );
    expect(
      query(server.dbPath, "SELECT 1 FROM messages WHERE subject LIKE 'hidden probe%' OR subject LIKE 'Sale%'"),
    ).toEqual([]);

    const decomposed = 'Nguye\u0302\u0303n Va\u0306n A';
    expect(
      (
        await postJson(`${server.url}/api/contact`, {
          ...validMessage('nfc probe'),
          name: decomposed,
          message: 'Line one\nLine two',
        })
      ).status,
    ).toBe(201);
    const [row] = query<{ name: string; message: string }>(
      server.dbPath,
      "SELECT name, message FROM messages WHERE subject = 'nfc probe'",
    );
    expect(row!.name).toBe(decomposed.normalize('NFC'));
    expect(row!.name).toBe('Nguyễn Văn A');
    expect(row!.message).toBe('Line one\nLine two');

    const page = await postForm(
      `${server.url}/api/contact`,
      { ...noJsFields('hidden no-js'), name: 'Bob\u202Eevil' },
      sameSite(),
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Your name contains invisible or text-direction characters. Please retype it.');
  });

  it('F11 too fast to be typed: stored and held for review, shown in its own admin view, never lost', async () => {
    const quick = await postJson(`${server.url}/api/contact`, { ...validMessage('autofilled lead'), elapsedMs: 400 });
    expect(quick.status).toBe(201);
    expect(((await quick.json()) as { message: string }).message).toBe("We'll get back to you as soon as possible.");
    const noJs = await postForm(
      `${server.url}/api/contact`,
      { ...noJsFields('autofilled no-js'), startedAt: String(Date.now() - 500) },
      sameSite(),
    );
    expect(noJs.status).toBe(303);
    expect(
      query(server.dbPath, "SELECT subject, status FROM messages WHERE subject LIKE 'autofilled%' ORDER BY id"),
    ).toEqual([
      { subject: 'autofilled lead', status: 'held' },
      { subject: 'autofilled no-js', status: 'held' },
    ]);
    // Only a filled honeypot is discarded.
    await postJson(`${server.url}/api/contact`, { ...validMessage('honeypot bot'), website: 'http://spam.example' });
    expect(query(server.dbPath, "SELECT 1 FROM messages WHERE subject = 'honeypot bot'")).toEqual([]);

    const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'forms-admin-pass' });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const held = await (await fetch(`${server.url}/admin?view=held`, { headers: { cookie } })).text();
    expect(held).toContain('Held for review (2)');
    expect(held).toContain('autofilled lead');
    const inbox = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(inbox).not.toContain('autofilled lead');
    // A held message is not e-mailed: the agency reviews it in the inbox.
    expect(smtp.messages.some((m) => m.includes('autofilled'))).toBe(false);
  });
});

describe('trust', () => {
  it('F15 origin check: without SITE_URL only the listen address is trusted; production requires SITE_URL', async () => {
    const refused = await postJson(`${server.url}/api/contact`, validMessage('other port'), {
      origin: 'http://localhost:4321',
      'sec-fetch-site': 'same-origin',
    });
    expect(refused.status).toBe(403);
    expect((await postJson(`${server.url}/api/contact`, validMessage('own origin'), sameSite())).status).toBe(201);
    for (const env of [{ NODE_ENV: 'production' }, { HOST: '0.0.0.0' }]) {
      const result = await startExpectingFailure(env);
      expect(result.code).toBe(1);
      expect(result.output).toContain('SITE_URL is required in production');
    }
  }, 40_000);

  it('F17 TRUST_PROXY: forwarded addresses count only from a listed proxy; "true" is refused', async () => {
    const limited = await startServer({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await postJson(`${limited.url}/api/contact`, validMessage(`rotate-${i}`), {
              'x-forwarded-for': `198.51.100.${i + 1}`,
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await limited.stop();
    }
    const result = await startExpectingFailure({ TRUST_PROXY: 'true' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('TRUST_PROXY: give the proxy addresses');
  }, 40_000);
});
