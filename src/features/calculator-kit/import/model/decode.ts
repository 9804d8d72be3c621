/**
 * Bytes to text, the way a platform export needs it: `File.text()` reads UTF-8 only, while Google Ads
 * downloads UTF-16LE with a byte-order mark. The byte-order mark decides; without one, the spread of
 * zero bytes tells UTF-16 from UTF-8, and text that is neither (a picture or a PDF renamed .csv) is
 * refused instead of being shown as rows of noise.
 */
export type FileKind = 'xlsx' | 'xls' | 'text';
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type Decoded = { ok: true; text: string; encoding: Encoding } | { ok: false; problem: 'binary' | 'empty' };

/** What the first bytes say: a ZIP container (XLSX), an old binary workbook (XLS), or text. */
export function sniffKind(bytes: Uint8Array): FileKind {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return 'xls';
  return 'text';
}

function guessEncoding(bytes: Uint8Array): { encoding: Encoding; skip: number } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  // No mark: ASCII text in UTF-16 has a zero in every other byte.
  const sample = bytes.subarray(0, 1024);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const half = sample.length / 2;
  if (half > 0 && oddZeros > half * 0.4 && evenZeros < half * 0.05) return { encoding: 'utf-16le', skip: 0 };
  if (half > 0 && evenZeros > half * 0.4 && oddZeros < half * 0.05) return { encoding: 'utf-16be', skip: 0 };
  return { encoding: 'utf-8', skip: 0 };
}

/** True when text has the control characters of a binary file rather than of a table. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.length === 0) return false;
  let controls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code === 0 || code === 0xfffd || (code < 32 && code !== 9 && code !== 10 && code !== 13)) controls += 1;
  }
  return controls / sample.length > 0.01;
}

export function decodeText(bytes: Uint8Array): Decoded {
  const { encoding, skip } = guessEncoding(bytes);
  const body = bytes.subarray(skip);
  if (body.length === 0) return { ok: false, problem: 'empty' };
  let text: string;
  let used: Encoding = encoding;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch {
    // Not valid UTF-8: a spreadsheet saved in the Windows code page, or not text at all.
    used = 'windows-1252';
    text = new TextDecoder('windows-1252').decode(body);
  }
  if (looksBinary(text)) return { ok: false, problem: 'binary' };
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  return { ok: true, text: text.replace(/^\uFEFF/, ''), encoding: used };
}
