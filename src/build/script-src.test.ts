import { describe, expect, it } from 'vitest';
import { scriptSrcOf, unionScriptSrc } from './script-src.ts';

describe('script-src from the policies Astro wrote', () => {
  it('reads the script-src directive of a policy, if it has one', () => {
    expect(scriptSrcOf("default-src 'none';  script-src 'self' 'sha256-a' ; style-src 'self'")).toBe(
      "script-src 'self' 'sha256-a'",
    );
    expect(scriptSrcOf("default-src 'none'; script-src-elem 'self'")).toBeUndefined();
    expect(scriptSrcOf(undefined)).toBeUndefined();
  });

  it('unites the hashes of many pages, never widening to inline or eval', () => {
    expect(
      unionScriptSrc([
        "script-src 'self' 'sha256-a' 'unsafe-inline'",
        "style-src 'self'; script-src 'sha256-b' 'sha256-a' 'unsafe-eval'",
        "default-src 'none'",
      ]),
    ).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(unionScriptSrc([])).toBe("script-src 'self'");
  });
});
