/**
 * The per-process services the endpoints share: environment, database, IP hashing and rate
 * limiters. Created on first use, so the database file appears with the first
 * request that needs it (or at start-up when main.ts warms it).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { getEnv, type Env } from './env.ts';
import { getDatabase, persistentSecret, type Database } from './db.ts';
import { RateLimiter } from './rate-limit.ts';

export interface ServerContext {
  env: Env;
  db: Database;
  /** Secret for session signatures and CSRF tokens. */
  secret: string;
  hashIp(ip: string): string;
  limiters: { contact: RateLimiter; newsletter: RateLimiter; signIn: RateLimiter };
}

let context: ServerContext | undefined;

export function getContext(): ServerContext {
  if (context) return context;
  const env = getEnv();
  const db = getDatabase(env.DATABASE_PATH);
  // The IP salt lives in the database, so hashes stay comparable across restarts; APP_SECRET, when
  // set, is mixed in so a copied database file alone cannot be used to test guessed addresses.
  const salt = `${env.APP_SECRET ?? ''}:${persistentSecret(db, 'ip_salt')}`;
  const secret = env.APP_SECRET ?? randomBytes(32).toString('base64url');
  const minute = 60_000;
  context = {
    env,
    db,
    secret,
    hashIp: (ip) => createHmac('sha256', salt).update(ip).digest('hex').slice(0, 32),
    limiters: {
      contact: new RateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      newsletter: new RateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: minute }),
      // Wrong admin passwords: ten per quarter hour per address.
      signIn: new RateLimiter({ limit: 10, windowMs: 15 * minute }),
    },
  };
  return context;
}
