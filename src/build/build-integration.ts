/**
 * The build steps the production server relies on, as one Astro integration:
 * - .br and .gz copies of the client build's text files, so responses are never compressed per request;
 * - dist/server/on-demand-routes.json, the patterns of the project's routes rendered on demand, so
 *   the server hands Astro only the requests Astro can answer. Astro's internal endpoints
 *   (/_image, /_server-islands) are left out on purpose: this site uses neither, and an image
 *   transform on request is the most expensive thing a stranger could ask of the process.
 * - the `client:interaction` and `client:painted` directives (lib/client-interaction.ts, decision 076;
 *   lib/client-painted.ts, decision 166);
 * - dist/server/serve.mjs, the production server itself (src/server/serve.ts) as a second entry of
 *   the server build, so it shares every module with the endpoints (decision 141);
 * - the client build's files: React's runtime as one, each tool's first screen as one (client-chunks.ts,
 *   decisions 117 and 159).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { clientChunks } from './client-chunks.ts';
import { precompressDirectory } from './precompress.ts';

export const ON_DEMAND_ROUTES_FILE = 'on-demand-routes.json';
/** The server build's entry for the process (main.ts imports it); named after its input key. */
export const SERVE_FILE = 'serve.mjs';

const SERVE_SOURCE = fileURLToPath(new URL('../server/serve.ts', import.meta.url));

const serveEntry: Plugin = {
  name: 'brightlane-serve-entry',
  apply: 'build',
  configEnvironment(name) {
    if (name !== 'ssr') return undefined;
    return { build: { rolldownOptions: { input: { serve: SERVE_SOURCE } } } };
  },
  // Astro names every input of the server build after its adapter's entry (entry.mjs, entry2.mjs…).
  outputOptions(options) {
    const names = options.entryFileNames;
    if (typeof names !== 'function') return undefined;
    return {
      ...options,
      entryFileNames: (chunk) => (chunk.facadeModuleId === SERVE_SOURCE ? SERVE_FILE : names(chunk)),
    };
  },
};

export interface OnDemandRoute {
  pattern: string;
  source: string;
  flags: string;
}

export function serverBuild(): AstroIntegration {
  let onDemand: OnDemandRoute[] = [];
  let serverDir: URL | undefined;
  return {
    name: 'brightlane-server-build',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        updateConfig({ vite: { plugins: [serveEntry, clientChunks()] } });
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../lib/client-interaction.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('../lib/client-painted.ts', import.meta.url)),
        });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:routes:resolved': ({ routes }) => {
        onDemand = routes
          .filter((route) => route.origin === 'project' && !route.isPrerendered)
          .map((route) => ({
            pattern: route.pattern,
            source: route.patternRegex.source,
            flags: route.patternRegex.flags,
          }));
      },
      'astro:build:done': ({ dir, logger }) => {
        const { files, bytes, brotliBytes } = precompressDirectory(fileURLToPath(dir));
        logger.info(
          `${files} files precompressed: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB with Brotli`,
        );
        if (!serverDir) return;
        const out = fileURLToPath(serverDir);
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, ON_DEMAND_ROUTES_FILE), `${JSON.stringify(onDemand, null, 1)}\n`);
        logger.info(
          `${onDemand.length} routes rendered on demand: ${onDemand.map((route) => route.pattern).join(', ')}`,
        );
      },
    },
  };
}
