import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  it('writes Brotli and gzip copies of text files that decompress to the original bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, '_astro'));
    const script =
      'export const plan = ' +
      JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ channel: `Channel ${i}`, share: i / 200 }))) +
      ';\n';
    writeFileSync(join(dir, '_astro', 'app.js'), script);
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>Xin chào</title>${'<p>Nguyễn Thị Hương — 12 % </p>'.repeat(80)}`,
    );
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const totals = precompressDirectory(dir);

    expect(readdirSync(join(dir, '_astro')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
    expect(readdirSync(dir).sort()).toEqual([
      '_astro',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.png',
      'tiny.css',
    ]);
    for (const file of ['_astro/app.js', 'index.html']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(totals.files).toBe(2);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 4);
  });
});
