import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face, Font, Variation } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontRanges, fontWeights } from '../lib/font-subset';

const root = join(import.meta.dirname, '..', '..');
const fontPath = join(root, 'src/assets/fonts/inter-variable-subset.woff2');

let face: Face;
let covered: Set<number>;

beforeAll(async () => {
  const sfnt = await fontverter.convert(readFileSync(fontPath), 'sfnt');
  face = new Face(new Blob(sfnt));
  covered = new Set(face.collectUnicodes());
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(astro|tsx?|mdx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const missing = (text: string) => [...new Set(text)].filter((char) => !covered.has(char.codePointAt(0)!));
const codes = (chars: string[]) =>
  chars.map((char) => `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

describe('the site font (Inter subset)', () => {
  it('has a glyph for every character written in the site’s pages, components and content', () => {
    const gaps = new Map<string, string[]>();
    for (const file of sourceFiles(join(root, 'src'))) {
      // A byte-order mark and variation selectors are never drawn.
      const text = readFileSync(file, 'utf8').replace(/[\uFEFF\uFE0E\uFE0F]/g, '');
      const chars = missing(text.replace(/[\n\r\t]/g, ''));
      if (chars.length) gaps.set(file.slice(root.length + 1), codes(chars));
    }
    expect(Object.fromEntries(gaps)).toEqual({});
  });

  it('covers the whole Vietnamese alphabet in both cases, the dong sign and decomposed accents', () => {
    const vietnamese =
      'AĂÂBCDĐEÊGHIKLMNOÔƠPQRSTUƯVXY' +
      'aăâbcdđeêghiklmnoôơpqrstuưvxy' +
      'ÀÁẢÃẠẰẮẲẴẶẦẤẨẪẬÈÉẺẼẸỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌỒỐỔỖỘỜỚỞỠỢÙÚỦŨỤỪỨỬỮỰỲÝỶỸỴ' +
      'àáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ' +
      '₫\u0300\u0301\u0303\u0309\u0323';
    expect(codes(missing(vietnamese))).toEqual([]);
  });

  it('covers Latin-1 and Latin Extended-A, so names typed into forms keep one typeface', () => {
    let text = '';
    // U+0149 ŉ is deprecated in Unicode and has no glyph in Inter.
    for (let code = 0xc0; code <= 0x17f; code += 1) if (code !== 0x149) text += String.fromCodePoint(code);
    expect(codes(missing(text))).toEqual([]);
  });

  it('keeps nothing outside the declared ranges, and only the weight axis over the kept weights', () => {
    const inRanges = (code: number) => fontRanges.some(([from, to]) => code >= from && code <= to);
    expect([...covered].filter((code) => !inRanges(code))).toEqual([]);
    const axes = face.getAxisInfos();
    expect(Object.keys(axes)).toEqual(['wght']);
    expect(axes.wght).toMatchObject(fontWeights);
    expect(readFileSync(join(root, 'src/styles/global.css'), 'utf8')).toContain(
      `font-weight: ${fontWeights.min} ${fontWeights.max};`,
    );
  });

  it('is never asked for a weight it does not have', () => {
    // Tailwind's weight utilities by name, arbitrary weights, and weights written in CSS or markup.
    const named = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700 };
    const heavier = { extrabold: 800, black: 900 };
    const weights = { ...named, ...heavier } as Record<string, number>;
    const pattern =
      /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b|font-\[(\d+)\]|font-weight:\s*(\d+)|fontWeight[=:]\s*\{?['"]?(\d+)|font-weight="(\d+)"/g;
    const outside: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src')), join(root, 'src/styles/global.css')]) {
      const text = readFileSync(file, 'utf8').replace(/@font-face\s*\{[^}]*\}/g, '');
      for (const match of text.matchAll(pattern)) {
        const weight = match[1] ? weights[match[1]]! : Number(match[2] ?? match[3] ?? match[4] ?? match[5]);
        if (weight < fontWeights.min || weight > fontWeights.max)
          outside.push(`${file.slice(root.length + 1)}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('is one small file that the stylesheet declares and the layout preloads', () => {
    expect(readFileSync(fontPath).byteLength).toBeLessThan(45 * 1024);
    expect(readFileSync(join(root, 'src/styles/global.css'), 'utf8')).toContain(
      "url('../assets/fonts/inter-variable-subset.woff2') format('woff2')",
    );
    expect(readFileSync(join(root, 'src/layouts/base-layout.astro'), 'utf8')).toContain(
      "from '../assets/fonts/inter-variable-subset.woff2?url'",
    );
  });

  it('gives Vietnamese headings a line height at which stacked capitals never touch the line above', () => {
    // Highest mark above the baseline plus lowest ink below it, in em, at every heading weight:
    // baselines closer than that let "Ầ" on one line meet "ệ" or "g" on the line above.
    const font = new Font(face);
    const em = (units: number) => units / face.upem;
    const extents = (char: string) => font.glyphExtents(font.nominalGlyph(char.codePointAt(0)!)!)!;
    let needed = 0;
    for (const weight of [400, 600, 700, 800]) {
      font.setVariations([new Variation('wght', weight)]);
      const top = Math.max(...[...'ẦẤẨẪẬẰẮẲẴẶỀẾỂỄỆỒỐỔỖỘỜỚỞỠỢỪỨỬỮỰ'].map((char) => em(extents(char).yBearing)));
      const bottom = Math.max(
        ...[...'gjpqyạặậẹệịọộợụựỵ'].map((char) => -em(extents(char).yBearing + extents(char).height)),
      );
      needed = Math.max(needed, top + bottom);
    }
    const css = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
    const rule = /:is\(h1, h2, h3, h4, h5, h6\):lang\(vi\) \{\s*line-height: ([\d.]+);/.exec(css);
    expect(rule, 'the Vietnamese heading rule in global.css').not.toBeNull();
    expect(Number(rule![1])).toBeGreaterThanOrEqual(needed);
    expect(needed).toBeGreaterThan(1.1); // the reason the rule exists: the 1.1 display leading is too tight
  });
});
