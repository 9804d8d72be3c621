/**
 * Figures as platform exports write them: "1,240" and "$3,200.00" in English, "1.240" and
 * "3.200,50 ₫" in Vietnamese, "12.5%", and the placeholders "--", "<5" and "< 10%" that stand for a
 * figure the platform did not give. Those are unknown, never 0: a masked cell summed as 0 would
 * quietly understate a channel.
 */
export type DecimalMark = '.' | ',';

/** A read cell: a number, unknown (a placeholder or a masked value), empty, or text that is no figure. */
export type Cell = { kind: 'number'; value: number } | { kind: 'unknown' } | { kind: 'empty' } | { kind: 'invalid' };

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00A0\u202F\u2009 ]/g;
const PLACEHOLDER = /^(?:--?|—|–|n\/a|na|null|[<>≤≥]\s*[\d.,]+\s*%?)$/i;
// Upper-case codes only, so a word in a figure column stays text that is no figure.
const CURRENCY = /^(?:[A-Z]{3}|[A-Z]{0,2}\$|£|€|¥|₫|đ|VNĐ)|(?:[A-Z]{3}|₫|đ|VNĐ|\$|€|£)$/;

// A grouping mark must sit between groups of three digits; anything else is not a figure.
const SHAPE: Record<DecimalMark, RegExp> = {
  '.': /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$|^\.\d+$/,
  ',': /^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$|^,\d+$/,
};
const PLAIN = /^\d+(\.\d+)?$/;

function stripAffixes(raw: string): string {
  let text = raw.replace(INVISIBLE, '');
  for (let i = 0; i < 2; i += 1) text = text.replace(CURRENCY, '');
  return text.replace(/%$/, '');
}

/**
 * Which mark separates decimals in a set of sample cells: a value with both marks ends in its
 * decimal mark; a single mark followed by other than three digits is a decimal mark. Ambiguous
 * samples ("1,240") follow the hint (the header language), then English.
 */
export function detectDecimalMark(samples: readonly string[], hint: DecimalMark = '.'): DecimalMark {
  let dot = 0;
  let comma = 0;
  for (const sample of samples) {
    const text = stripAffixes(sample.trim());
    if (!/^-?[\d.,]+$/.test(text)) continue;
    const lastDot = text.lastIndexOf('.');
    const lastComma = text.lastIndexOf(',');
    if (lastDot !== -1 && lastComma !== -1) {
      if (lastDot > lastComma) dot += 1;
      else comma += 1;
    } else if (lastComma !== -1 && !/^-?\d{1,3}(,\d{3})+$/.test(text)) comma += 1;
    else if (lastDot !== -1 && !/^-?\d{1,3}(\.\d{3})+$/.test(text)) dot += 1;
  }
  if (dot !== comma) return dot > comma ? '.' : ',';
  // Only ambiguous samples: the mark under which more of them are figures ("1,240,000" is not one
  // with a decimal comma), then the hint.
  const valid = (mark: DecimalMark) => samples.filter((sample) => readCell(sample, mark).kind === 'number').length;
  const withDot = valid('.');
  const withComma = valid(',');
  if (withDot === withComma) return hint;
  return withDot > withComma ? '.' : ',';
}

export function readCell(raw: unknown, mark: DecimalMark): Cell {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { kind: 'number', value: raw } : { kind: 'invalid' };
  if (raw === null || raw === undefined) return { kind: 'empty' };
  const trimmed = String(raw).replace(INVISIBLE, '').trim();
  if (trimmed === '') return { kind: 'empty' };
  // Most cells are plain digits: no affixes to strip, and a dot is a decimal point in either
  // locale unless it groups thousands ("1.240" in Vietnamese).
  if (PLAIN.test(trimmed) && (mark === '.' || !trimmed.includes('.')))
    return { kind: 'number', value: Number(trimmed) };
  if (PLACEHOLDER.test(trimmed)) return { kind: 'unknown' };
  let text = stripAffixes(trimmed);
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  text = text.replace(/^\(|\)$/g, '').replace(/^-/, '');
  const grouping = mark === '.' ? ',' : '.';
  if (!SHAPE[mark].test(text)) return { kind: 'invalid' };
  const value = Number(text.split(grouping).join('').replace(mark, '.'));
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  return { kind: 'number', value: negative ? -value : value };
}
