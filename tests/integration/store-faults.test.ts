/**
 * Fault injection on both stores: a full disk (a 3 MB tmpfs the test mounts), database, -wal and
 * -shm files made read-only, the database file deleted under the running server, and the
 * PostgreSQL server stopped in the middle of a burst. In every case a visitor is told "sent" (201)
 * only for a message that is stored, /healthz says the store is unhealthy, a log line says what
 * happened, and nothing acknowledged before the fault is lost.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postForm, postJson, query, startServer, validFormFields, validMessage, type RunningServer } from './server.ts';
import { postgresBackend } from './support/backends.ts';

const longMessage = (subject: string) => ({
  ...validMessage(subject),
  message: `${'Budget planning for a cafe chain. '.repeat(140)}`,
});

interface Burst {
  acknowledged: string[];
  refused: number;
  other: number[];
}

/** `total` posts from `clients` concurrent visitors; `during(acked)` runs after each acknowledgement. */
async function burst(
  server: RunningServer,
  prefix: string,
  total: number,
  clients = 8,
  during?: (acked: number) => void | Promise<void>,
): Promise<Burst> {
  const result: Burst = { acknowledged: [], refused: 0, other: [] };
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const subject = `${prefix}-${next}`;
      next += 1;
      const response = await postJson(`${server.url}/api/contact`, longMessage(subject));
      await response.arrayBuffer();
      if (response.status === 201) {
        result.acknowledged.push(subject);
        await during?.(result.acknowledged.length);
      } else if (response.status === 503) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        result.refused += 1;
      } else result.other.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return result;
}

async function health(server: RunningServer): Promise<{ status: number; reachable: boolean }> {
  const response = await fetch(`${server.url}/healthz`);
  const body = (await response.json()) as { store: { reachable: boolean } };
  return { status: response.status, reachable: body.store.reachable };
}

const storedSubjects = (dbPath: string) =>
  new Set(query<{ subject: string }>(dbPath, 'SELECT subject FROM messages').map((row) => row.subject));

function mountTmpfs(size: string): { dir: string; unmount(): void } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'brightlane-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: (error as Error).message.split('\n')[0]! };
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const tmpfs = mountTmpfs('3m');
if ('reason' in tmpfs) console.info(`Disk-full fault skipped: cannot mount a small tmpfs here (${tmpfs.reason}).`);
afterAll(() => {
  if ('unmount' in tmpfs) tmpfs.unmount();
});

