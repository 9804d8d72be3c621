import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_LABEL, filterByLabel, filterLabels, isExternal, matchesLabel } from './resource-labels.ts';

const items = [
  { title: 'a', labels: ['SEO', 'Checklist'] },
  { title: 'b', labels: ['Social Media', 'Tools'] },
  { title: 'c', labels: ['SEO', 'Certificate'] },
];

describe('filterLabels', () => {
  it('starts with All, then the distinct labels sorted', () => {
    expect(filterLabels(items)).toEqual(['All', 'Certificate', 'Checklist', 'SEO', 'Social Media', 'Tools']);
  });
  it('is just All for no items', () => {
    expect(filterLabels([])).toEqual([ALL_LABEL]);
  });
});

describe('filterByLabel', () => {
  it('keeps every item for All', () => {
    expect(filterByLabel(items, 'All')).toHaveLength(3);
  });
  it('keeps only items carrying the label', () => {
    expect(filterByLabel(items, 'SEO').map((item) => item.title)).toEqual(['a', 'c']);
    expect(filterByLabel(items, 'Nothing')).toEqual([]);
  });
  it('every label from filterLabels selects at least one item, and the selection all carry it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ labels: fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }) }), {
          maxLength: 10,
        }),
        (list) => {
          for (const label of filterLabels(list).slice(1)) {
            const chosen = filterByLabel(list, label);
            expect(chosen.length).toBeGreaterThan(0);
            expect(chosen.every((item) => matchesLabel(item, label))).toBe(true);
          }
        },
      ),
    );
  });
});

describe('isExternal', () => {
  it('tells another publisher’s address from one of our pages', () => {
    expect(isExternal({ href: 'https://academy.hubspot.com/courses/inbound-marketing' })).toBe(true);
    expect(isExternal({ href: '/solutions/free-resources/on-page-seo-checklist' })).toBe(false);
    expect(isExternal({ href: '/vi/solutions/free-resources/https-guide' })).toBe(false);
  });
});
