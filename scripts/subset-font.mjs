// Builds the site's one web font: Inter (variable weight, OFL) cut down to the characters the site
// and its visitors use (src/lib/font-subset.ts: Latin, Latin Extended-A, Vietnamese and the symbols
// in our copy) with only the weights and layout features the CSS relies on. The 41 KB result replaces the three
// Inter subsets (latin 48 KB + latin-ext 85 KB + vietnamese 10 KB) that pages with Vietnamese names
// used to pull, so every page preloads exactly one font. Run after changing the character set:
// `node scripts/subset-font.mjs`. The output is committed, so builds need no font tooling.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontFeatures, fontText, fontWeights } from '../src/lib/font-subset.ts';

const fontFile = fileURLToPath(new URL('../src/assets/fonts/inter-variable-subset.woff2', import.meta.url));
const source = readFileSync(fileURLToPath(import.meta.resolve('inter-ui/variable/InterVariable.woff2')));
// opsz pinned at 14 (text size): the optical-size axis is dropped. The weight axis stays variable but
// only over the weights the CSS uses (fontWeights: 400 to 800), which saves a quarter of the file.
const subset = await subsetFont(source, fontText(), {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: fontWeights },
  keepFeatures: fontFeatures,
});
writeFileSync(fontFile, subset);
console.log(`Wrote ${fontFile} (${(subset.length / 1024).toFixed(1)} KB)`);
