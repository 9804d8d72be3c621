import { describe, expect, it } from 'vitest';
import { siteUrlOf } from './site-url.ts';

describe('siteUrlOf', () => {
  it('uses the configured address, and the development address when none is set', () => {
    expect(siteUrlOf(new URL('https://brightlane.example'))).toBe('https://brightlane.example/');
    expect(siteUrlOf(undefined)).toBe('http://localhost:4321/');
  });
});
