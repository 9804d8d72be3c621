import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { SPRITE_ICONS, spriteSvg, type IconName } from './icon-sprite.ts';

const committed = readFileSync(new URL('../../assets/icons/sprite.svg', import.meta.url), 'utf8');

/** An element's attributes, as a sorted list of name="value". */
const attributesOf = (tag: string) => [...tag.matchAll(/([\w-:]+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`).sort();

describe('the islands icon sprite', () => {
  it('is the list in icon-sprite.ts, as committed (run `npm run icons` after changing the list)', () => {
    expect(committed).toBe(spriteSvg());
  });

  it('holds every listed icon once, as a 24-pixel symbol with lucide’s shapes', () => {
    const ids = [...committed.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual(Object.keys(SPRITE_ICONS));
    for (const [, name, shapes] of ids) {
      const lucide = renderToStaticMarkup(createElement(SPRITE_ICONS[name as IconName]));
      // The same elements in the same order with the same geometry as lucide's own component.
      const shapeTags = (markup: string) =>
        [...markup.matchAll(/<(path|rect|circle|line|polyline|polygon|ellipse)\b[^>]*>/g)].map(
          (m) => `${m[1]} ${attributesOf(m[0]).join(' ')}`,
        );
      expect(shapeTags(shapes!), name).toEqual(shapeTags(lucide));
      expect(shapeTags(shapes!).length, name).toBeGreaterThan(0);
    }
  });
});

describe('Icon', () => {
  it('draws with lucide’s attributes and refers to the sprite symbol of its name', () => {
    const ours = renderToStaticMarkup(createElement(Icon, { name: 'calculator', className: 'h-4 w-4' }));
    const lucide = renderToStaticMarkup(
      createElement(SPRITE_ICONS.calculator, { className: 'h-4 w-4', 'aria-hidden': 'true' }),
    );
    const outer = (markup: string) =>
      attributesOf(markup.slice(0, markup.indexOf('>'))).filter((a) => !a.startsWith('class='));
    expect(outer(ours)).toEqual(outer(lucide));
    expect(ours).toContain('class="h-4 w-4"');
    expect(ours).toMatch(/<use href="[^"]*\/sprite(\.[\w-]+)?\.svg#calculator"><\/use><\/svg>$/);
  });

  it('is hidden from assistive technology: the text beside it carries the meaning', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'x' }))).toContain('aria-hidden="true"');
  });
});
