/**
 * Which file of the prerendered build a URL names: a request maps to a file only when that exact
 * file exists in the build (the list is read once at start-up), so nothing outside dist/client can
 * ever be reached. Where the build wrote a Brotli or gzip copy (precompress.ts) and the client
 * accepts it, that copy is chosen. static-serve.ts sends what these functions pick.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Negotiator from 'negotiator';
import { ENCODINGS } from './precompress.ts';

const PRECOMPRESSED = new RegExp(`(${ENCODINGS.map((encoding) => encoding.extension.replace('.', '\\.')).join('|')})$`);

/** Every file under `dir`, as the URL path it is served at ("/_astro/app.js"). */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [`/${relative(base, path).split(sep).join('/')}`];
  });
}

/** The file a URL path stands for, or undefined. "/about" and "/about/" both mean /about/index.html. */
export function resolveStatic(files: ReadonlySet<string>, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (
    decoded.includes('\0') ||
    decoded.split('/').some((part) => part === '..' || (part.startsWith('.') && part !== '.well-known'))
  )
    return undefined;
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The precompressed copy to send for a file, given the request's Accept-Encoding, if any. */
export function pickEncoding(
  compressed: ReadonlySet<string>,
  file: string,
  acceptEncoding: string | undefined,
): (typeof ENCODINGS)[number] | undefined {
  const available = ENCODINGS.filter((encoding) => compressed.has(file + encoding.extension));
  if (!available.length || !acceptEncoding) return undefined;
  // Any encoding the client accepts (q > 0) will do; Brotli is smaller, so it wins ties and order.
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(
    available.map((encoding) => encoding.name),
  );
  return available.find((encoding) => accepted.includes(encoding.name));
}

/**
 * Splits the build's files into those a URL can name and the compressed copies of them. A copy is
 * never addressable itself (/app.js.br is a 404, like any unknown path); a .gz or .br file with no
 * original beside it is an ordinary download.
 */
export function splitPrecompressed(all: readonly string[]): { files: Set<string>; compressed: Set<string> } {
  const names = new Set(all);
  const isCopy = (file: string) => PRECOMPRESSED.test(file) && names.has(file.replace(PRECOMPRESSED, ''));
  return { files: new Set(all.filter((file) => !isCopy(file))), compressed: new Set(all.filter(isCopy)) };
}
