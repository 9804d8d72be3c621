/**
 * A sliding-window rate limiter kept in memory (one server process). Each key remembers the
 * times of its recent hits; a hit is refused once `limit` hits fall inside the window.
 */
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** Upper bound on remembered keys, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly hits = new Map<string, number[]>();

  constructor({ limit, windowMs, maxKeys = 10_000 }: RateLimiterOptions) {
    if (!(limit >= 1) || !(windowMs > 0)) throw new RangeError('A rate limit needs limit >= 1 and a positive window.');
    this.limit = Math.floor(limit);
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Would a hit be allowed now? Does not count one. */
  peek(key: string, now = Date.now()): RateLimitResult {
    const list = this.recent(key, now);
    if (list.length < this.limit) return { allowed: true, remaining: this.limit - list.length, retryAfterSeconds: 0 };
    const oldest = list[list.length - this.limit]!;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
  }

  /** Counts a hit when allowed; a refused hit is not counted (it would only extend the block). */
  hit(key: string, now = Date.now()): RateLimitResult {
    const result = this.peek(key, now);
    if (!result.allowed) return result;
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.delete(key);
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) this.evict(now);
    return { ...result, remaining: result.remaining - 1 };
  }

  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  get size(): number {
    return this.hits.size;
  }

  private evict(now: number): void {
    for (const key of this.hits.keys()) {
      this.recent(key, now);
      if (this.hits.size <= this.maxKeys) return;
    }
    // Still full of live keys: drop the least recently used (Map keeps insertion order).
    while (this.hits.size > this.maxKeys) {
      const first = this.hits.keys().next().value;
      if (first === undefined) return;
      this.hits.delete(first);
    }
  }
}
