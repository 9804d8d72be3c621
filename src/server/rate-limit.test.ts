import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then refuses with a Retry-After', () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((t) => limiter.hit('a', t).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('a', 10_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
  });

  it('slides: a hit becomes possible once the oldest leaves the window', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.hit('a', 500);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1001).allowed).toBe(true);
    expect(limiter.hit('a', 1002).allowed).toBe(false);
  });

  it('does not count refused hits, keeps keys apart and can reset a key', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 });
    limiter.hit('a', 0);
    for (let t = 1; t < 900; t += 100) expect(limiter.hit('a', t).allowed).toBe(false);
    expect(limiter.hit('a', 1001).allowed).toBe(true);
    expect(limiter.hit('b', 1001).allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.peek('a', 1002).allowed).toBe(true);
  });

  it('peek does not count', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.peek('a', 0).allowed).toBe(true);
    expect(limiter.peek('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 0).remaining).toBe(0);
  });

  it('keeps at most maxKeys keys', () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) limiter.hit(`ip-${i}`, i);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  it('rejects a nonsensical configuration', () => {
    expect(() => new RateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
  });
});
