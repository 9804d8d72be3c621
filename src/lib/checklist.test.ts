import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse.ts';
import {
  checklistItemIds,
  checklistProgress,
  checklistToCsv,
  checklistToMarkdown,
  duplicateItemIds,
  type Checklist,
} from './checklist.ts';

const list: Checklist = {
  slug: 'demo',
  title: 'Demo checklist',
  summary: 'A short list\nfor tests.',
  sections: [
    {
      id: 's1',
      title: 'Titles',
      items: [
        { id: 'a', text: 'Write a title', detail: 'Under 60 characters, "keyword" first.' },
        { id: 'b', text: '=cmd()' },
      ],
    },
    { id: 's2', title: 'Links', items: [{ id: 'c', text: 'Link out' }] },
  ],
};

describe('checklistProgress', () => {
  it('counts ticked ids that belong to the list', () => {
    expect(checklistProgress(list, ['a', 'c'])).toEqual({ done: 2, total: 3, percent: 67 });
  });
  it('ignores unknown and repeated ids', () => {
    expect(checklistProgress(list, ['a', 'a', 'zzz'])).toEqual({ done: 1, total: 3, percent: 33 });
  });
  it('is 0% for an empty list, never NaN', () => {
    expect(checklistProgress({ ...list, sections: [] }, ['a'])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

/** The English file words, as the English dictionary carries them. */
const english = {
  source: 'Source: {url}',
  total: 'Total: {count} checks.',
  header: ['Section', 'Check', 'Why it matters', 'Done'],
  no: 'No',
} as const;

describe('downloads', () => {
  it('writes a Markdown task list with every item', () => {
    const md = checklistToMarkdown(list, 'https://example.com/demo', english);
    expect(md).toContain('# Demo checklist');
    expect(md).toContain('A short list for tests.');
    expect(md).toContain('## Titles');
    expect(md).toContain('- [ ] **Write a title** — Under 60 characters, "keyword" first.');
    expect(md).toContain('Total: 3 checks.');
    expect(md.match(/- \[ \]/g)).toHaveLength(3);
  });
  it('writes a CSV that reads back, with formula-like text neutralised', () => {
    const csv = checklistToCsv(list, english);
    const parsed = parseCsv(csv);
    expect(parsed.header).toEqual(['section', 'check', 'why it matters', 'done']);
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[0]?.values['why it matters']).toBe('Under 60 characters, "keyword" first.');
    expect(parsed.rows[1]?.values.check).toBe("'=cmd()");
  });
  it('lists ids in order and finds duplicates', () => {
    expect(checklistItemIds(list)).toEqual(['a', 'b', 'c']);
    expect(duplicateItemIds(list)).toEqual([]);
    expect(
      duplicateItemIds({
        ...list,
        sections: [...list.sections, { id: 's3', title: 'x', items: [{ id: 'a', text: 'again' }] }],
      }),
    ).toEqual(['a']);
  });
});

describe('downloads in another language', () => {
  const vietnamese = {
    source: 'Nguồn: {url}',
    total: 'Tổng cộng: {count} mục kiểm tra.',
    header: ['Hạng mục', 'Việc cần kiểm tra', 'Vì sao quan trọng', 'Đã xong'],
    no: 'Chưa',
  } as const;
  it('writes the file words in the language given, not the English ones', () => {
    const md = checklistToMarkdown(list, 'https://example.com/vi/demo', vietnamese);
    expect(md).toContain('Nguồn: https://example.com/vi/demo');
    expect(md).toContain('Tổng cộng: 3 mục kiểm tra.');
    expect(md).not.toMatch(/Source:|Total:/);
    const parsed = parseCsv(checklistToCsv(list, vietnamese));
    expect(parsed.header).toEqual(['hạng mục', 'việc cần kiểm tra', 'vì sao quan trọng', 'đã xong']);
    expect(parsed.rows[0]?.values['đã xong']).toBe('Chưa');
  });
});
