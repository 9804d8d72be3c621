/**
 * The offer of the Vietnamese edition, read from the prerendered pages: every English page with a
 * Vietnamese twin carries it (hidden until a script finds a Vietnamese browser), linking to that
 * twin; no Vietnamese page and no page without a twin does.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir, htmlFiles, requireBuild } from './support/built-site.ts';

let pages: { file: string; html: string }[] = [];
beforeAll(() => {
  requireBuild();
  pages = htmlFiles().map((file) => ({ file: relative(clientDir, file), html: readFileSync(file, 'utf8') }));
});

const offerLink = (html: string) =>
  /<div data-language-hint hidden[^>]*>[\s\S]*?<a href="([^"]+)" hreflang="vi"/.exec(html)?.[1];
const vietnameseTwin = (html: string) =>
  /<link rel="alternate" hreflang="vi" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];

describe('the Vietnamese-edition offer in the built pages', () => {
  it('is on every English page that has a Vietnamese twin, hidden, and links to that twin', () => {
    const english = pages.filter(({ html }) => html.includes('<html lang="en'));
    const withTwin = english.filter(({ html }) => vietnameseTwin(html));
    expect(withTwin.length).toBeGreaterThan(10);
    for (const { file, html } of withTwin) expect(offerLink(html), file).toBe(vietnameseTwin(html));
  });

  it('is on no Vietnamese page and on no page without a twin', () => {
    const without = pages.filter(({ html }) => !html.includes('<html lang="en') || !vietnameseTwin(html));
    expect(without.some(({ file }) => file.startsWith('vi/'))).toBe(true);
    for (const { file, html } of without) expect(html.includes('data-language-hint'), file).toBe(false);
  });
});
