/**
 * Images: a paragraph holding only an image becomes a <figure>; the Markdown title becomes the
 * caption. Every article image gets width/height (no layout shift) and lazy loading, since the
 * featured image above the body is the only one in the first viewport.
 */
import { childElements, h, replacingPlugin, text, type Element } from './hast.ts';

/** In-article artwork is drawn on a 16:9 canvas; authors can still set width/height in HTML. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 } as const;

export function toFigure(paragraph: Element): Element | null {
  if (paragraph.tagName !== 'p') return null;
  const meaningful = paragraph.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [image] = childElements(paragraph, 'img');
  if (meaningful.length !== 1 || !image || meaningful[0] !== image) return null;
  const { title, ...properties } = image.properties;
  const img = h('img', {
    width: ARTICLE_IMAGE_SIZE.width,
    height: ARTICLE_IMAGE_SIZE.height,
    ...properties,
    loading: 'lazy',
    decoding: 'async',
  });
  const caption = typeof title === 'string' && title.trim() !== '' ? [h('figcaption', {}, [text(title.trim())])] : [];
  return h('figure', { className: ['article-figure'] }, [img, ...caption]);
}

export const figuresPlugin = replacingPlugin('brightlane-figures', ['p'], toFigure);
