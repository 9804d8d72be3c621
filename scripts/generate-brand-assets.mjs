// Renders the brand's raster assets (touch icons, PWA icons, social preview image) from SVG with
// sharp. Run once after changing the artwork: `node scripts/generate-brand-assets.mjs`. The
// outputs are committed in public/ so builds need no image tooling.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#3b3fd4"/>
  <path d="M7 23 L16 9 L19 13 L25 9 L25 23 Z" fill="#fff" opacity=".95"/>
  <circle cx="23.5" cy="9.5" r="2.5" fill="#f5a524"/></svg>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b5a"/><stop offset="1" stop-color="#3b3fd4"/></linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="#f5a524" stop-opacity=".45"/><stop offset="1" stop-color="#f5a524" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <path d="M0 520 C 260 430, 420 560, 640 470 S 1000 330, 1200 380 L1200 630 L0 630 Z" fill="#ffffff" opacity=".07"/>
  <path d="M0 570 C 300 500, 460 600, 700 520 S 1020 420, 1200 450 L1200 630 L0 630 Z" fill="#ffffff" opacity=".07"/>
  <g transform="translate(90 110) scale(3.2)">
    <rect width="32" height="32" rx="7" fill="#ffffff" opacity=".12"/>
    <path d="M7 23 L16 9 L19 13 L25 9 L25 23 Z" fill="#fff"/>
    <circle cx="23.5" cy="9.5" r="2.5" fill="#f5a524"/>
  </g>
  <text x="90" y="330" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Brightlane Digital</text>
  <text x="90" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="32" fill="#dcdcff">AI-powered marketing for growing businesses</text>
  <text x="90" y="446" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="32" fill="#dcdcff">in Australia and Vietnam</text>
</svg>`;

mkdirSync('public/icons', { recursive: true });
mkdirSync('public/og', { recursive: true });
for (const [file, size] of [
  ['public/icons/apple-touch-icon.png', 180],
  ['public/icons/icon-192.png', 192],
  ['public/icons/icon-512.png', 512],
  ['public/icons/favicon-32.png', 32],
]) {
  await sharp(Buffer.from(mark(size)))
    .png({ compressionLevel: 9 })
    .toFile(file);
}
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile('public/og/default.png');
writeFileSync(
  'public/site.webmanifest',
  `${JSON.stringify(
    {
      name: 'Brightlane Digital',
      short_name: 'Brightlane',
      description: 'AI-powered marketing and free marketing tools for businesses in Australia and Vietnam.',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#3b3fd4',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('Brand assets written to public/.');
