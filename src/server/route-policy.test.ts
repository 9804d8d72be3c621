import { describe, expect, it } from 'vitest';
import { createPolicy } from './route-policy.ts';

const policy = createPolicy({ https: true, fallbackScriptSrc: "script-src 'self' 'sha256-all'" });
const html = 'text/html; charset=utf-8';

describe('route policy', () => {
  it('caches hashed assets forever, revalidates pages, never stores forms, admin or errors', () => {
    expect(
      policy({ pathname: '/_astro/app.abc.js', status: 200, contentType: 'text/javascript' })['Cache-Control'],
    ).toBe('public, max-age=31536000, immutable');
    expect(policy({ pathname: '/about', status: 200, contentType: html })['Cache-Control']).toBe('no-cache');
    expect(policy({ pathname: '/robots.txt', status: 200, contentType: 'text/plain' })['Cache-Control']).toBe(
      'public, max-age=86400',
    );
    expect(policy({ pathname: '/contact', status: 200, contentType: html })['Cache-Control']).toBe('no-store');
    expect(policy({ pathname: '/vi/contact', status: 200, contentType: html })['Cache-Control']).toBe('no-store');
    expect(policy({ pathname: '/api/contact', status: 201, contentType: 'application/json' })['Cache-Control']).toBe(
      'no-store',
    );
    expect(policy({ pathname: '/admin/messages/3', status: 200, contentType: html })['Cache-Control']).toBe('no-store');
    expect(policy({ pathname: '/_image', status: 404, contentType: html })['Cache-Control']).toBe('no-store');
    expect(policy({ pathname: '/_astro/missing.js', status: 404, contentType: html })['Cache-Control']).toBe(
      'no-store',
    );
    expect(policy({ pathname: '/x', status: 400, contentType: 'text/plain' })['Cache-Control']).toBe('no-store');
  });

  it('sends robots headers for admin and error pages only', () => {
    expect(policy({ pathname: '/admin', status: 303, contentType: '' })['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(policy({ pathname: '/services/seo', status: 410, contentType: html })['X-Robots-Tag']).toBe(
      'noindex, nofollow',
    );
    expect(policy({ pathname: '/about', status: 200, contentType: html })['X-Robots-Tag']).toBeUndefined();
    expect(policy({ pathname: '/administrator', status: 200, contentType: html })['X-Robots-Tag']).toBeUndefined();
  });

  it('gives pages their own script hashes, other types a closed policy, and 304s none', () => {
    const page = policy({
      pathname: '/about',
      status: 200,
      contentType: html,
      scriptSrc: "script-src 'self' 'sha256-about'",
    });
    expect(page['Content-Security-Policy']).toContain("script-src 'self' 'sha256-about'");
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(policy({ pathname: '/search', status: 200, contentType: html })['Content-Security-Policy']).toContain(
      "'sha256-all'",
    );
    expect(policy({ pathname: '/robots.txt', status: 200, contentType: 'text/plain' })['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(policy({ pathname: '/about', status: 304, contentType: html })['Content-Security-Policy']).toBeUndefined();
    expect(page['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
  });
});
