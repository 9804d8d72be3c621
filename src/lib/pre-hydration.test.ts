// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { tickedBeforeHydration, typedBeforeHydration } from './pre-hydration.ts';

describe('typedBeforeHydration', () => {
  it('returns what was typed into rendered fields, and nothing for untouched or missing ones', () => {
    document.body.innerHTML = `
      <input id="f-name" value="">
      <input id="f-email" value="server@example.com">
      <textarea id="f-message">Rendered</textarea>
      <input id="f-subject" value="Kept">`;
    (document.getElementById('f-name') as HTMLInputElement).value = 'Nguyễn Thị Hương';
    (document.getElementById('f-email') as HTMLInputElement).value = 'huong@example.vn';
    (document.getElementById('f-message') as HTMLTextAreaElement).value = 'Xin chào — about a campaign';
    expect(
      typedBeforeHydration({
        name: 'f-name',
        email: 'f-email',
        message: 'f-message',
        subject: 'f-subject',
        phone: 'f-phone',
      }),
    ).toEqual({
      name: 'Nguyễn Thị Hương',
      email: 'huong@example.vn',
      message: 'Xin chào — about a campaign',
    });
  });

  it('keeps a field the visitor cleared, and ignores elements that are not fields', () => {
    document.body.innerHTML = `<input id="q" value="seo"><div id="box">text</div>`;
    (document.getElementById('q') as HTMLInputElement).value = '';
    expect(typedBeforeHydration({ q: 'q', box: 'box' })).toEqual({ q: '' });
  });

  it('returns nothing where there is no document (server rendering)', () => {
    expect(typedBeforeHydration({ q: 'q' }, null)).toEqual({});
  });
});

describe('tickedBeforeHydration', () => {
  it('returns the boxes ticked since rendering, not those rendered ticked or missing', () => {
    document.body.innerHTML = `
      <input type="checkbox" id="a"><input type="checkbox" id="b"><input type="checkbox" id="c" checked>
      <input type="text" id="d" value="on">`;
    (document.getElementById('b') as HTMLInputElement).checked = true;
    expect(tickedBeforeHydration(['a', 'b', 'c', 'd', 'missing'])).toEqual(['b']);
    expect(tickedBeforeHydration(['b'], null)).toEqual([]);
  });
});
