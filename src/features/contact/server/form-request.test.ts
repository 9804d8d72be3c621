import { describe, expect, it } from 'vitest';
import { proxyMatcher } from '../../../lib/request-guard.ts';
import { createLimiter } from '../../../server/shared-limits.ts';
import { hitLimit, readSubmission } from './form-request.ts';
import { post } from '../../../../tests/unit/form-post.ts';

const SITE = 'https://brightlane.digital';

const options = { maxBytes: 1000, siteUrl: SITE };

describe("the contact forms' request checks", () => {
  it('answers 415, 403, 413 and 400', async () => {
    expect(await readSubmission(post('x', { 'content-type': 'text/plain' }), options)).toMatchObject({ status: 415 });
    expect(await readSubmission(post('{}', { origin: 'https://evil.example' }), options)).toMatchObject({
      status: 403,
    });
    expect(await readSubmission(post(JSON.stringify({ m: 'x'.repeat(2000) })), options)).toMatchObject({
      status: 413,
    });
    expect(await readSubmission(post('[1,2]'), options)).toMatchObject({ status: 400 });
    expect(await readSubmission(post('{"a":'), options)).toMatchObject({ status: 400 });
    expect(await readSubmission(post('{"a":1}'), options)).toMatchObject({ ok: true, fields: { a: 1 } });
  });

  it('counts the rate limit by the hashed address and answers 429 with Retry-After', async () => {
    const limits = {
      limiter: createLimiter({ name: 'test', limit: 1, windowMs: 60_000 }),
      hashIp: (ip: string) => `h:${ip}`,
      isTrustedProxy: proxyMatcher([]),
    };
    const visitor = { request: post('{}'), clientAddress: '1.2.3.4' };
    expect(await hitLimit(visitor, limits)).toEqual({ ok: true, ipHash: 'h:1.2.3.4' });
    const limited = await hitLimit(visitor, limits);
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(limited.ok ? '' : limited.headers['Retry-After']).toMatch(/^\d+$/);
  });

  it('parses form posts, first value wins', async () => {
    const request = post('name=A&name=B&email=a%40b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readSubmission(request, options)).toMatchObject({
      ok: true,
      kind: 'form',
      fields: { name: 'A', email: 'a@b.co' },
    });
  });
});
