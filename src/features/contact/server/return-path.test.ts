import { describe, expect, it } from 'vitest';
import { formReturnPath } from './return-path.ts';

const SITE = 'https://brightlane.digital';

describe('formReturnPath', () => {
  it('returns known pages of this site in the registry’s spelling', () => {
    expect(formReturnPath(`${SITE}/about/`, SITE)).toBe('/about');
    expect(formReturnPath(`${SITE}/`, SITE)).toBe('/');
    expect(formReturnPath(`${SITE}/blog/canva-infographics-guide?x=1`, SITE)).toBe('/blog/canva-infographics-guide');
  });

  it('refuses other hosts, protocol-relative paths and unknown pages', () => {
    expect(formReturnPath(`${SITE}//evil.example/`, SITE)).toBeUndefined();
    expect(formReturnPath(`${SITE}/\\evil.example/`, SITE)).toBeUndefined();
    expect(formReturnPath('https://evil.example/about', SITE)).toBeUndefined();
    expect(formReturnPath(`${SITE}/api/contact`, SITE)).toBeUndefined();
    expect(formReturnPath(`${SITE}/blog/Bad Slug`, SITE)).toBeUndefined();
    expect(formReturnPath(`${SITE}/no-such-page`, SITE)).toBeUndefined();
    expect(formReturnPath('not a url', SITE)).toBeUndefined();
    expect(formReturnPath(null, SITE)).toBeUndefined();
  });
});
