/**
 * The production server, built into dist/server/serve.mjs beside the endpoints: the context made here
 * is the one every endpoint receives as `locals.app` (decision 141).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { isLoopbackHost, parseEnv, urlHost, type Env } from './env.ts';
import { openStore, watchStoreHealth } from './store.ts';
import { createContext } from './context.ts';
import { loadBuild } from '../build/build-files.ts';
import { createPolicy } from './route-policy.ts';
import { createStaticSite } from './static-serve.ts';
import { NOT_FOUND_FILES, createNotFound } from './not-found.ts';
import { createApp } from './app.ts';
import { guardConnections } from './connection-guard.ts';
import { throttledLog } from './throttled-log.ts';

/** Host header values to answer: the public address, and the listen address on a developer's machine. */
export function allowedHosts(env: Env, port: number, production: boolean): Set<string> {
  const site = new URL(env.SITE_URL);
  const hosts = new Set([site.host.toLowerCase()]);
  const defaultPort = site.protocol === 'https:' ? 443 : 80;
  if (!site.port) hosts.add(`${site.hostname}:${defaultPort}`.toLowerCase());
  if (!production && isLoopbackHost(env.HOST)) {
    for (const name of ['127.0.0.1', 'localhost', '::1']) hosts.add(urlHost(name, port));
  }
  return hosts;
}

/**
 * The public address the build wrote into canonical links, the sitemap and robots.txt (its
 * Sitemap line), or undefined when the build has no robots.txt.
 */
export function builtSiteOrigin(clientDir: string): string | undefined {
  try {
    const line = /^Sitemap:\s*(\S+)/im.exec(readFileSync(join(clientDir, 'robots.txt'), 'utf8'))?.[1];
    return line ? new URL(line).origin : undefined;
  } catch {
    return undefined;
  }
}

/** `environment`: process.env as it was before main.ts defaulted NODE_ENV. */
export async function serve(dist: string, environment: NodeJS.ProcessEnv): Promise<void> {
  const production = environment['NODE_ENV'] === 'production';
  const env = parseEnv(production);
  const backend = await openStore(env);
  const build = await loadBuild(dist);
  const policy = createPolicy({ https: env.SITE_URL.startsWith('https:'), fallbackScriptSrc: build.fallbackScriptSrc });
  const notFound = createNotFound(build.clientDir, policy, build.scriptSrcFor('/404.html'));
  const built = builtSiteOrigin(build.clientDir);
  if (environment['SITE_URL'] && built && built !== env.SITE_URL) {
    console.warn(
      `Warning: SITE_URL is ${env.SITE_URL} but the build's canonical, sitemap and robots URLs say ${built}; rebuild with SITE_URL=${env.SITE_URL} (npm run build) so search engines are sent to the right address.`,
    );
  }
  const context = await createContext(env, backend, { policy, notFound: notFound.response });
  const { sql } = context;
  const health = watchStoreHealth(sql);
  const site = createStaticSite(build.clientDir, policy, {
    hidden: [...NOT_FOUND_FILES],
    scriptSrcFor: build.scriptSrcFor,
  });
  const log = throttledLog();

  const server = createServer({
    // A whole request, its body included, within 10 s (connection-guard.ts answers a late one 408).
    requestTimeout: 10_000,
    headersTimeout: 10_000,
    // How often the timeouts above are checked; Node's default (30 s) lets stalled requests linger.
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
    maxHeaderSize: 16_384,
  });
  guardConnections(server, { max: env.MAX_CONNECTIONS, log });
  await new Promise<void>((resolveListen) => server.listen(env.PORT, env.HOST, resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const hosts = allowedHosts(env, port, production);
  server.on('request', createApp({ build, context, site, notFound, hosts, log, health: health.report }));
  console.log(
    `Brightlane Digital is running at http://${urlHost(env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST, port)}/ (public address ${env.SITE_URL})`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(() => {
      health.stop();
      void sql.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
