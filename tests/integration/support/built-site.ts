/** Helpers for suites that read the production build (the server itself starts through ../server.ts). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSyncSafe(`/proc/${pid}/status`);
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

function readFileSyncSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
