/**
 * What the server reads from the build at start-up: Astro's request handler, each prerendered
 * page's script hashes (dist/_headers.json) and the on-demand route patterns
 * (build-integration.ts). The other half of the build's output: its writers are in this folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ON_DEMAND_ROUTES_FILE, type OnDemandRoute } from './build-integration.ts';
import { scriptSrcOf, unionScriptSrc } from './script-src.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals?: object,
) => Promise<void>;

export interface Build {
  handler: AstroHandler;
  clientDir: string;
  /** script-src of a prerendered file (by its path in the build), if Astro wrote one. */
  scriptSrcFor(file: string): string | undefined;
  fallbackScriptSrc: string;
  isOnDemand(pathname: string): boolean;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
/** "/about/index.html" → "/about"; "/404.html" → "/404" (how _headers.json names pages). */
const pageOf = (file: string) => trimSlash(file.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));

export async function loadBuild(dist: string): Promise<Build> {
  const entry = join(dist, 'server', 'entry.mjs');
  const routesFile = join(dist, 'server', ON_DEMAND_ROUTES_FILE);
  if (!existsSync(entry) || !existsSync(routesFile))
    throw new Error(`No complete build found at ${dist}. Run "npm run build" first.`);
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };

  const perPage = new Map<string, string>();
  const headersFile = join(dist, '_headers.json');
  if (existsSync(headersFile)) {
    const entries = JSON.parse(readFileSync(headersFile, 'utf8')) as {
      pathname: string;
      headers: { key: string; value: string }[];
    }[];
    for (const item of entries) {
      const csp = item.headers.find((header) => header.key.toLowerCase() === 'content-security-policy')?.value;
      if (csp) perPage.set(trimSlash(item.pathname), csp);
    }
  }
  const patterns = (JSON.parse(readFileSync(routesFile, 'utf8')) as OnDemandRoute[]).map(
    (route) => new RegExp(route.source, route.flags),
  );
  return {
    handler,
    clientDir: join(dist, 'client'),
    scriptSrcFor: (file) => scriptSrcOf(perPage.get(pageOf(file))),
    fallbackScriptSrc: unionScriptSrc([...perPage.values()]),
    isOnDemand: (pathname) => patterns.some((pattern) => pattern.test(pathname)),
  };
}
