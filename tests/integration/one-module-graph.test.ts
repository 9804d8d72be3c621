/**
 * The production server and the routes Astro renders are one module graph (decision 141): the process
 * loads main.ts from the sources and everything else of ours from the build, each file once. Before,
 * main.ts loaded src/server/* from the sources while the endpoints ran the build's copy of the same
 * modules, so every module-level value existed twice and errors could not be told apart by class.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startServer, validMessage, type RunningServer } from './server.ts';

const root = resolve(import.meta.dirname, '../..');
const moduleLog = join(mkdtempSync(join(tmpdir(), 'brightlane-modules-')), 'loaded.txt');
let server: RunningServer;

beforeAll(async () => {
  const hook = join(import.meta.dirname, 'support', 'record-modules.mjs');
  server = await startServer({ MODULE_LOG: moduleLog }, undefined, { nodeArgs: ['--import', hook] });
});
afterAll(() => server.stop());

/** Our files the server process has loaded, relative to the repository, in load order. */
const loaded = () =>
  readFileSync(moduleLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((url) => relative(root, fileURLToPath(url)))
    .filter((path) => !path.startsWith('..') && !path.startsWith('node_modules'));

describe('one module graph in the production server', () => {
  it('runs the contact endpoint and the store from the one copy the server started', async () => {
    const response = await postJson(`${server.url}/api/contact`, validMessage('One module graph'), {
      origin: server.url,
    });
    expect(response.status).toBe(201);
    expect((await fetch(`${server.url}/contact`)).status).toBe(200);
    const files = loaded();
    expect(files.filter((path) => path.startsWith('src/'))).toEqual(['src/server/main.ts']);
    // The endpoint's page chunk was loaded, so the list covers the routes as well as the process.
    expect(files).toContain('dist/server/serve.mjs');
    expect(files).toContain('dist/server/entry.mjs');
    expect(files.some((path) => /^dist\/server\/chunks\/form-actions_/.test(path))).toBe(true);
    expect(files.length).toBe(new Set(files).size);
  });
});
