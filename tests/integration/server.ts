/**
 * Starts the real production server (`node src/server/main.ts`, the built site in dist/) on a free
 * port with its own environment and a temporary database, for the integration suites.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dbPath: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function tempDatabase(): string {
  return join(mkdtempSync(join(tmpdir(), 'brightlane-int-')), 'site.db');
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface StartOptions {
  /** Open-file limit of the server process (ulimit -n), to replay descriptor exhaustion. */
  fdLimit?: number;
  /** Run as this user and group id (root only), so file permissions bind the server as in production. */
  uid?: number;
  gid?: number;
  /** Node options before the script, e.g. `--import` of a module hook. */
  nodeArgs?: string[];
}

function spawnServer(
  env: Record<string, string>,
  port: number,
  dbPath: string,
  options: StartOptions = {},
): ChildProcess {
  const command = options.fdLimit ? '/bin/sh' : process.execPath;
  const args = options.fdLimit
    ? ['-c', `ulimit -n ${options.fdLimit} && exec "$0" src/server/main.ts`, process.execPath]
    : [...(options.nodeArgs ?? []), 'src/server/main.ts'];
  return spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      APP_SECRET: 'integration-secret-integration-secret',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid ?? options.uid } : {}),
  });
}

/** Starts the server with a configuration it must refuse; resolves with its exit code and output. */
export async function startExpectingFailure(
  env: Record<string, string>,
  dbPath = tempDatabase(),
): Promise<{ code: number | null; output: string; elapsedMs: number }> {
  const started = Date.now();
  const child = spawnServer(env, await freePort(), dbPath);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await new Promise<number | null>((resolveExit) =>
    child.once('exit', (exitCode) => resolveExit(exitCode)),
  );
  clearTimeout(timer);
  return { code, output, elapsedMs: Date.now() - started };
}

export async function startServer(
  env: Record<string, string> = {},
  dbPath = tempDatabase(),
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(join(root, 'dist', 'server', 'entry.mjs')))
    throw new Error('No build in dist/: run "npm run build" before the integration tests.');
  const port = await freePort();
  const child = spawnServer(env, port, dbPath, options);
  let log = '';
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    dbPath,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Reads the database the way an operator would, from outside the server process. */
export function query<T>(dbPath: string, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(dbPath);
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const validMessage = (subject: string) => ({
  name: 'Integration Tester',
  email: 'tester@example.com',
  subject,
  message: 'Please call me about a campaign for our cafe in District 1.',
  website: '',
  elapsedMs: 8000,
  consent: 'yes',
});

/** The contact form as a browser without JavaScript posts it. */
export const validFormFields = (subject: string, message: string) => ({
  name: 'Form Tester',
  email: 'form-tester@example.com',
  subject,
  message,
  startedAt: String(Date.now() - 60_000),
  formId: 'contact-form',
  consent: 'yes',
});

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
