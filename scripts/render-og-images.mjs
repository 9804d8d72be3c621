// Social preview images: most networks ignore SVG, so every blog post and case study gets a
// 1200x630 PNG rendered from its SVG cover with sharp. Reads each file's front matter
// (featuredImage/image and ogImage). Run after changing a cover: `node scripts/render-og-images.mjs`.
// The PNGs are committed in public/ so builds need no image tooling.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

const collections = [
  { dir: 'src/content/blog', cover: 'featuredImage' },
  { dir: 'src/content/case-studies', cover: 'image' },
];

for (const { dir, cover } of collections) {
  for (const file of readdirSync(dir).filter((name) => /\.mdx?$/.test(name))) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    const field = (name) => new RegExp(`^${name}:\\s*["']?([^"'\\n]+)`, 'm').exec(text)?.[1]?.trim();
    const source = field(cover);
    const target = field('ogImage');
    if (!source || !target) {
      console.warn(`${file}: no ${cover} or ogImage in front matter, skipped`);
      continue;
    }
    mkdirSync(dirname(`public${target}`), { recursive: true });
    await sharp(`public${source}`, { density: 96 })
      .resize(1200, 630, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(`public${target}`);
    console.log(`${target}`);
  }
}
