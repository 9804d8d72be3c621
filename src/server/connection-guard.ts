/**
 * Keeps idle, half-sent and slowly sent connections from using up the process's file descriptors.
 * - A connection that times out or sends a bad request gets its status line (400, 408, 431) and is
 *   then destroyed, not half-closed: a half-closed socket keeps its descriptor until the peer
 *   answers, which an attacker never does.
 * - A request body must arrive within BODY_DEADLINE_MS of its headers (the largest body any
 *   endpoint takes is 64 KB): a body trickled in a byte at a time gets 408 and the socket is closed.
 * - Above `max` open connections, room is made by closing, oldest first, the connections that are
 *   not being answered: idle ones and those whose request body is still arriving. A request that
 *   has fully arrived is never cut off, and the newest connection (a visitor arriving) is kept.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ThrottledLog } from './throttled-log.ts';

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

/** Time a request body may take to arrive once the headers are in. */
export const BODY_DEADLINE_MS = 10_000;

const refusal = (status: number) =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\r\n`;

/** Sends the status line and destroys the socket, even if the peer never reads. */
function refuseAndClose(socket: Socket, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(refusal(status), () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

export function guardConnections(
  server: Server,
  { max, log, bodyDeadlineMs = BODY_DEADLINE_MS }: { max: number; log: ThrottledLog; bodyDeadlineMs?: number },
): { open(): number } {
  const sockets = new Set<Socket>();
  /** The request each socket is working on, until its answer is sent. */
  const current = new WeakMap<Socket, IncomingMessage>();

  /** Being answered: a request whose body (if any) has fully arrived. Only these are never closed. */
  const answering = (socket: Socket) => {
    const req = current.get(socket);
    return req !== undefined && (req.complete || !hasBody(req));
  };

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (sockets.size <= max) return;
    let closed = 0;
    for (const candidate of sockets) {
      if (sockets.size - closed <= max) break;
      if (candidate === socket || answering(candidate)) continue;
      candidate.destroy();
      closed += 1;
    }
    log(
      'connection-cap',
      `Connection limit of ${max} reached: closed ${closed} idle, incomplete or slowly sent connections to make room.`,
    );
  });

  server.on('request', (req: IncomingMessage, res) => {
    const socket = req.socket;
    current.set(socket, req);
    res.once('close', () => {
      if (current.get(socket) === req) current.delete(socket);
    });
    if (!hasBody(req) || req.complete) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      log('slow-body', `Closed a request whose body did not arrive within ${bodyDeadlineMs / 1000} s (408).`);
      if (res.headersSent) socket.destroy();
      else refuseAndClose(socket, 408);
    }, bodyDeadlineMs);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    req.once('end', () => clearTimeout(timer));
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    if (error.code !== 'ECONNRESET' && socket.writable) {
      log(
        `client-error-${status}`,
        `Refused a malformed or incomplete request: ${status} (${error.code ?? error.message}).`,
      );
      refuseAndClose(socket, status);
    } else {
      socket.destroy();
    }
  });

  return { open: () => sockets.size };
}