describe('SQLite faults', () => {
  it.skipIf('reason' in tmpfs)(
    'F1 disk full: only stored messages are acknowledged, /healthz turns 503 and the log says why',
    { timeout: 120_000 },
    async () => {
      const dir = (tmpfs as { dir: string }).dir;
      const dbPath = join(dir, 'site.db');
      const server = await startServer({}, dbPath);
      try {
        const before = await burst(server, 'before', 20);
        expect(before.acknowledged).toHaveLength(20);
        const result = await burst(server, 'full', 600);
        expect(result.other).toEqual([]);
        // The disk did fill: some posts were refused, and every acknowledged one is in the file.
        expect(result.refused).toBeGreaterThan(0);
        const stored = storedSubjects(dbPath);
        expect([...before.acknowledged, ...result.acknowledged].filter((subject) => !stored.has(subject))).toEqual([]);
        expect(await health(server)).toEqual({ status: 503, reachable: false });
        expect(server.output()).toMatch(/Store unhealthy \(sqlite\): .*(full|disk)/i);
        expect(server.child.exitCode).toBeNull();
      } finally {
        await server.stop();
      }
    },
  );

  it('F1 deleted database file: acknowledged messages survive a restart, before and after the deletion', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'brightlane-deleted-')), 'site.db');
    let server = await startServer({}, dbPath);
    const before = await burst(server, 'before', 20, 4);
    rmSync(dbPath);
    const after = await burst(server, 'after', 20, 4);
    expect(before.acknowledged).toHaveLength(20);
    expect(after.other).toEqual([]);
    const log = server.output();
    await server.stop();
    server = await startServer({}, dbPath);
    try {
      const stored = storedSubjects(dbPath);
      expect([...before.acknowledged, ...after.acknowledged].filter((subject) => !stored.has(subject))).toEqual([]);
      expect((await postJson(`${server.url}/api/contact`, validMessage('after-restart'))).status).toBe(201);
      expect(log).toMatch(/was deleted while the server was running/);
    } finally {
      await server.stop();
    }
  });

  // File permissions bind only a server that is not root: as root, the test runs it as "nobody".
  const asRoot = userInfo().uid === 0;
  const nobody = asRoot ? Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim()) : undefined;
  const nogroup = asRoot ? Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim()) : undefined;

  it.each(['', '-wal', '-shm'])(
    'F1 read-only database%s file: refused with 503, never acknowledged, no crash, and nothing lost',
    async (suffix) => {
      const dir = mkdtempSync(join(tmpdir(), 'brightlane-readonly-'));
      if (asRoot) chownSync(dir, nobody!, nogroup!);
      const dbPath = join(dir, 'site.db');
      const server = await startServer({}, dbPath, asRoot ? { uid: nobody!, gid: nogroup! } : {});
      try {
        const before = await burst(server, 'before', 5, 1);
        expect(before.acknowledged).toHaveLength(5);
        chmodSync(`${dbPath}${suffix}`, 0o444);
        const during = await burst(server, 'during', 3, 1);
        expect(during).toEqual({ acknowledged: [], refused: 3, other: [] });
        // The contact page's own no-JS action: the same refusal, never the success redirect.
        const action = await postForm(
          `${server.url}/contact?_action=contact`,
          validFormFields('action-during', 'typed into the page while the store could not write'),
          { origin: server.url, 'sec-fetch-site': 'same-origin' },
        );
        expect(action.status).toBe(503);
        expect(action.headers.get('location')).toBeNull();
        expect(await health(server)).toEqual({ status: 503, reachable: false });
        expect(server.output()).toMatch(/Store unhealthy \(sqlite\): .*not writable/);
        chmodSync(`${dbPath}${suffix}`, 0o644);
        expect((await postJson(`${server.url}/api/contact`, validMessage('after-repair'))).status).toBe(201);
        expect(server.child.exitCode).toBeNull();
        const stored = storedSubjects(dbPath);
        expect([...before.acknowledged, 'after-repair'].filter((subject) => !stored.has(subject))).toEqual([]);
      } finally {
        await server.stop();
      }
    },
  );
});

const postgres = await postgresBackend();

describe.skipIf(!postgres)('PostgreSQL faults', () => {
  afterAll(async () => postgres?.shutdown());

  it(
    'F1 PostgreSQL stopped mid-burst: refused with 503, /healthz 503 at once, and every acknowledged message kept',
    { timeout: 120_000 },
    async () => {
      const { env, dbPath } = await postgres!.fresh();
      const server = await startServer(env, dbPath);
      let stopped = false;
      let result: Burst = { acknowledged: [], refused: 0, other: [] };
      try {
        result = await burst(server, 'burst', 200, 8, (acked) => {
          if (!stopped && acked >= 50) {
            stopped = true;
            postgres!.outage!.begin();
          }
        });
        expect(stopped).toBe(true);
        expect(result.other).toEqual([]);
        expect(result.refused).toBeGreaterThan(0);
        // No probe interval has to pass: the refused writes already made the store unhealthy.
        expect(await health(server)).toEqual({ status: 503, reachable: false });
        expect(server.output()).toMatch(/Store unhealthy \(postgres\)/);
      } finally {
        if (stopped) postgres!.outage!.end();
      }
      try {
        const stored = new Set(
          (await postgres!.rows<{ subject: string }>('SELECT subject FROM messages')).map((row) => row.subject),
        );
        expect(result.acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
      } finally {
        await server.stop();
      }
    },
  );
});
