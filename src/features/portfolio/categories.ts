/**
 * Category filter logic for the portfolio list: URL-safe slugs for the ?category= parameter and
 * the filter itself. Framework-free so the island and the tests share it.
 */
import { PORTFOLIO_CATEGORIES, PORTFOLIO_SUMMARY_EN, type PortfolioCategory } from '../../data/portfolio-categories.ts';

export const CATEGORY_PARAM = 'category';

/** The filter's result sentences; English ones live with the categories, other languages in the dictionary. */
export type PortfolioSummaryText = { readonly [K in keyof typeof PORTFOLIO_SUMMARY_EN]: string };

export const EMPTY_CATEGORY_MESSAGE = PORTFOLIO_SUMMARY_EN.empty;

/** "Integrated Communications" -> "integrated-communications". */
export function categorySlug(category: string): string {
  return category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CategorySelection {
  /** Slug of the chosen category; null means All. */
  slug: string | null;
  /** The known category it names, if any. */
  category: PortfolioCategory | null;
  /** What to call it on screen: the category name, or the raw (trimmed, shortened) URL value. */
  label: string;
}

export const ALL_SELECTION: CategorySelection = { slug: null, category: null, label: 'All' };

/** Reads ?category= from a query string. Accepts a slug ("social-media") or a name ("Social Media"). */
export function selectionFromSearch(search: string): CategorySelection {
  const raw = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim() ?? '';
  const slug = categorySlug(raw);
  if (!slug || slug === 'all') return ALL_SELECTION;
  const category = PORTFOLIO_CATEGORIES.find((name) => categorySlug(name) === slug) ?? null;
  return { slug, category, label: category ?? raw.slice(0, 40) };
}

/** The query string for a selection, keeping any other parameters. */
export function searchForSelection(currentSearch: string, slug: string | null): string {
  const params = new URLSearchParams(currentSearch);
  if (slug) params.set(CATEGORY_PARAM, slug);
  else params.delete(CATEGORY_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterByCategory<T extends { categories: readonly string[] }>(
  items: readonly T[],
  slug: string | null,
): T[] {
  if (!slug) return [...items];
  return items.filter((item) => item.categories.some((category) => categorySlug(category) === slug));
}

/** The sentence a screen reader hears after each change, e.g. "Showing 1 case study in Nightlife." */
export function resultSummary(
  count: number,
  total: number,
  selection: CategorySelection,
  text: PortfolioSummaryText = PORTFOLIO_SUMMARY_EN,
  /** The category as this page names it (a translation), else the selection's own label. */
  label: string = selection.label,
): string {
  if (count === 0) return text.empty;
  const template = selection.slug ? (count === 1 ? text.inOne : text.inMany) : count === 1 ? text.allOne : text.allMany;
  return template.replace('{count}', String(count)).replace('{total}', String(total)).replace('{category}', label);
}
