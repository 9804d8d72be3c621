/**
 * Test helpers for translated content: walk an English value and its Vietnamese counterpart side by
 * side and list every difference a translation must not introduce (shape, ids, links, numbers), plus
 * any sentence left in English. Used by the *.vi.test.ts files; no runtime code imports it.
 */

/** Keys whose values are identifiers, links or proper names: they must stay exactly as in English. */
export const KEPT_KEYS = new Set([
  'id',
  'href',
  'src',
  'slug',
  'path',
  'variant',
  'category',
  'type',
  'publisher',
  'author',
  'company',
  'updated',
  'schema',
  'width',
  'height',
  'rating',
  'icon',
  'image',
  'ogImage',
  'featuredImage',
  'featured',
  'order',
  'categories',
]);

/** Words that mark English prose; none of them is a Vietnamese word written without diacritics. */
const ENGLISH_MARKERS = new Set(
  'the a and of to your you with for is are that this from we our it by or not what how when which will have has was were they their into about more than be at every within do does can if on one all out up'.split(
    ' ',
  ),
);

function hasMarker(text: string): boolean {
  return text.split(/[^A-Za-z']+/).some((word) => ENGLISH_MARKERS.has(word.toLowerCase()));
}

/**
 * The first run of at least five plain-ASCII words holding two or more English function words, or
 * undefined. Vietnamese prose breaks such runs with its diacritics and brand names carry no markers.
 */
export function englishSentence(text: string): string | undefined {
  const cleaned = text.replace(/https?:\/\/\S+|\]\([^)]*\)|`[^`]*`|<[^>]+>/g, ' ');
  const words = cleaned.split(/[\s,.;:!?()"“”‘’/*_[\]|–—-]+/).filter(Boolean);
  let run: string[] = [];
  const check = (): string | undefined => {
    const markers = run.filter((word) => ENGLISH_MARKERS.has(word.toLowerCase())).length;
    return run.length >= 5 && markers >= 2 ? run.join(' ') : undefined;
  };
  for (const word of words) {
    if (/^[A-Za-z0-9'&+#%$@=]+$/.test(word)) {
      run.push(word);
      continue;
    }
    const found = check();
    if (found) return found;
    run = [];
  }
  return check();
}

/** Every run of digits, so "2.5 s" and "2,5 giây" or "1,200" and "1.200" compare equal. */
export function digitGroups(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

/** Digit groups of the English text that the Vietnamese text lacks (counted with multiplicity). */
export function missingNumbers(english: string, vietnamese: string): string[] {
  const pool = digitGroups(vietnamese);
  const missing: string[] = [];
  for (const group of digitGroups(english)) {
    const at = pool.indexOf(group);
    if (at === -1) missing.push(group);
    else pool.splice(at, 1);
  }
  return missing;
}

/** Differences between an English value and its translation, one readable line each. */
export function parityProblems(
  en: unknown,
  vi: unknown,
  path = '$',
  key = '',
  kept: ReadonlySet<string> = KEPT_KEYS,
): string[] {
  if (typeof en === 'string') {
    if (typeof vi !== 'string') return [`${path}: expected a string`];
    if (kept.has(key)) return en === vi ? [] : [`${path}: must stay "${en}", got "${vi}"`];
    if (vi.normalize('NFC') !== vi) return [`${path}: not in NFC`];
    const problems: string[] = [];
    if (en === vi && en.split(/\s+/).length >= 4 && hasMarker(en)) problems.push(`${path}: left in English: "${en}"`);
    const sentence = englishSentence(vi);
    if (sentence) problems.push(`${path}: English sentence "${sentence}"`);
    const lost = missingNumbers(en, vi);
    if (lost.length) problems.push(`${path}: numbers ${lost.join(', ')} of "${en}" are missing`);
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(vi)) return [`${path}: expected an array`];
    if (en.length !== vi.length) return [`${path}: ${en.length} items in English, ${vi.length} in Vietnamese`];
    return en.flatMap((item, index) => parityProblems(item, vi[index], `${path}[${index}]`, key, kept));
  }
  if (en && typeof en === 'object' && !isComponent(en)) {
    if (!vi || typeof vi !== 'object') return [`${path}: expected an object`];
    const enKeys = Object.keys(en).sort();
    const viKeys = Object.keys(vi).sort();
    if (enKeys.join() !== viKeys.join())
      return [`${path}: keys ${enKeys.join()} in English, ${viKeys.join()} in Vietnamese`];
    return enKeys.flatMap((name) =>
      parityProblems(
        (en as Record<string, unknown>)[name],
        (vi as Record<string, unknown>)[name],
        `${path}.${name}`,
        name,
        kept,
      ),
    );
  }
  return Object.is(en, vi) ? [] : [`${path}: must stay ${String(en)}, got ${String(vi)}`];
}

/** Lucide icons are React components (forwardRef objects): compared by identity, not walked. */
function isComponent(value: object): boolean {
  return '$$typeof' in value || 'render' in value;
}

/** Front matter and body of a Markdown or MDX source. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  return { frontMatter: match?.[1] ?? '', body: match ? source.slice(match[0].length) : source };
}

/** The skeleton a translation must keep: heading levels, list items, table rows and MDX components, in order. */
export function markdownSkeleton(body: string): string[] {
  return body.split('\n').flatMap((line) => {
    const heading = /^(#{1,6}) /.exec(line);
    if (heading) return [heading[1]!];
    const component = /^\s*<([A-Z][A-Za-z]*)/.exec(line);
    if (component) return [`<${component[1]}>`];
    if (/^\s*(?:[-*]|\d+\.) /.test(line))
      return [line.trimStart().startsWith('-') || line.trimStart().startsWith('*') ? '-' : '1.'];
    if (/^\s*\|/.test(line)) return ['|'];
    if (/^\s*\{ (?:icon|value|name|src):/.test(line) || /^\s*\['/.test(line)) return ['item'];
    return [];
  });
}

/** Differences between an English Markdown body and its translation: skeleton, numbers, English prose. */
export function markdownProblems(english: string, vietnamese: string): string[] {
  const problems: string[] = [];
  const en = markdownSkeleton(english);
  const vi = markdownSkeleton(vietnamese);
  if (en.join(' ') !== vi.join(' ')) problems.push(`structure differs:\n  en ${en.join(' ')}\n  vi ${vi.join(' ')}`);
  const lost = missingNumbers(english.replace(/^import .*$/gm, ''), vietnamese.replace(/^import .*$/gm, ''));
  if (lost.length) problems.push(`numbers missing from the translation: ${lost.join(', ')}`);
  for (const line of vietnamese.split('\n')) {
    if (/^import /.test(line)) continue;
    const sentence = englishSentence(line);
    if (sentence) problems.push(`English sentence: "${sentence}"`);
  }
  return problems;
}
