import { describe, expect, it } from 'vitest';
import { resolveStatic } from './static-files.ts';

const files = new Set(['/index.html', '/about/index.html', '/robots.txt', '/_astro/app.abc123.js', '/.well-known/security.txt', '/.env']);

describe('resolveStatic', () => {
  it('maps clean URLs to prerendered pages', () => {
    expect(resolveStatic(files, '/')).toBe('/index.html');
    expect(resolveStatic(files, '/about')).toBe('/about/index.html');
    expect(resolveStatic(files, '/about/')).toBe('/about/index.html');
    expect(resolveStatic(files, '/robots.txt')).toBe('/robots.txt');
    expect(resolveStatic(files, '/_astro/app.abc123.js')).toBe('/_astro/app.abc123.js');
  });

  it('refuses traversal, dotfiles, NUL bytes and bad escapes', () => {
    for (const path of ['/../etc/passwd', '/..%2f..%2fetc/passwd', '/_astro/../robots.txt', '/.env', '/robots.txt%00', '/%E0%A4%A', '/missing']) {
      expect(resolveStatic(files, path), path).toBeUndefined();
    }
    expect(resolveStatic(files, '/.well-known/security.txt')).toBe('/.well-known/security.txt');
  });
});
