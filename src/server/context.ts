/**
 * The per-process services the endpoints share (`locals.app`, decision 141): environment, store, IP
 * hashing and rate limiters.
 */
import { createHmac } from 'node:crypto';
import { parseEnv, type Env } from './env.ts';
import { proxyMatcher } from '../lib/request-guard.ts';
import { createLimiter, type LimitOptions, type Limiter } from './shared-limits.ts';
import { openStore, type StoreBackend } from './store.ts';
import { persistentSecret, type Sql } from './sql.ts';
import { createPolicy, type PolicyHeaders } from './route-policy.ts';
import { startUpkeep } from '../features/leads/server/upkeep.ts';

export interface ServerContext {
  env: Env;
  /** The one store (SQLite or PostgreSQL): features call their queries with it. */
  sql: Sql;
  /** Signs unsubscribe links: kept in the store so links outlive restarts and work on every instance. */
  unsubscribeSecret: string;
  hashIp(ip: string): string;
  /** True when the address is one of the configured reverse proxies (TRUST_PROXY). */
  isTrustedProxy(address: string | undefined): boolean;
  limiters: { contact: Limiter; newsletter: Limiter; signIn: Limiter; signInSite: Limiter };
  responses: SiteResponses;
}

/** What the middleware needs from the built site: the header policy and the not-found page. */
export interface SiteResponses {
  policy: PolicyHeaders;
  notFound(pathname: string): Response;
}

/** Under `astro dev` there is no built 404 template: an empty 404 lets Astro render its own. */
const devResponses = (env: Env): SiteResponses => ({
  policy: createPolicy({ https: env.SITE_URL.startsWith('https:'), fallbackScriptSrc: "script-src 'self'" }),
  notFound: () => new Response(null, { status: 404 }),
});

/** Sign-in attempts the whole site accepts per quarter hour, from all addresses together. */
export const SIGN_IN_SITE_LIMIT = 50;

export async function createContext(
  env: Env,
  backend: StoreBackend,
  responses = devResponses(env),
): Promise<ServerContext> {
  const { sql, pool } = backend;
  // The IP salt lives in the database, so hashes stay comparable across restarts and instances;
  // APP_SECRET, when set, is mixed in so a copied database alone cannot test guessed addresses.
  const salt = `${env.APP_SECRET ?? ''}:${await persistentSecret(sql, 'ip_salt')}`;
  const unsubscribeSecret = `${env.APP_SECRET ?? ''}:${await persistentSecret(sql, 'unsubscribe_key')}`;
  const minute = 60_000;
  const limiter = (options: LimitOptions) => createLimiter(options, pool);
  startUpkeep(sql, env);
  return {
    env,
    sql,
    unsubscribeSecret,
    hashIp: (ip) => createHmac('sha256', salt).update(ip).digest('hex').slice(0, 32),
    isTrustedProxy: proxyMatcher(env.TRUST_PROXY),
    limiters: {
      contact: limiter({ name: 'contact', limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      newsletter: limiter({ name: 'newsletter', limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      // Wrong admin passwords: ten per quarter hour per address.
      signIn: limiter({ name: 'sign-in', limit: 10, windowMs: 15 * minute, failClosed: true }),
      // Attempts from every address together: a spread-out guessing run is stopped too. The price,
      // a quarter hour without sign-in during such a run, is chosen over an open door (decision 082).
      signInSite: limiter({ name: 'sign-in-site', limit: SIGN_IN_SITE_LIMIT, windowMs: 15 * minute, failClosed: true }),
    },
    responses,
  };
}

let development: Promise<ServerContext> | undefined;

/** `astro dev` only: the context built from process.env on the first on-demand request. */
export function developmentContext(): Promise<ServerContext> {
  development ??= (async () => {
    const env = parseEnv(process.env['NODE_ENV'] === 'production');
    return createContext(env, await openStore(env));
  })();
  return development;
}
