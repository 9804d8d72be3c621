import { describe, expect, it } from 'vitest';
import { isCmsPage, widenForEditor } from './cms-csp.ts';

describe('the content editor page policy', () => {
  const base = "default-src 'none'; img-src 'self' data:; connect-src 'self'; script-src 'self'";

  it('lets the editor reach the Git host and preview uploads, and changes nothing else', () => {
    const widened = widenForEditor(base, 'https://auth.example.com');
    expect(widened).toContain(
      "connect-src 'self' https://api.github.com https://www.githubstatus.com https://auth.example.com",
    );
    expect(widened).toContain("img-src 'self' data: blob:");
    expect(widened).toContain("default-src 'none'; ");
    expect(widened).toContain("script-src 'self'");
  });

  it('applies to the editor page only', () => {
    expect(isCmsPage('/admin/content')).toBe(true);
    expect(isCmsPage('/admin/content/')).toBe(true);
    expect(isCmsPage('/admin/content/config.json')).toBe(false);
    expect(isCmsPage('/admin')).toBe(false);
  });
});
