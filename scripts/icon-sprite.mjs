// Writes the islands' icon sprite from the list in src/components/ui/icon-sprite.ts (decision 164).
import { writeFileSync } from 'node:fs';
import { spriteSvg } from '../src/components/ui/icon-sprite.ts';

const file = new URL('../src/assets/icons/sprite.svg', import.meta.url);
writeFileSync(file, spriteSvg());
console.log(`Wrote ${file.pathname}`);
