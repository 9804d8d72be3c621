/**
 * Build step: writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies beside every text file
 * of the client build, so the server sends compressed bytes from disk instead of compressing each
 * response on the fly.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text types worth compressing; images (png, woff2) are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|md|csv|webmanifest)$/;
/** Files smaller than this go out as they are (the on-the-fly threshold is the same). */
export const MIN_BYTES = 1024;
export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    if (source.byteLength < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    totals.files += 1;
    totals.bytes += source.byteLength;
    totals.brotliBytes += brotli.byteLength;
  }
  return totals;
}
