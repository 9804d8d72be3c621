/**
 * The rate limits and sign-in lockouts, one algorithm in both modes (decision 140): rate-limiter-flexible's
 * fixed windows, in memory for one instance and in the shared PostgreSQL database when it is configured.
 */
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

export interface Limiter {
  /** Counts a hit, in one atomic step: allowed, or the whole seconds until the next hit would be. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /**
   * Gives one counted hit back (a sign-in whose password was right). A store that cannot take it
   * back leaves it counted: the limit errs on the strict side.
   */
  refund(key: string): Promise<void>;
}

export interface LimitOptions {
  /** Distinguishes the limits that share one table. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * Refuse when the shared store cannot count (sign-in): no fallback limiter, whose fresh counts
   * would give a burst a second allowance while the database is slow or away.
   */
  failClosed?: boolean;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `pool`: count in the shared PostgreSQL database; without it, in this process's memory. */
export function createLimiter({ name, limit, windowMs, failClosed = false }: LimitOptions, pool?: Pool): Limiter {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError('A rate limit needs limit >= 1 and a positive window.');
  const size = { keyPrefix: name, points: Math.floor(limit), duration: seconds(windowMs) };
  const limiter = pool
    ? new RateLimiterPostgres({
        storeClient: pool,
        tableName: 'rate_limits', // created by the PostgreSQL migrations
        tableCreated: true,
        ...size,
        ...(failClosed ? {} : { insuranceLimiter: new RateLimiterMemory(size) }),
      })
    : new RateLimiterMemory(size);
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: seconds(rejection.msBeforeNext) };
        if (failClosed) return { allowed: false, retryAfterSeconds: 60 };
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1).catch(() => undefined);
    },
  };
}
