import { describe, expect, it } from 'vitest';
import { h, text } from './hast.ts';
import { isMistakeFixTable, MISTAKE_FIX_LABEL, toScrollableTable } from './tables.ts';
import { renderArticleMarkdown } from './render.test-helper.ts';

const table = (headers: string[], rows: string[][]) =>
  h('table', {}, [
    h('thead', {}, [
      h(
        'tr',
        {},
        headers.map((header) => h('th', {}, [text(header)])),
      ),
    ]),
    text('\n'),
    h(
      'tbody',
      {},
      rows.map((row) => h('tr', {}, [text('\n'), ...row.map((cell) => h('td', {}, [text(cell)]))])),
    ),
  ]);

describe('isMistakeFixTable', () => {
  it('matches a two-column Mistake / Fix header, singular or plural', () => {
    expect(isMistakeFixTable(table(['Mistake', 'Fix'], []))).toBe(true);
    expect(isMistakeFixTable(table(['The mistakes', 'The fixes'], []))).toBe(true);
  });
  it('rejects other tables', () => {
    expect(isMistakeFixTable(table(['Tool', 'Price'], []))).toBe(false);
    expect(isMistakeFixTable(table(['Mistake', 'Fix', 'Why'], []))).toBe(false);
    expect(isMistakeFixTable(h('table'))).toBe(false);
  });
});

describe('toScrollableTable', () => {
  it('labels every body cell with its column and wraps the table in a focusable region', () => {
    const out = toScrollableTable(table(['Mistake', 'Fix'], [['Selfie photo', 'Clear headshot']]));
    expect(out?.properties).toMatchObject({
      role: 'region',
      tabIndex: 0,
      ariaLabel: MISTAKE_FIX_LABEL,
      dataTable: 'mistake-fix',
    });
    const inner = out?.children[0];
    expect(inner).toMatchObject({ tagName: 'table', properties: { className: ['mistake-fix-table'] } });
    const html = JSON.stringify(inner);
    expect(html).toContain('"dataLabel":"Mistake"');
    expect(html).toContain('"dataLabel":"Fix"');
  });

  it('only wraps ordinary tables', () => {
    const out = toScrollableTable(table(['Tool', 'Free plan'], [['ChatGPT', 'Yes']]));
    expect(out?.properties).toMatchObject({ role: 'region', ariaLabel: 'Table: Tool, Free plan' });
    expect(JSON.stringify(out)).not.toContain('dataLabel');
  });
});

describe('tables in the Markdown pipeline', () => {
  it('renders the Mistake/Fix table with labelled cells', async () => {
    const html = await renderArticleMarkdown(
      '| Mistake | Fix |\n| --- | --- |\n| A selfie | A **clear** headshot |\n| No banner | A branded banner |\n',
    );
    expect(html).toContain(
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${MISTAKE_FIX_LABEL}" data-table="mistake-fix"><table class="mistake-fix-table">`,
    );
    expect(html).toContain('<td data-label="Mistake">A selfie</td>');
    expect(html).toContain('<td data-label="Fix">A <strong>clear</strong> headshot</td>');
    expect(html.match(/data-label=/g)).toHaveLength(4);
  });
});
