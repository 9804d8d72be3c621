/**
 * The rate limits and sign-in lockouts, one algorithm in both modes: rate-limiter-flexible's fixed
 * windows. One instance (SQLite) counts in memory (`RateLimiterMemory`). With PostgreSQL configured the
 * counters live in the shared database (`RateLimiterPostgres`), so the sixth post from an address is
 * refused whichever instance receives it; should the database fail, each instance falls back to a
 * memory limiter of the same size (the library's insurance limiter) rather than letting everything
 * through. Decision 140.
 */
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Counts a hit, in one atomic step, and says whether it was allowed. */
  hit(key: string): Promise<RateLimitResult>;
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

/** The table rate-limiter-flexible expects; created by the PostgreSQL migrations. */
export const RATE_LIMIT_TABLE = 'rate_limits';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function counting(limiter: RateLimiterAbstract, failClosed: boolean): Limiter {
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
  };
}

function checked({ limit, windowMs }: LimitOptions): { points: number; duration: number } {
  if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError('A rate limit needs limit >= 1 and a positive window.');
  return { points: Math.floor(limit), duration: seconds(windowMs) };
}

/** One instance: the counters in this process's memory (expired keys are dropped by the library). */
export function memoryLimiter(options: LimitOptions): Limiter {
  return counting(new RateLimiterMemory({ keyPrefix: options.name, ...checked(options) }), false);
}

/** Several instances: the counters in the shared PostgreSQL database. */
export function postgresLimiter(pool: Pool, options: LimitOptions): Limiter {
  const { name, failClosed = false } = options;
  const size = checked(options);
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix: name,
    ...size,
    ...(failClosed ? {} : { insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...size }) }),
  });
  return counting(limiter, failClosed);
}
