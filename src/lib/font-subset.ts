// The character set and layout features of the site's one web font, cut by scripts/subset-font.mjs.
// Shared with the test that checks the committed font still covers every character of our copy.

/** Inclusive code point ranges kept in the font. Characters outside fall back to system fonts. */
export const fontRanges: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: accents, ©, ·, ×, ÷, µ
  [0x0100, 0x017f], // Latin Extended-A: European names typed into forms and plan names
  [0x01a0, 0x01a1], // Ơ ơ
  [0x01af, 0x01b0], // Ư ư
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0300, 0x0304], // combining accents (Vietnamese typed in decomposed form)
  [0x0308, 0x0309],
  [0x0323, 0x0323],
  [0x0329, 0x0329],
  [0x0394, 0x0394], // Δ (what-if changes)
  [0x1ea0, 0x1ef9], // Vietnamese precomposed letters
  [0x2000, 0x206f], // General punctuation: dashes, curly quotes, ellipsis, bullets
  [0x20ab, 0x20ac], // ₫ €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus sign
  [0x2215, 0x2215],
  [0x2264, 0x2265], // ≤ ≥
  [0x25b2, 0x25b2], // ▲
  [0x25bc, 0x25bc], // ▼
  [0x2605, 0x2605], // ★
  [0x2713, 0x2713], // ✓
];

/**
 * The weight axis kept: regular (400) to extra bold (800), the lightest and heaviest weights the CSS
 * sets. A heavier request (`bolder` inside an 800 heading) draws at 800; nothing asks for lighter.
 */
export const fontWeights = { min: 400, max: 800 } as const;

/** Layout features kept: kerning, ligatures, contextual forms, accent positioning, tabular figures. */
export const fontFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export function fontText(): string {
  let text = '';
  for (const [from, to] of fontRanges) for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}
