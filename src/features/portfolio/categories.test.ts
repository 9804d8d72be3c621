import { describe, expect, it } from 'vitest';
import {
  ALL_SELECTION,
  EMPTY_CATEGORY_MESSAGE,
  categorySlug,
  filterByCategory,
  resultSummary,
  searchForSelection,
  selectionFromSearch,
} from './categories.ts';
import { PORTFOLIO_CATEGORIES } from './case-study-schema.ts';

const items = [
  { slug: 'koto-club', categories: ['Nightlife', 'Event Marketing'] },
  { slug: 'lua-hong-buffet', categories: ['Social Media', 'Event Marketing'] },
  { slug: 'fmcg-dao-strategy', categories: ['Academic Research'] },
];

describe('category slugs', () => {
  it('are unique and URL-safe for all twelve categories', () => {
    const slugs = PORTFOLIO_CATEGORIES.map(categorySlug);
    expect(PORTFOLIO_CATEGORIES).toHaveLength(12);
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(categorySlug('Integrated Communications')).toBe('integrated-communications');
  });
});

describe('selectionFromSearch', () => {
  it('treats a missing, empty or "all" value as All', () => {
    expect(selectionFromSearch('')).toEqual(ALL_SELECTION);
    expect(selectionFromSearch('?category=')).toEqual(ALL_SELECTION);
    expect(selectionFromSearch('?category=All')).toEqual(ALL_SELECTION);
  });

  it('accepts a slug or a category name', () => {
    expect(selectionFromSearch('?category=nightlife')).toEqual({
      slug: 'nightlife',
      category: 'Nightlife',
      label: 'Nightlife',
    });
    expect(selectionFromSearch('?category=Social%20Media').category).toBe('Social Media');
    expect(selectionFromSearch('?category=social+media').slug).toBe('social-media');
  });

  it('keeps an unknown value so the list can say nothing matches', () => {
    const selection = selectionFromSearch('?category=podcasts');
    expect(selection).toEqual({ slug: 'podcasts', category: null, label: 'podcasts' });
    expect(selectionFromSearch(`?category=${'x'.repeat(200)}`).label).toHaveLength(40);
  });
});

describe('searchForSelection', () => {
  it('sets and clears the parameter and keeps others', () => {
    expect(searchForSelection('', 'nightlife')).toBe('?category=nightlife');
    expect(searchForSelection('?category=nightlife', null)).toBe('');
    expect(searchForSelection('?ref=home&category=nightlife', 'social-media')).toBe('?ref=home&category=social-media');
  });
});

describe('filterByCategory', () => {
  it('returns everything for All and only matching items otherwise', () => {
    expect(filterByCategory(items, null)).toHaveLength(3);
    expect(filterByCategory(items, 'nightlife').map((i) => i.slug)).toEqual(['koto-club']);
    expect(filterByCategory(items, 'event-marketing').map((i) => i.slug)).toEqual(['koto-club', 'lua-hong-buffet']);
    expect(filterByCategory(items, 'podcasts')).toEqual([]);
  });
});

describe('resultSummary', () => {
  it('reads naturally for all, one, several and none', () => {
    expect(resultSummary(6, 6, ALL_SELECTION)).toBe('Showing all 6 case studies.');
    expect(resultSummary(1, 6, selectionFromSearch('?category=nightlife'))).toBe('Showing 1 case study in Nightlife.');
    expect(resultSummary(2, 6, selectionFromSearch('?category=event-marketing'))).toBe(
      'Showing 2 case studies in Event Marketing.',
    );
    expect(resultSummary(0, 6, selectionFromSearch('?category=podcasts'))).toBe(EMPTY_CATEGORY_MESSAGE);
  });
});
