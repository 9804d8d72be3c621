/**
 * Outgoing webhooks (decision 131) against the real built server and a local sink: signed with the
 * timestamp, never holding up the visitor's answer, retried with back-off after a 500 or a sink that
 * is down, every attempt recorded and shown in the inbox, and still owed after a restart.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, postJson, startServer, validMessage, type RunningServer } from './server.ts';
import { allBackends } from './support/backends.ts';

const SECRET = 'sink-secret-0123456789';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver whose answer the test decides: 200, 500, or held until released. */
class Sink {
  mode: 'ok' | 'fail' | 'hold' = 'ok';
  received: Received[] = [];
  held: ServerResponse[] = [];
  private server: Server | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.received.push({ headers: request.headers, body });
        if (this.mode === 'hold') this.held.push(response);
        else response.writeHead(this.mode === 'ok' ? 200 : 500).end(this.mode);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  release(): void {
    for (const response of this.held.splice(0)) response.writeHead(200).end('ok');
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }
}

async function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const backends = await allBackends();
afterAll(async () => {
  for (const backend of backends) await backend.shutdown();
});

describe.each(backends)('outgoing webhooks ($name)', (backend) => {
  const sink = new Sink();
  let server: RunningServer;
  let store: { env: Record<string, string>; dbPath: string };
  const env = () => ({
    ...store.env,
    RATE_LIMIT_PER_MINUTE: '100',
    WEBHOOK_URLS: sink.url,
    WEBHOOK_SECRET: SECRET,
    WEBHOOK_RETRY_SECONDS: '1',
    ADMIN_PASSWORD: 'hook-admin-pass',
  });

  const attempts = (subject: string) =>
    backend.rows<{ status: number | null; error: string | null; delivered_at: string | null }>(
      `SELECT a.status, a.error, d.delivered_at FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
       JOIN messages m ON m.id = d.message_id WHERE m.subject = ? ORDER BY a.id`,
      [subject],
    );
  const bodiesFor = (subject: string) =>
    sink.received.filter((r) => (JSON.parse(r.body) as { message: { subject: string } }).message.subject === subject);

  beforeAll(async () => {
    await sink.start();
    store = await backend.fresh();
    server = await startServer(env(), store.dbPath);
  });
  afterAll(async () => {
    await server?.stop();
    await sink.stop();
  });

  it('answers the visitor while the sink is still holding the request, then delivers a signed, Slack-ready body', async () => {
    sink.mode = 'hold';
    const response = await postJson(`${server.url}/api/contact`, {
      ...validMessage('hook slow'),
      lang: 'vi',
      phone: '0903 123 456',
      replyBy: 'zalo',
    });
    expect(response.status).toBe(201);
    // The visitor has the answer; the sink has the request and has not answered it yet.
    const [received] = await until(
      () => bodiesFor('hook slow').length > 0 && bodiesFor('hook slow'),
      'the held request',
    );
    expect(sink.held.length).toBeGreaterThan(0);
    expect(await attempts('hook slow')).toEqual([]);
    sink.mode = 'ok';
    sink.release();
    await until(async () => (await attempts('hook slow'))[0]?.delivered_at, 'the delivery');
    expect(await attempts('hook slow')).toEqual([expect.objectContaining({ status: 200, error: null })]);

    const timestamp = String(received!.headers['x-brightlane-timestamp']);
    const expected = `v1=${createHmac('sha256', SECRET).update(`${timestamp}.${received!.body}`).digest('hex')}`;
    expect(received!.headers['x-brightlane-signature']).toBe(expected);
    expect(received!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(received!.body) as { text: string; event: string; message: Record<string, unknown> };
    expect(body.event).toBe('message.created');
    expect(body.text).toContain('New enquiry from Integration Tester (reply by Zalo +84903123456): hook slow');
    expect(body.message).toMatchObject({
      phone: '+84903123456',
      replyBy: 'zalo',
      email: 'tester@example.com',
      lang: 'vi',
    });
    expect(String(body.message['adminUrl'])).toMatch(/\/admin\/messages\/\d+$/);
  });

  it('retries after a 500 with back-off, records every attempt and shows them in the inbox', async () => {
    sink.mode = 'fail';
    await postJson(`${server.url}/api/contact`, validMessage('hook 500'));
    await until(async () => (await attempts('hook 500')).length >= 2, 'two failed attempts');
    expect((await attempts('hook 500')).slice(0, 2)).toEqual([
      expect.objectContaining({ status: 500, error: 'HTTP 500', delivered_at: null }),
      expect.objectContaining({ status: 500, error: 'HTTP 500', delivered_at: null }),
    ]);
    sink.mode = 'ok';
    await until(
      async () => Number((await attempts('hook 500')).at(-1)?.status) === 200,
      'the delivery after the outage',
    );
    const signIn = await postForm(
      `${server.url}/admin/sign-in`,
      { password: 'hook-admin-pass' },
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
    );
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const id = (await backend.rows<{ id: number }>("SELECT id FROM messages WHERE subject = 'hook 500'"))[0]!.id;
    const page = await (await fetch(`${server.url}/admin/messages/${id}`, { headers: { cookie } })).text();
    expect(page).toContain(`Webhook 127.0.0.1:${sink.port}`);
    expect(page).toContain('HTTP 500');
    expect(page).toMatch(/Delivered [^<]+ \(attempt \d+\)/);
  });

  it('keeps what a sink that is down is owed across a restart, and delivers it once the sink is back', async () => {
    const port = sink.port;
    await sink.stop();
    const response = await postJson(`${server.url}/api/contact`, validMessage('hook down'));
    expect(response.status).toBe(201);
    await until(async () => (await attempts('hook down')).length >= 1, 'a refused attempt');
    expect((await attempts('hook down'))[0]).toMatchObject({ status: null, delivered_at: null });
    await server.stop();
    await sink.start(port);
    sink.mode = 'ok';
    server = await startServer(env(), store.dbPath);
    await until(async () => (await attempts('hook down')).at(-1)?.delivered_at, 'the delivery after the restart');
    expect(bodiesFor('hook down')).toHaveLength(1);
  });
});
