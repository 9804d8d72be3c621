import { describe, expect, it } from 'vitest';
import { CALLOUTS, matchCallout, toCallout } from './callouts.ts';
import { h, text } from './hast.ts';
import { renderArticleMarkdown } from './render.test-helper.ts';

describe('matchCallout', () => {
  it.each(CALLOUTS.map((callout) => [callout.label, callout.kind]))('recognises "%s:"', (label, kind) => {
    expect(matchCallout(`${label}: do the thing`)?.kind).toBe(kind);
  });

  it('ignores labels without a colon, mid-sentence labels and other words', () => {
    expect(matchCallout('Pro Tips are great')).toBeUndefined();
    expect(matchCallout('A Pro Tip: not at the start')).toBeUndefined();
    expect(matchCallout('Limitations: plural is not a label')).toBeUndefined();
  });

  it('is case-insensitive and tolerates leading spaces', () => {
    expect(matchCallout('  pro tip: lower case')?.kind).toBe('pro-tip');
  });
});

describe('toCallout', () => {
  it('wraps a plain-text callout and bolds its label', () => {
    const out = toCallout(h('p', {}, [text('Pro Tip: batch your prompts.')]));
    expect(out?.tagName).toBe('div');
    expect(out?.properties).toMatchObject({
      className: ['callout', 'callout-pro-tip'],
      dataCallout: 'pro-tip',
      role: 'note',
    });
    const paragraph = out?.children[0];
    expect(paragraph).toMatchObject({ tagName: 'p' });
    expect(paragraph && 'children' in paragraph ? paragraph.children : []).toEqual([
      h('strong', { className: ['callout-label'] }, [text('Pro Tip:')]),
      text(' batch your prompts.'),
    ]);
  });

  it('keeps a label the author already set in bold, with the colon inside or outside', () => {
    const inside = toCallout(h('p', {}, [h('strong', {}, [text('Limitation:')]), text(' free plans cap usage.')]));
    expect(inside?.properties.dataCallout).toBe('limitation');
    const outside = toCallout(h('p', {}, [h('strong', {}, [text('Why It Shines')]), text(': it is fast.')]));
    expect(outside?.properties.dataCallout).toBe('why-it-shines');
  });

  it('leaves ordinary paragraphs and other elements alone', () => {
    expect(toCallout(h('p', {}, [text('Just a paragraph.')]))).toBeNull();
    expect(toCallout(h('li', {}, [text('Pro Tip: in a list item')]))).toBeNull();
  });
});

describe('callouts in the Markdown pipeline', () => {
  it('renders each kind as a highlighted note and keeps inline formatting', async () => {
    const html = await renderArticleMarkdown(
      [
        'Get Started: open **Canva**.',
        '',
        'Why It Shines: it is free.',
        '',
        '**Pro Tip:** use [guides](/blog).',
        '',
        'Limitation: no SVG export on the free plan.',
      ].join('\n'),
    );
    expect(html).toContain(
      '<div class="callout callout-get-started" data-callout="get-started" role="note"><p><strong class="callout-label">Get Started:</strong> open <strong>Canva</strong>.</p></div>',
    );
    expect(html).toContain('data-callout="why-it-shines"');
    expect(html).toContain('<p><strong class="callout-label">Pro Tip:</strong> use <a href="/blog">guides</a>.</p>');
    expect(html).toContain('data-callout="limitation"');
    expect(html.match(/role="note"/g)).toHaveLength(4);
  });

  it('does not touch a paragraph that merely mentions a label', async () => {
    const html = await renderArticleMarkdown('Our best Pro Tip: keep going.');
    expect(html).not.toContain('callout');
  });
});
