/**
 * F6 and the header timeout of F13: idle partial requests must not lock visitors out. The server
 * runs with a 1,024 open-file limit, as on a default Linux box, and the attack opens 1,100 sockets.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { partialRequest, rawRequest } from './support/raw-http.ts';

let server: RunningServer;
let port: number;
const attackers: Socket[] = [];

beforeAll(async () => {
  server = await startServer({}, undefined, { fdLimit: 1024 });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  for (const socket of attackers) socket.destroy();
  await server?.stop();
});

describe('slow clients', () => {
  it('F6 slowloris: 1,100 idle partial requests; other visitors are still answered, with one log line', async () => {
    for (let i = 0; i < 1100; i += 1) {
      const socket = await partialRequest(port).catch(() => undefined);
      if (!socket) continue;
      socket.on('error', () => undefined);
      attackers.push(socket);
    }
    expect(attackers.length).toBeGreaterThan(1000);
    // Answered while every attacking connection is still open (the guard is for a hung server).
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(30_000) });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(server.output()).toMatch(
      /Connection limit of 800 reached: closed \d+ idle, incomplete or slowly sent connections/,
    );
    expect(server.output().match(/Connection limit/g)?.length).toBe(1);
  }, 60_000);

  it('F13 header timeout: 408, then the socket is destroyed, not left half-open', async () => {
    const socket = await partialRequest(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    const failed = new Promise<string>((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.once('close', () => resolve('closed'));
    });
    await ended;
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // A half-closed server socket would still accept these bytes; a destroyed one answers the
    // first write with a reset, which the second write then reports.
    socket.write('X-Late: 1\r\n\r\n');
    setTimeout(() => socket.write('more'), 200);
    const outcome = await Promise.race([
      failed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    socket.destroy();
    expect(outcome).not.toBe('still open');
  }, 30_000);

  it('keeps answering complete requests after the attack', async () => {
    for (const socket of attackers) socket.destroy();
    const answer = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});
