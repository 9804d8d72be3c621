/**
 * The rate limits and sign-in lockouts behind one asynchronous interface. One instance keeps them in
 * memory (the sliding window in rate-limit.ts). With PostgreSQL configured they live in the shared
 * database through rate-limiter-flexible, so the sixth post from an address is refused whichever
 * instance receives it; should the database fail, each instance falls back to a memory limiter of
 * the same size (the library's insurance limiter) rather than letting everything through.
 */
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiter, type RateLimitResult } from './rate-limit.ts';

export interface Limiter {
  /** Would a hit be allowed now? Counts nothing. */
  peek(key: string): Promise<RateLimitResult>;
  /** Counts a hit and says whether it was allowed. */
  hit(key: string): Promise<RateLimitResult>;
  /** Forgets a key (after a successful sign-in). */
  reset(key: string): Promise<void>;
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

export function memoryLimiter({ limit, windowMs }: LimitOptions): Limiter {
  const limiter = new RateLimiter({ limit, windowMs });
  return {
    peek: async (key) => limiter.peek(key),
    hit: async (key) => limiter.hit(key),
    reset: async (key) => limiter.reset(key),
  };
}

/** The table rate-limiter-flexible expects; created by the PostgreSQL migrations. */
export const RATE_LIMIT_TABLE = 'rate_limits';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function postgresLimiter(pool: Pool, { name, limit, windowMs, failClosed = false }: LimitOptions): Limiter {
  const duration = seconds(windowMs);
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: limit,
    duration,
    ...(failClosed ? {} : { insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }) }),
  });
  const refused = (res: RateLimiterRes): RateLimitResult => ({ allowed: false, remaining: 0, retryAfterSeconds: seconds(res.msBeforeNext) });
  return {
    async peek(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limit) return refused(res);
      return { allowed: true, remaining: limit - (res?.consumedPoints ?? 0), retryAfterSeconds: 0 };
    },
    async hit(key) {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return refused(rejection);
        if (failClosed) return { allowed: false, remaining: 0, retryAfterSeconds: 60 };
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
