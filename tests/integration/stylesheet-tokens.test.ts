/**
 * The built stylesheet's design tokens (decision 160): utilities carry the token's value rather than
 * `var(--token)`, and `:root` still defines every token the pages, scripts and stylesheets name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir, htmlFiles, requireBuild } from './support/built-site.ts';

/** Custom properties set at run time by a library on its own elements, never by our stylesheet. */
const SET_BY_LIBRARY = /^--radix-/;

let stylesheets: string[] = [];
let scripts: string[] = [];
let pages: string[] = [];

beforeAll(() => {
  requireBuild();
  const assets = readdirSync(join(clientDir, '_astro'));
  const read = (name: string) => readFileSync(join(clientDir, '_astro', name), 'utf8');
  stylesheets = assets.filter((name) => name.endsWith('.css')).map(read);
  scripts = assets.filter((name) => name.endsWith('.js')).map(read);
  pages = htmlFiles().map((path) => readFileSync(path, 'utf8'));
});

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): string {
  const at = css.indexOf(`${selector}{`);
  expect(at, `a rule for ${selector}`).toBeGreaterThanOrEqual(0);
  return css.slice(at + selector.length + 1, css.indexOf('}', at));
}

describe('design tokens in the built stylesheet', () => {
  it('gives theme utilities their values, not var() references', () => {
    const css = stylesheets.join('\n');
    for (const selector of ['.bg-brand-600', '.text-slate-800', '.px-4', '.rounded-card', '.font-semibold'])
      expect(declarations(css, selector), selector).not.toMatch(/var\(--(color|spacing|radius|font)/);
  });

  it('defines every custom property that a page, script or stylesheet reads without a fallback', () => {
    const css = stylesheets.join('\n');
    const read = new Set(
      [...stylesheets, ...scripts, ...pages].flatMap((text) =>
        [...text.matchAll(/var\((--[\w-]+)\s*\)/g)].map((match) => match[1] ?? ''),
      ),
    );
    const undefinedNames = [...read].filter(
      (name) => !SET_BY_LIBRARY.test(name) && !new RegExp(`[{;\\s]${name}:`).test(css),
    );
    expect(undefinedNames).toEqual([]);
    // The ones the charts and tones name in code are among them.
    expect(read).toContain('--color-brand-600');
    expect(read).toContain('--color-slate-400');
  });
});
