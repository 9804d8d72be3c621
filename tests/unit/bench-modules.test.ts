/**
 * The benchmark's modules still load: every module and named export they import from the source
 * exists. The bench is plain JavaScript outside the type check, so a source module that moves or
 * renames an export would otherwise break `npm run bench` unseen until its next run. Node itself
 * links the imports (Vitest's transform would turn a missing export into `undefined`); bench/run.mjs
 * is left out because importing it starts the whole run, and its own imports are the other modules.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BENCH = join(ROOT, 'bench');
const modules = readdirSync(BENCH).filter((name) => name.endsWith('.mjs') && name !== 'run.mjs');

it('every bench module links in Node 24, with every import it names', { timeout: 60_000 }, () => {
  expect(modules.length).toBeGreaterThan(0);
  const script = `for (const name of ${JSON.stringify(modules)}) {
    try { await import('./bench/' + name); } catch (error) { console.log(name + ': ' + error.message); }
  }`;
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'node'), ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe('');
  expect(run.status).toBe(0);
});
