import { describe, expect, it } from 'vitest';
import { createLimiter } from './shared-limits.ts';

describe('memory limiter (one instance)', () => {
  it('allows `limit` hits per window, then refuses with the seconds left in the window', async () => {
    const limiter = createLimiter({ name: 'test', limit: 3, windowMs: 60_000 });
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push(await limiter.hit('a'));
    expect(hits.slice(0, 3)).toEqual(Array(3).fill({ allowed: true, retryAfterSeconds: 0 }));
    expect(hits[3]!.allowed).toBe(false);
    expect(hits[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(hits[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps keys and named limits apart', async () => {
    const contact = createLimiter({ name: 'contact', limit: 1, windowMs: 60_000 });
    const newsletter = createLimiter({ name: 'newsletter', limit: 1, windowMs: 60_000 });
    expect((await contact.hit('a')).allowed).toBe(true);
    expect((await contact.hit('a')).allowed).toBe(false);
    expect((await contact.hit('b')).allowed).toBe(true);
    expect((await newsletter.hit('a')).allowed).toBe(true);
  });

  it('takes a refunded hit back, so only the hits kept count towards the limit', async () => {
    const limiter = createLimiter({ name: 'refund', limit: 2, windowMs: 60_000 });
    for (let i = 0; i < 5; i += 1) {
      expect((await limiter.hit('a')).allowed).toBe(true);
      await limiter.refund('a');
    }
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('rejects a nonsensical configuration', () => {
    expect(() => createLimiter({ name: 'x', limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createLimiter({ name: 'x', limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
