import { useId } from 'react';
import { categorySlug, filterByCategory, resultSummary } from './categories.ts';
import { PortfolioCard, categoryLabel, type PortfolioCardData } from './portfolio-card.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { useCategorySelection } from './use-category-selection.ts';

interface PortfolioFilterProps {
  items: readonly PortfolioCardData[];
  categories: readonly string[];
  /** The page's strings: no translation runtime travels with the island. */
  text: Dictionary['portfolio'];
}

const chip =
  'inline-flex min-h-10 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ' +
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white ' +
  'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800 aria-pressed:hover:text-white';

/**
 * The portfolio list island: All plus one toggle button per category, the live result count and
 * the card grid. Without JavaScript the prerendered grid simply shows every case.
 */
export function PortfolioFilter({ items, categories, text }: PortfolioFilterProps) {
  const labelId = useId();
  const [selection, select] = useCategorySelection();
  const visible = filterByCategory(items, selection.slug);
  const label = selection.category ? categoryLabel(selection.category, text) : selection.label;
  const summary = (count: number) => resultSummary(count, items.length, selection, text, label);

  // Its own section, so the island sits directly in <main> (Astro puts a <style> before the first island).
  return (
    <section aria-labelledby={labelId} className="container-page pb-8">
      <h2 id={labelId} className="text-lg font-semibold text-slate-900">
        {text.filterHeading}
      </h2>
      <div role="group" aria-labelledby={labelId} className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={chip} aria-pressed={selection.slug === null} onClick={() => select(null)}>
          {text.all}
        </button>
        {categories.map((category) => {
          const slug = categorySlug(category);
          return (
            <button
              key={slug}
              type="button"
              className={chip}
              aria-pressed={selection.slug === slug}
              onClick={() => select(slug)}
            >
              {categoryLabel(category, text)}
            </button>
          );
        })}
      </div>

      <div role="status" className="mt-8">
        {visible.length > 0 ? (
          <p className="text-sm text-slate-600">{summary(visible.length)}</p>
        ) : (
          <p className="rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-lg font-semibold text-slate-800">
            {summary(0)}
          </p>
        )}
      </div>
      {visible.length === 0 && (
        <p className="mt-4 text-center">
          <button type="button" className={chip} onClick={() => select(null)}>
            {text.showAll}
          </button>
        </p>
      )}

      {visible.length > 0 && (
        <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((item, index) => (
            <li key={item.slug}>
              <PortfolioCard item={item} eager={index < 3} text={text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
