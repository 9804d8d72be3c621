/**
 * Every character a Vietnamese page shows is drawn by the site font. src/styles/font.test.ts reads
 * the sources; this reads what the build rendered, so text that comes from data, Intl formatting
 * (₫, narrow no-break spaces) or a dependency is covered too.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir, htmlFiles, requireBuild, root } from './support/built-site.ts';

let covered: Set<number>;

beforeAll(async () => {
  requireBuild();
  const sfnt = await fontverter.convert(
    readFileSync(join(root, 'src/assets/fonts/inter-variable-subset.woff2')),
    'sfnt',
  );
  covered = new Set(new Face(new Blob(sfnt)).collectUnicodes());
});

/** The text a visitor sees: markup, scripts, styles and JSON-LD removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|lt|gt|quot|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' })[name]!,
    )
    .replace(/[\s\uFEFF\uFE0E\uFE0F]/g, '');
}

describe('the font covers the rendered Vietnamese pages', () => {
  it('has a glyph for every character on every prerendered /vi page', () => {
    const pages = htmlFiles(join(clientDir, 'vi'));
    expect(pages.length).toBeGreaterThan(20);
    const gaps: Record<string, string[]> = {};
    for (const file of pages) {
      const missing = [...new Set(visibleText(readFileSync(file, 'utf8')))].filter(
        (char) => !covered.has(char.codePointAt(0)!),
      );
      if (missing.length)
        gaps[relative(clientDir, file)] = missing.map(
          (char) => `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase()}`,
        );
    }
    expect(gaps).toEqual({});
  });
});
