/** The Vietnamese guides against the English ones: same pages, checklist ids, links and numbers. */
import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../../lib/i18n/translation-parity.test-helper.ts';
import { downloadPath, guides as englishGuides } from '../index.ts';
import { guides, type Guide } from './index.ts';

/** A guide without its tools' names: those are product names and stay, while step names are prose. */
function withoutToolNames(guide: Guide) {
  return { ...guide, tools: guide.tools && { ...guide.tools, items: guide.tools.items.map(({ name: _name, ...rest }) => rest) } };
}

describe('Vietnamese guides', () => {
  it('are the four English guides in the same order', () => {
    expect(guides.map((guide) => guide.slug)).toEqual(englishGuides.map((guide) => guide.slug));
  });

  it.each(englishGuides.map((guide, index) => [guide.slug, index] as const))('%s matches its English guide', (_slug, index) => {
    const english = englishGuides[index]!;
    const vietnamese = guides[index]!;
    expect(vietnamese.tools?.items.map((tool) => tool.name)).toEqual(english.tools?.items.map((tool) => tool.name));
    expect(parityProblems(withoutToolNames(english), withoutToolNames(vietnamese), english.slug)).toEqual([]);
  });

  it('download their own files, beside the English ones', () => {
    expect(downloadPath('marketing-with-canva', 'md')).toBe('/downloads/marketing-with-canva.md');
    expect(downloadPath('marketing-with-canva', 'csv', 'vi')).toBe('/vi/downloads/marketing-with-canva.csv');
  });
});
