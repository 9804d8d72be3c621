import { afterAll, describe, expect, it } from 'vitest';
import { postJson, startServer, validMessage } from './server.ts';
import { allBackends } from './support/backends.ts';

const backends = await allBackends();
afterAll(async () => {
  for (const backend of backends) await backend.shutdown();
});

describe.each(backends)('durability ($name)', (backend) => {
  it('keeps every acknowledged submission when the server is killed mid-stream', async () => {
    const { env, dbPath } = await backend.fresh();
    const server = await startServer(env, dbPath);
    const acknowledged: string[] = [];
    let killed = false;
    const total = 300;
    // Sixteen concurrent clients work through the queue, so the kill lands part-way through.
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const subject = `durable-${next}`;
        next += 1;
        try {
          const response = await postJson(`${server.url}/api/contact`, validMessage(subject));
          if (response.status === 201) {
            acknowledged.push(subject);
            if (!killed && acknowledged.length >= 100) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with the process: not acknowledged, so no promise was made.
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await server.stop('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.length).toBeLessThan(total);

    const restarted = await startServer(env, dbPath);
    try {
      const stored = new Set(
        (await backend.rows<{ subject: string }>('SELECT subject FROM messages')).map((row) => row.subject),
      );
      const missing = acknowledged.filter((subject) => !stored.has(subject));
      expect(missing).toEqual([]);
      // The restarted server opens the same store and keeps accepting.
      expect((await postJson(`${restarted.url}/api/contact`, validMessage('after-restart'))).status).toBe(201);
      expect(await backend.rows("SELECT 1 FROM messages WHERE subject = 'after-restart'")).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});
