import sharp from 'sharp';
import { readdirSync, mkdirSync } from 'node:fs';
const dir = 'public/images/case-studies';
mkdirSync(`${dir}/og`, { recursive: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const slug = file.replace('.svg', '');
  if (slug.includes('-lounge') || slug.includes('-latte') || slug.includes('-workshop')) {
    await sharp(`${dir}/${file}`).resize(400, 400).png().toFile(`/tmp/prev-${slug}.png`);
    continue;
  }
  // Social previews: 1200x630, the artwork centred on its own colours.
  await sharp(`${dir}/${file}`, { density: 96 }).resize(1200, 630, { fit: 'cover', position: 'centre' }).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(`${dir}/og/${slug}.png`);
}
