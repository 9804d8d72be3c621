/**
 * The per-process services the endpoints share: environment, store, IP hashing and rate limiters.
 * The production server builds it once at start-up (after checking the store) and installs it
 * under a global key, because the endpoints live in the Astro build, a second copy of these modules.
 * Without an installed context (astro dev) one is built from process.env on first use.
 */
import { createHmac } from 'node:crypto';
import { parseEnv, proxyMatcher, type Env } from './env.ts';
import { memoryLimiter, postgresLimiter, type LimitOptions, type Limiter } from './shared-limits.ts';
import { openStore, type StoreBackend } from './store.ts';
import { persistentSecret, type Dialect } from './sql.ts';
import { createPolicy, type PolicyHeaders } from './route-policy.ts';
import type { NotFoundResponder } from './not-found-response.ts';
import { createMessageStore, type MessageStore } from '../features/contact/server/message-store.ts';
import { startWebhooks, webhookConfigFromEnv } from '../features/contact/server/webhooks.ts';
import { createSessionStore, type SessionStore } from '../features/admin/server/session-store.ts';

/** Everything kept in the database, behind one asynchronous interface (see message-store.ts). */
export type Store = MessageStore & SessionStore;

export interface ServerContext {
  env: Env;
  store: Store;
  /** Which store is configured, and a cheap probe of it (the health check). */
  storeKind: Dialect;
  pingStore(): Promise<void>;
  closeStore(): Promise<void>;
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
  notFound: NotFoundResponder;
}

/** Under `astro dev` there is no built 404 template: an empty 404 lets Astro render its own. */
const devResponses = (env: Env): SiteResponses => ({
  policy: createPolicy({ https: env.SITE_URL.startsWith('https:'), fallbackScriptSrc: "script-src 'self'" }),
  notFound: () => new Response(null, { status: 404 }),
});

/** Sign-in attempts the whole site accepts per quarter hour, from all addresses together. */
export const SIGN_IN_SITE_LIMIT = 50;

/**
 * Empties the trash past its 30 days and deletes messages past the retention period: at start-up,
 * then hourly, and after each admin action, never while a page is only being viewed.
 */
function purgeInBackground(store: Store, everyMs = 60 * 60_000): void {
  const purge = () =>
    void store
      .purgeExpired(new Date())
      .catch((error: unknown) => console.error(`Could not purge expired messages: ${error instanceof Error ? error.message : error}`));
  setTimeout(purge, 1_000).unref();
  setInterval(purge, everyMs).unref();
}

const KEY = Symbol.for('brightlane.server-context');
type Holder = { [KEY]?: ServerContext };

export async function createContext(env: Env, backend: StoreBackend, responses = devResponses(env)): Promise<ServerContext> {
  const { sql, pool } = backend;
  // The IP salt lives in the database, so hashes stay comparable across restarts and instances;
  // APP_SECRET, when set, is mixed in so a copied database alone cannot test guessed addresses.
  const salt = `${env.APP_SECRET ?? ''}:${await persistentSecret(sql, 'ip_salt')}`;
  const unsubscribeSecret = `${env.APP_SECRET ?? ''}:${await persistentSecret(sql, 'unsubscribe_key')}`;
  const minute = 60_000;
  const limiter = (options: LimitOptions) => (pool ? postgresLimiter(pool, options) : memoryLimiter(options));
  const store: Store = { ...createMessageStore(sql), ...createSessionStore(sql) };
  purgeInBackground(store);
  startWebhooks(sql, webhookConfigFromEnv(env));
  return {
    env,
    store,
    storeKind: sql.dialect,
    pingStore: () => sql.ping(),
    closeStore: () => sql.close(),
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

export function installContext(context: ServerContext): void {
  (globalThis as Holder)[KEY] = context;
}

export function getContext(): ServerContext {
  const context = (globalThis as Holder)[KEY];
  if (!context) throw new Error('The server context is not ready: the middleware calls ensureContext() first.');
  return context;
}

let pending: Promise<ServerContext> | undefined;

/**
 * The production server installs the context before it listens. Under `astro dev` nothing does, so
 * the middleware builds one from process.env on the first on-demand request.
 */
export function ensureContext(): Promise<ServerContext> {
  const installed = (globalThis as Holder)[KEY];
  if (installed) return Promise.resolve(installed);
  pending ??= (async () => {
    const env = parseEnv(process.env);
    const context = await createContext(env, await openStore(env));
    installContext(context);
    return context;
  })();
  return pending;
}
