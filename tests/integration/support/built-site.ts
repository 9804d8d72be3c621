/** Helpers for suites that read the production build or run the real server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');
export const clientDir = join(root, 'dist', 'client');

export function requireBuild(): void {
  if (!existsSync(join(root, 'dist', 'server', 'entry.mjs'))) {
    throw new Error('No production build: run "npm run build" first (npm test does).');
  }
}

export function htmlFiles(dir = clientDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  databasePath: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `node src/server/main.ts` on a free port with a throw-away database. */
export async function startServer(env: Record<string, string> = {}, databasePath?: string): Promise<RunningServer> {
  requireBuild();
  const port = await freePort();
  const db = databasePath ?? join(mkdtempSync(join(tmpdir(), 'brightlane-it-')), 'test.db');
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: db, APP_SECRET: 'integration-secret-integration', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    databasePath: db,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill(signal);
      }),
  };
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSyncSafe(`/proc/${pid}/status`);
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

import { readFileSync } from 'node:fs';
function readFileSyncSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
