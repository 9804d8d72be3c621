import { describe, expect, it } from 'vitest';
import { CALLOUTS, toCallout } from './callouts.ts';
import { h, text } from './hast.ts';

describe('Vietnamese callout labels', () => {
  it('give every callout kind a Vietnamese label', () => {
    const kinds = new Set(CALLOUTS.map((callout) => callout.kind));
    const vietnamese = CALLOUTS.filter((callout) => /[^\x20-\x7e]/.test(callout.label));
    expect(new Set(vietnamese.map((callout) => callout.kind))).toEqual(kinds);
  });

  it('keep the Vietnamese label, diacritics and all, as the bold label', () => {
    const out = toCallout(h('p', {}, [text('Mẹo hay: lưu lại những câu lệnh tốt nhất.')]));
    expect(out?.properties).toMatchObject({ dataCallout: 'pro-tip', role: 'note' });
    const paragraph = out?.children[0];
    expect(paragraph && 'children' in paragraph ? paragraph.children : []).toEqual([
      h('strong', { className: ['callout-label'] }, [text('Mẹo hay:')]),
      text(' lưu lại những câu lệnh tốt nhất.'),
    ]);
    expect(
      toCallout(h('p', {}, [h('strong', {}, [text('Hạn chế:')]), text(' gói miễn phí có giới hạn.')]))?.properties
        .dataCallout,
    ).toBe('limitation');
  });
});
