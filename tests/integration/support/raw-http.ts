/** HTTP spoken by hand over one loopback socket, for requests fetch() refuses to send. */
import { connect, type Socket } from 'node:net';

export interface RawResult {
  /** Everything the server sent before it closed (or the time ran out). */
  text: string;
  status: number;
  header(name: string): string | undefined;
}

export function rawRequest(port: number, request: string, timeoutMs = 5000): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = ''] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      resolve({
        text,
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0),
        header: (name) =>
          lines
            .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
            ?.slice(name.length + 1)
            .trim(),
      });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One response is enough: stop once its declared body has arrived.
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
      if (end >= 0 && Number.isFinite(length) && text.length - end - 4 >= length) finish();
    });
    socket.on('end', finish);
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)));
    socket.write(request);
  });
}

/**
 * Opens a socket and sends an unfinished request head, then nothing more. The client keeps its
 * own side open after the server's FIN, as an attacker would, so a half-close can be told apart
 * from a real close.
 */
export function partialRequest(port: number, head = 'GET / HTTP/1.1\r\nHost: x\r\n'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(head);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}
