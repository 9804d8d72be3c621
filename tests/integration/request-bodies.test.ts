/**
 * Request bodies an attacker controls: a chunked body of any size is cut off at the endpoint's cap
 * while it streams in (F2), and bodies trickled in slowly neither hold descriptors for long nor
 * push visitors out (F4). The server runs with a 1,024 open-file limit, as on a default Linux box.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
let port: number;
const attackers: Socket[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: 'integration-admin-pass' }, undefined, { fdLimit: 1024 });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  for (const socket of attackers) socket.destroy();
  await server?.stop();
});

/**
 * Opens a POST with complete headers and sends `bytes` of body in 16 KB pieces (a piece every
 * `everyMs`, so a refusal is seen as it happens), never the end of it.
 */
function unfinishedPost(
  path: string,
  contentType: string,
  bytes: number,
  declared?: number,
  everyMs = 0,
): Promise<{ socket: Socket; status: Promise<number> }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const socket = connect({ port, host: '127.0.0.1' }, async () => {
      const length = declared === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${length}\r\n\r\n`,
      );
      resolve({ socket, status });
      const chunk = 'a'.repeat(16 * 1024);
      for (let sent = 0; sent < bytes && !answered && !socket.destroyed; sent += chunk.length) {
        socket.write(
          declared === undefined
            ? `${chunk.length.toString(16)}\r\n${chunk}\r\n`
            : chunk.slice(0, Math.min(chunk.length, bytes - sent)),
        );
        if (everyMs) await new Promise((wait) => setTimeout(wait, everyMs));
      }
    });
    const status = new Promise<number>((resolveStatus) => {
      let head = '';
      socket.on('data', (data: Buffer) => {
        head += data.toString('latin1');
        const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
        if (match) {
          answered = true;
          resolveStatus(Number(match[1]));
        }
      });
      socket.on('close', () => resolveStatus(0));
    });
    socket.on('error', (error) => (socket.connecting ? reject(error) : undefined));
  });
}

const within = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((done) => setTimeout(() => done(fallback), ms))]);

describe('request bodies', () => {
  it.each([
    ['/api/contact', 'application/x-www-form-urlencoded'],
    ['/api/newsletter', 'application/json'],
    ['/unsubscribe?s=1&t=x', 'application/x-www-form-urlencoded'],
    ['/unsubscribe?s=1&t=x', 'multipart/form-data; boundary=x'],
    ['/admin/sign-in', 'application/x-www-form-urlencoded'],
  ])(
    'F2 streamed cap: a chunked body to %s (%s) is refused with 413 while it is still being sent',
    async (path, type) => {
      const { socket, status } = await unfinishedPost(path, type, 1024 * 1024, undefined, 10);
      try {
        // The body never ends: a server that reads it all before answering never answers.
        expect(await within(status, 5_000, -1)).toBe(413);
      } finally {
        socket.destroy();
      }
    },
  );

  it('F4 slow bodies: 1,300 POSTs trickling their bodies; a visitor is still answered, and each slow body ends with 408', async () => {
    for (let i = 0; i < 1300; i += 1) {
      const attack = await unfinishedPost('/api/contact', 'application/x-www-form-urlencoded', 10, 60_000).catch(
        () => undefined,
      );
      if (!attack) continue;
      attack.socket.on('error', () => undefined);
      attackers.push(attack.socket);
    }
    expect(attackers.length).toBeGreaterThan(1200);
    // The server first works through the 1,300 request heads it was sent; from then on, while the
    // attack's connections stay open, every visitor is answered promptly.
    expect((await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(30_000) });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(server.output()).toMatch(/Connection limit of 800 reached/);
    // One slow body that is not pushed out by others: cut off with 408 once its deadline passes.
    for (const socket of attackers.splice(0)) socket.destroy();
    const slow = await unfinishedPost('/api/contact', 'application/x-www-form-urlencoded', 10, 60_000);
    try {
      expect(await within(slow.status, 15_000, -1)).toBe(408);
    } finally {
      slow.socket.destroy();
    }
    expect(server.output()).toMatch(/late request: 408 \(ERR_HTTP_REQUEST_TIMEOUT\)/);
  }, 60_000);
});
