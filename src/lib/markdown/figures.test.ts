import { describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_SIZE, toFigure } from './figures.ts';
import { h, text } from './hast.ts';
import { renderArticleMarkdown } from './render.test-helper.ts';

describe('toFigure', () => {
  it('turns a lone image into a lazy figure with a caption from its title', () => {
    const out = toFigure(h('p', {}, [h('img', { src: '/images/blog/a.svg', alt: 'A chart', title: 'Caption' })]));
    expect(out).toMatchObject({ tagName: 'figure' });
    expect(out?.children[0]).toMatchObject({
      tagName: 'img',
      properties: {
        src: '/images/blog/a.svg',
        alt: 'A chart',
        ...ARTICLE_IMAGE_SIZE,
        loading: 'lazy',
        decoding: 'async',
      },
    });
    expect(out?.children[1]).toMatchObject({ tagName: 'figcaption', children: [text('Caption')] });
  });

  it('keeps explicit dimensions and omits an empty caption', () => {
    const out = toFigure(h('p', {}, [h('img', { src: '/x.svg', alt: 'X', width: 600, height: 600 })]));
    expect(out?.children).toHaveLength(1);
    expect(out?.children[0]).toMatchObject({ properties: { width: 600, height: 600 } });
  });

  it('leaves images inside running text alone', () => {
    expect(toFigure(h('p', {}, [text('See '), h('img', { src: '/x.svg', alt: 'X' })]))).toBeNull();
  });
});

describe('figures in the Markdown pipeline', () => {
  it('renders a captioned figure', async () => {
    const html = await renderArticleMarkdown('![Funnel chart](/images/blog/funnel.svg "The funnel")');
    expect(html).toMatch(
      /<figure class="article-figure"><img [^>]*src="\/images\/blog\/funnel.svg"[^>]*><figcaption>The funnel<\/figcaption><\/figure>/,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="1200"');
  });
});
