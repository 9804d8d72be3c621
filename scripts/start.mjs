// `npm start`: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The production server is part of the build (serve.mjs): a build without it is rebuilt.
const stamp = join(root, 'dist', 'server', 'serve.mjs');

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

const sources = ['src', 'public', 'astro.config.mjs', 'package-lock.json'].map((p) => newest(join(root, p)));
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources)) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building the site…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../src/server/main.ts').then((m) => m.start());
