import { describe, expect, it } from 'vitest';
import { pickEncoding, resolveStatic, splitPrecompressed } from './static-serve.ts';
import { escapeHtml } from './not-found.ts';
import { throttledLog } from './throttled-log.ts';

describe('escapeHtml', () => {
  it('makes a path safe in text and attributes', () => {
    expect(escapeHtml(`/a"b'<c>&d`)).toBe('/a&quot;b&#39;&lt;c&gt;&amp;d');
  });
});

describe('throttledLog', () => {
  it('writes one line per kind per interval and counts the rest', () => {
    const lines: string[] = [];
    const log = throttledLog(1000, (line) => lines.push(line));
    log('host', 'bad host', 0);
    log('host', 'bad host', 10);
    log('host', 'bad host', 20);
    log('other', 'other\nthing', 30);
    log('host', 'bad host', 1500);
    expect(lines).toEqual(['bad host', 'other thing', 'bad host (2 more like it not logged)']);
  });
});

const files = new Set([
  '/index.html',
  '/about/index.html',
  '/robots.txt',
  '/_astro/app.abc123.js',
  '/.well-known/security.txt',
  '/.env',
]);

describe('resolveStatic', () => {
  it('maps clean URLs to prerendered pages', () => {
    expect(resolveStatic(files, '/')).toBe('/index.html');
    expect(resolveStatic(files, '/about')).toBe('/about/index.html');
    expect(resolveStatic(files, '/about/')).toBe('/about/index.html');
    expect(resolveStatic(files, '/robots.txt')).toBe('/robots.txt');
    expect(resolveStatic(files, '/_astro/app.abc123.js')).toBe('/_astro/app.abc123.js');
  });

  it('refuses traversal, dotfiles, NUL bytes and bad escapes', () => {
    for (const path of [
      '/../etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/_astro/../robots.txt',
      '/.env',
      '/robots.txt%00',
      '/%E0%A4%A',
      '/missing',
    ]) {
      expect(resolveStatic(files, path), path).toBeUndefined();
    }
    expect(resolveStatic(files, '/.well-known/security.txt')).toBe('/.well-known/security.txt');
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli whenever the client accepts it, whatever the order or weights', () => {
    for (const header of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1, br;q=0.5', '*']) {
      expect(pickEncoding(header), header).toBe('br');
    }
  });

  it('falls back to gzip, then to the plain file', () => {
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'not a header ;;;']) {
      expect(pickEncoding(header), String(header)).toBeUndefined();
    }
  });
});

describe('splitPrecompressed', () => {
  it('hides compressed copies behind their originals and leaves other archives addressable', () => {
    const { files, compressed } = splitPrecompressed([
      '/a.js',
      '/a.js.br',
      '/a.js.gz',
      '/index.html',
      '/index.html.gz',
      '/downloads/kit.tar.gz',
    ]);
    expect([...files]).toEqual(['/a.js', '/index.html', '/downloads/kit.tar.gz']);
    expect([...compressed]).toEqual(['/a.js.br', '/a.js.gz', '/index.html.gz']);
  });
});
