import { describe, expect, it } from 'vitest';
import { proxyMatcher } from './env.ts';
import { memoryLimiter } from './shared-limits.ts';
import { bodyKind, clientIp, hitLimit, isSameOrigin, limitAddress, readSubmission } from './request-guard.ts';

const SITE = 'https://brightlane.digital';

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:4321/api/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const options = { maxBytes: 1000, siteUrl: SITE };

describe('request guard', () => {
  it('knows JSON and form posts only', () => {
    expect(bodyKind('application/json; charset=utf-8')).toBe('json');
    expect(bodyKind('Application/X-WWW-Form-Urlencoded')).toBe('form');
    expect(bodyKind('multipart/form-data; boundary=x')).toBeUndefined();
    expect(bodyKind(null)).toBeUndefined();
  });

  it('accepts same-origin and header-less requests, refuses cross-site ones', () => {
    expect(isSameOrigin(post('{}'), SITE)).toBe(true);
    // The request's own Host is the client's to choose: only the configured address counts.
    expect(isSameOrigin(post('{}', { origin: 'http://localhost:4321', 'sec-fetch-site': 'same-origin' }), SITE)).toBe(
      false,
    );
    expect(isSameOrigin(post('{}', { origin: `${SITE}/`, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true);
    expect(isSameOrigin(post('{}', { origin: 'http://brightlane.digital' }), SITE)).toBe(false);
    expect(isSameOrigin(post('{}', { origin: SITE }), SITE)).toBe(true);
    expect(isSameOrigin(post('{}', { origin: 'https://evil.example' }), SITE)).toBe(false);
    expect(isSameOrigin(post('{}', { origin: 'null' }), SITE)).toBe(false);
    expect(isSameOrigin(post('{}', { 'sec-fetch-site': 'cross-site' }), SITE)).toBe(false);
    expect(isSameOrigin(post('{}', { 'sec-fetch-site': 'same-site' }), SITE)).toBe(false);
  });

  it('takes the client address from the proxy only when the proxy is on the list', () => {
    const request = post('{}', { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.2' });
    expect(clientIp({ request, clientAddress: '10.0.0.1' }, proxyMatcher([]))).toBe('10.0.0.1');
    expect(clientIp({ request, clientAddress: '127.0.0.1' }, proxyMatcher(['10.0.0.0/8']))).toBe('127.0.0.1');
    // Proxies of our own (10.x) are skipped from the right; the first other address is the client.
    expect(clientIp({ request, clientAddress: '10.0.0.1' }, proxyMatcher(['10.0.0.0/8']))).toBe('198.51.100.7');
    expect(clientIp({ request, clientAddress: '::ffff:10.0.0.1' }, proxyMatcher(['10.0.0.0/8']))).toBe('198.51.100.7');
  });

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
      limiter: memoryLimiter({ name: 'test', limit: 1, windowMs: 60_000 }),
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

describe('limitAddress', () => {
  it('counts an IPv6 client by its /64 and IPv4 as it is', () => {
    expect(limitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0DB8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('unknown')).toBe('unknown');
  });
});
