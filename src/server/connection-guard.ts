/**
 * Keeps idle and half-sent connections from using up the process's file descriptors.
 * - A connection that times out or sends a bad request gets its status line (400, 408, 431) and is
 *   then destroyed, not half-closed: a half-closed socket keeps its descriptor until the peer
 *   answers, which an attacker never does.
 * - Above `max` open connections, the oldest ones with no request in progress are closed to make
 *   room, so a flood of partial requests delays no visitor whose request is complete.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ThrottledLog } from './throttled-log.ts';

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

export function guardConnections(server: Server, { max, log }: { max: number; log: ThrottledLog }): { open(): number } {
  const sockets = new Set<Socket>();
  const busy = new WeakSet<Socket>();

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (sockets.size <= max) return;
    let closed = 0;
    for (const candidate of sockets) {
      if (sockets.size - closed <= max) break;
      if (candidate === socket || busy.has(candidate)) continue;
      candidate.destroy();
      closed += 1;
    }
    log('connection-cap', `Connection limit of ${max} reached: closed ${closed} idle or incomplete connections to make room.`);
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.add(socket);
    res.once('close', () => busy.delete(socket));
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    if (error.code !== 'ECONNRESET' && socket.writable) {
      log(`client-error-${status}`, `Refused a malformed or incomplete request: ${status} (${error.code ?? error.message}).`);
      const reason = STATUS_CODES[status] ?? 'Bad Request';
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\r\n`, () => socket.destroy());
      // A peer that never reads would keep the write pending: close regardless after a second.
      setTimeout(() => socket.destroy(), 1000).unref();
    } else {
      socket.destroy();
    }
  });

  return { open: () => sockets.size };
}
