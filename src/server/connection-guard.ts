/**
 * Keeps idle, half-sent and slowly sent connections from using up the process's file descriptors.
 * - A request, its body included, must arrive within the server's `requestTimeout` (serve.ts: 10 s;
 *   the largest body any endpoint takes is 64 KB). Node checks that deadline itself and reports a
 *   late, oversized or malformed request as a client error: it gets its status line (400, 408, 431)
 *   and is then destroyed, not half-closed: a half-closed socket keeps its descriptor until the peer
 *   answers, which an attacker never does.
 * - Above `max` open connections, room is made by closing, oldest first, the connections that are
 *   not being answered: idle ones and those whose request body is still arriving. A request that
 *   has fully arrived is never cut off, and the newest connection (a visitor arriving) is kept.
 */
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ThrottledLog } from './throttled-log.ts';

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

const refusal = (status: number) =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\r\n`;

export function guardConnections(server: Server, { max, log }: { max: number; log: ThrottledLog }): void {
  const sockets = new Set<Socket>();
  /** The answer each socket is working on, until it is sent. */
  const current = new WeakMap<Socket, ServerResponse>();

  /** Being answered: a request whose body (if any) has fully arrived. Only these are never closed. */
  const answering = (socket: Socket) => {
    const req = current.get(socket)?.req;
    if (!req) return false;
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    return req.complete || !hasBody;
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

  server.on('request', (req, res: ServerResponse) => {
    current.set(req.socket, res);
    res.once('close', () => {
      if (current.get(req.socket) === res) current.delete(req.socket);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    // An answer already started (a body still arriving after it) cannot be followed by a status line.
    if (error.code === 'ECONNRESET' || !socket.writable || current.get(socket)?.headersSent)
      return void socket.destroy();
    log(
      `client-error-${status}`,
      `Refused a malformed, incomplete or late request: ${status} (${error.code ?? error.message}).`,
    );
    // Sends the status line and destroys the socket, even if the peer never reads.
    socket.end(refusal(status), () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref();
  });
}
