/**
 * A throw-away PostgreSQL cluster for the storage suites: `initdb` in a temporary folder, a free loopback
 * port, trust authentication for one role, removed again by `stop()`. PostgreSQL refuses to run as root, so
 * as root the cluster belongs to the `postgres` system user (Debian's package creates it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  url: string;
  /** Shuts the database server down (an outage) and brings it back on the same port. */
  pause(): void;
  resume(): void;
  stop(): void;
}

export type ClusterOutcome = { ok: true; cluster: PostgresCluster } | { ok: false; reason: string };

function binDir(): string | undefined {
  if (process.env.PG_BINDIR && existsSync(join(process.env.PG_BINDIR, 'initdb'))) return process.env.PG_BINDIR;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // pg_config is missing: fall through to Debian's versioned folders.
  }
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's own durability settings (fsync on), as the benchmark needs to compare the stores
   * fairly. Tests turn fsync off: the server process is what they kill, never the database.
   */
  durable?: boolean;
}

export async function startPostgresCluster({ durable = false }: ClusterOptions = {}): Promise<ClusterOutcome> {
  const bin = binDir();
  if (!bin)
    return {
      ok: false,
      reason: 'PostgreSQL server binaries (initdb, pg_ctl) not found; install Debian\'s "postgresql" package',
    };
  const asRoot = userInfo().uid === 0;
  const runAs = (command: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, command), args, { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'brightlane-pg-'));
  if (asRoot) {
    try {
      const id = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, id, gid);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return { ok: false, reason: 'running as root and there is no "postgres" user to own the cluster' };
    }
  }
  const data = join(dir, 'data');
  const init = runAs('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'brightlane',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').at(-1)}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off -c full_page_writes=off'}`;
  const start = runAs('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `pg_ctl start failed: ${(start.stderr || start.stdout).trim().split('\n').at(-1)}` };
  }
  const pause = () => void runAs('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const resume = () =>
    void runAs('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    runAs('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return { ok: true, cluster: { url: `postgres://brightlane@127.0.0.1:${port}/postgres`, pause, resume, stop } };
}
