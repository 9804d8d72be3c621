/**
 * Starts the production server: `node src/server/main.ts` (Node 24 runs it directly). The server itself
 * is part of the build (dist/server/serve.mjs); this file loads nothing else of ours (decision 141).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Read before the default below: only an explicit NODE_ENV=production makes SITE_URL mandatory.
const environment = { ...process.env };
// The server only ever runs a production build: without this, React (loaded by the build's pages)
// picks its development bundles, which render on-demand pages about three times slower.
process.env.NODE_ENV ??= 'production';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function start(): Promise<void> {
  const dist = environment['DIST_DIR'] ? resolve(environment['DIST_DIR']) : join(root, 'dist');
  // SERVE_FILE of src/build/build-integration.ts, written out so this file imports nothing of ours.
  const entry = join(dist, 'server', 'serve.mjs');
  if (!existsSync(entry)) throw new Error(`No complete build found at ${dist}. Run "npm run build" first.`);
  const { serve } = (await import(pathToFileURL(entry).href)) as typeof import('./serve.ts');
  await serve(dist, environment);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
