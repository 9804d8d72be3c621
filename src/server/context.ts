/**
 * The per-process services the endpoints share: environment, store, IP hashing and rate limiters.
 * The production server builds it once at start-up (after checking the store) and installs it
 * under a global key, because the endpoints live in the Astro build, a second copy of these modules.
 * Without an installed context (astro dev) one is built from process.env on first use.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { parseEnv, proxyMatcher, type Env } from './env.ts';
import { getDatabase, persistentSecret, type Database } from './db.ts';
import { RateLimiter } from './rate-limit.ts';
import { createPolicy, type PolicyHeaders } from './route-policy.ts';
import type { NotFoundResponder } from './not-found-response.ts';
import { sqliteMessageStore, type MessageStore } from '../features/contact/server/message-store.ts';
import { sqliteSessionStore, type SessionStore } from '../features/admin/server/session-store.ts';

/** Everything kept in the database, behind one asynchronous interface (see message-store.ts). */
export type Store = MessageStore & SessionStore;

export interface ServerContext {
  env: Env;
  store: Store;
  /** Secret for session signatures and CSRF tokens. */
  secret: string;
  hashIp(ip: string): string;
  /** True when the address is one of the configured reverse proxies (TRUST_PROXY). */
  isTrustedProxy(address: string | undefined): boolean;
  limiters: { contact: RateLimiter; newsletter: RateLimiter; signIn: RateLimiter };
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

const KEY = Symbol.for('brightlane.server-context');
type Holder = { [KEY]?: ServerContext };

export function createContext(env: Env, db: Database = getDatabase(env.DATABASE_PATH), responses = devResponses(env)): ServerContext {
  // The IP salt lives in the database, so hashes stay comparable across restarts; APP_SECRET, when
  // set, is mixed in so a copied database file alone cannot be used to test guessed addresses.
  const salt = `${env.APP_SECRET ?? ''}:${persistentSecret(db, 'ip_salt')}`;
  const minute = 60_000;
  return {
    env,
    store: { ...sqliteMessageStore(db), ...sqliteSessionStore(db) },
    secret: env.APP_SECRET ?? randomBytes(32).toString('base64url'),
    hashIp: (ip) => createHmac('sha256', salt).update(ip).digest('hex').slice(0, 32),
    isTrustedProxy: proxyMatcher(env.TRUST_PROXY),
    limiters: {
      contact: new RateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      newsletter: new RateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      // Wrong admin passwords: ten per quarter hour per address.
      signIn: new RateLimiter({ limit: 10, windowMs: 15 * minute }),
    },
    responses,
  };
}

export function installContext(context: ServerContext): void {
  (globalThis as Holder)[KEY] = context;
}

export function getContext(): ServerContext {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContext(parseEnv(process.env));
  return holder[KEY];
}
