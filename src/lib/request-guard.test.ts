import { describe, expect, it } from 'vitest';
import { bodyKind, clientIp, isSameOrigin, limitAddress, proxyMatcher } from './request-guard.ts';
import { post } from '../../tests/unit/form-post.ts';

const SITE = 'https://brightlane.digital';

describe('request guard', () => {
  it('matches proxies by address and range, IPv4-mapped addresses included', () => {
    const trusted = proxyMatcher(['10.0.0.0/8', '::1']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
  });

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
