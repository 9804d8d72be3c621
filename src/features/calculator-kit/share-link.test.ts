import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, sharedToken, shareUrl } from './share-link.ts';
import type { SafeParser } from '../../lib/storage.ts';

const pair: SafeParser<[string, number]> = {
  safeParse: (data) =>
    Array.isArray(data) && data.length === 2 && typeof data[0] === 'string' && typeof data[1] === 'number'
      ? { success: true, data: [data[0], data[1]] }
      : { success: false, error: { issues: [{ message: 'Not a pair.' }] } },
};

describe('share links', () => {
  it('round-trips any text, accents and emoji included, in URL-safe characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer(), (text, number) => {
        const token = encodeShare(1, [text, number]);
        expect(token).toMatch(/^v1\.[A-Za-z0-9_-]*$/);
        expect(decodeShare(token, 1, pair)).toEqual({ ok: true, value: [text, number] });
      }),
    );
  });

  it.each([
    ['', 'The shared link is not in a format we recognise.'],
    ['garbage', 'The shared link is not in a format we recognise.'],
    ['v1.!!!', 'The shared link is not in a format we recognise.'],
    [encodeShare(2, ['a', 1]), 'The shared link comes from a different version of this tool.'],
    ['v1.WzBd_', 'The shared link is damaged and could not be read.'],
    [encodeShare(1, { a: 1 }), 'The shared link contains values we cannot use.'],
  ])('reports a malformed link (%j)', (token, error) => {
    expect(decodeShare(token, 1, pair)).toMatchObject({ ok: false, error });
  });

  it('builds the page address with only the shared state in it', () => {
    const url = new URL(shareUrl('https://example.com/solutions/free-resources/roi-calculator?x=1#data', 'v1.abc'));
    expect(url.pathname).toBe('/solutions/free-resources/roi-calculator');
    expect([...url.searchParams]).toEqual([['plan', 'v1.abc']]);
    expect(url.hash).toBe('');
  });

  it('finds the shared state in an address', () => {
    expect(sharedToken('?plan=v1.abc&x=1')).toBe('v1.abc');
    expect(sharedToken('?x=1')).toBeNull();
  });
});
