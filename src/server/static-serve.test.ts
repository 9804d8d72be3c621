import { describe, expect, it } from 'vitest';
import { parseRange } from './static-serve.ts';
import { escapeHtml } from './not-found-page.ts';
import { throttledLog } from './throttled-log.ts';

describe('parseRange', () => {
  it('reads one byte range and refuses what cannot be satisfied', () => {
    expect(parseRange('bytes=0-10', 100)).toEqual({ start: 0, end: 10 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    for (const header of [undefined, 'bytes=-', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])
      expect(parseRange(header, 100), header).toBeNull();
  });
});

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
