/**
 * Phone and reply channel, against the real built server: numbers stored in E.164 or
 * refused in the page language, with and without JavaScript; the inbox's one-tap actions, CSV and
 * search; the success panel a no-JS send lands on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv-parse.ts';
import { formMessages } from '../../src/i18n/form-messages.ts';
import { postForm, postJson, query, startServer, validMessage, type RunningServer } from './server.ts';

let server: RunningServer;
let cookie = '';
const sameSite = () => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '100',
    TRUST_PROXY: '127.0.0.1,::1',
    ADMIN_PASSWORD: 'reply-admin-pass',
  });
  const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'reply-admin-pass' }, sameSite());
  cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => {
  await server?.stop();
});

const stored = (subject: string) =>
  query<{ id: number; phone: string; reply_by: string }>(
    server.dbPath,
    'SELECT id, phone, reply_by FROM messages WHERE subject = ?',
    subject,
  );

describe('phone and reply channel', () => {
  it('stores a Vietnamese number in E.164 with the Zalo preference (JSON)', async () => {
    const response = await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('zalo json'), lang: 'vi', phone: '0903 123 456', replyBy: 'zalo' },
      { ...sameSite(), ...from('192.0.2.1') },
    );
    expect(response.status).toBe(201);
    expect(stored('zalo json')).toEqual([expect.objectContaining({ phone: '+84903123456', reply_by: 'zalo' })]);
  });

  it('refuses a number it cannot call, and a phone channel without a number, storing nothing', async () => {
    const bad = await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('bad phone'), lang: 'vi', phone: '12345' },
      { ...sameSite(), ...from('192.0.2.2') },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      phone: formMessages.vi.phoneInvalid,
    });
    const missing = await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('no phone'), replyBy: 'whatsapp' },
      { ...sameSite(), ...from('192.0.2.2') },
    );
    expect(missing.status).toBe(400);
    expect(stored('bad phone')).toEqual([]);
    expect(stored('no phone')).toEqual([]);
  });

  it('without JavaScript: re-renders the refusal beside the field, then lands on the panel naming the channel', async () => {
    const form = {
      ...validMessage('whatsapp form'),
      elapsedMs: '8000',
      lang: 'en',
      phone: '+44 20 7946 0958',
      replyBy: 'whatsapp',
    } as Record<string, string>;
    const refused = await postForm(
      `${server.url}/api/contact`,
      { ...form, phone: '020 7946' },
      { ...sameSite(), ...from('192.0.2.3') },
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(formMessages.en.phoneInvalid);
    expect(page).toContain('value="020 7946"');
    const sent = await postForm(`${server.url}/api/contact`, form, {
      ...sameSite(),
      ...from('192.0.2.3'),
      referer: `${server.url}/contact`,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?contact=sent&reply=whatsapp#contact-form-sent');
    expect(stored('whatsapp form')).toEqual([
      expect.objectContaining({ phone: '+442079460958', reply_by: 'whatsapp' }),
    ]);
    const panel = await (await fetch(`${server.url}/contact?contact=sent&reply=whatsapp`)).text();
    expect(panel).toContain('replies within one business day (Monday to Friday), by WhatsApp.');
    expect(panel).toContain('Send another message');
  });

  it('shows the inbox one-tap actions, finds the message by phone, and writes phone and channel to the CSV', async () => {
    const id = stored('zalo json')[0]!.id;
    const detail = await (await fetch(`${server.url}/admin/messages/${id}`, { headers: { cookie } })).text();
    expect(detail).toContain('href="https://zalo.me/84903123456"');
    expect(detail).toContain('href="tel:+84903123456"');
    expect(detail).toContain('href="https://wa.me/84903123456"');
    expect(detail).toContain('href="mailto:');
    const search = await (
      await fetch(`${server.url}/admin?view=all&q=${encodeURIComponent('+84903')}`, { headers: { cookie } })
    ).text();
    expect(search).toContain('zalo json');
    const csv = parseCsv(await (await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie } })).text());
    const row = csv.rows.find((r) => r.values['subject'] === 'zalo json');
    // A leading + would start a formula in a spreadsheet: the CSV rule writes it as text (decision 009).
    expect(row?.values).toMatchObject({ phone: "'+84903123456", 'reply by': 'Zalo' });
  });
});
