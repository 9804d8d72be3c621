import { useEffect, useEffectEvent, useState, type ChangeEvent, type MouseEvent } from 'react';
import { BlogCard, FeaturedPost } from './blog-card.tsx';
import {
  filterPosts,
  paginate,
  showsFeatured,
  staticHref,
  type CategoryOption,
  type ListState,
  type PostSummary,
} from './blog-query.ts';
import { Pagination } from './pagination.tsx';
import { useListState } from './use-list-state.ts';
import { typedBeforeHydration } from '../../lib/pre-hydration.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { Icon } from '../../components/ui/icon.tsx';

const SEARCH_ID = 'blog-search';

interface BlogListProps {
  posts: PostSummary[];
  categories: CategoryOption[];
  /** Path and query the page was rendered for; the state is read from it until hydration. */
  renderedUrl: string;
  /** The list's own path: /blog, or /vi/blog on Vietnamese pages. */
  base: string;
  /** The page's strings and Intl tag: no translation runtime travels with the island. */
  text: Dictionary['blog'];
  intl: string;
}

/** A plain left click that the island may handle in place. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The blog list: search as you type, category filter and pagination, all kept in the URL.
 * Rendered on the server with the same state, so without JavaScript the links and the search
 * form (GET /blog/search) still work.
 */
export function BlogList({ posts, categories, renderedUrl, base, text, intl }: BlogListProps) {
  const [state, navigate] = useListState(renderedUrl, base);
  const card = {
    featured: text.featured,
    readArticle: text.readArticle,
    minRead: text.minRead,
    englishOnly: text.englishOnly,
    intl,
  };
  const hrefFor = (next: ListState) => staticHref(next, base);
  // A search typed while the page was still loading is applied once the list hydrates.
  const [typedQuery] = useState(() => typedBeforeHydration({ q: SEARCH_ID }).q);
  const applyTypedQuery = useEffectEvent(() => {
    if (typedQuery !== undefined && typedQuery !== state.q) navigate({ ...state, q: typedQuery, page: 1 }, 'replace');
  });
  // Once, on hydration: later typing goes through onSearch.
  useEffect(() => applyTypedQuery(), []);
  const filtered = filterPosts(posts, state);
  const featured = showsFeatured(state) ? filtered[0] : undefined;
  const page = paginate(filtered, state.page);
  const gridPosts = featured ? page.items.filter((post) => post.slug !== featured.slug) : page.items;
  const activeCategory = categories.find((category) => category.slug === state.category);

  const go = (next: ListState) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(next);
  };
  const onSearch = (event: ChangeEvent<HTMLInputElement>) =>
    navigate({ ...state, q: event.target.value, page: 1 }, 'replace');

  const number = (value: number) => value.toLocaleString(intl);
  const summary =
    page.total === 0
      ? text.empty
      : text.showing
          .replace('{range}', page.from === page.to ? number(page.from) : `${number(page.from)}–${number(page.to)}`)
          .replace('{total}', number(page.total))
          .replace('{noun}', page.total === 1 ? text.articleOne : text.articleMany)
          .replace('{category}', activeCategory ? text.inCategory.replace('{category}', activeCategory.name) : '')
          .replace('{query}', state.q.trim() ? text.matching.replace('{query}', state.q.trim()) : '');

  return (
    <div className="container-page pb-20">
      <div className="flex flex-col gap-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6 lg:flex-row lg:items-center lg:justify-between">
        <form
          role="search"
          action={`${base}/search`}
          method="get"
          onSubmit={(event) => event.preventDefault()}
          className="flex w-full gap-2 lg:max-w-md"
        >
          <label htmlFor={SEARCH_ID} className="sr-only">
            {text.searchLabel}
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={SEARCH_ID}
              type="search"
              name="q"
              value={state.q}
              onChange={onSearch}
              placeholder={text.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-control border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40 [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          {state.category && <input type="hidden" name="category" value={state.category} />}
          <button
            type="submit"
            className="h-11 rounded-control bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {text.searchButton}
          </button>
        </form>
        <nav aria-label={text.categoriesNav}>
          <ul className="flex flex-wrap gap-2">
            {[{ name: text.allCategories, slug: '' }, ...categories].map((category) => {
              const next = { ...state, category: category.slug, page: 1 };
              const current = category.slug === state.category;
              return (
                <li key={category.slug || 'all'}>
                  <a
                    href={hrefFor(next)}
                    onClick={go(next)}
                    aria-current={current ? 'true' : undefined}
                    className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800'}`}
                  >
                    {category.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600" data-testid="blog-summary">
          {summary}
        </p>
        {(state.q.trim() || state.category) && (
          <a
            href={base}
            onClick={go({ q: '', category: '', page: 1 })}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Icon name="x" className="h-4 w-4" /> {text.clearFilters}
          </a>
        )}
      </div>

      {page.total === 0 ? (
        <div className="mt-8 rounded-card border border-dashed border-slate-300 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">{text.empty}</p>
          <p className="mt-2 text-slate-600">{text.emptyHint}</p>
        </div>
      ) : (
        <>
          {featured && (
            <div className="mt-8">
              <FeaturedPost post={featured} text={card} />
            </div>
          )}
          {gridPosts.length > 0 && (
            <section aria-labelledby="blog-grid-heading" className="mt-12">
              <h2 id="blog-grid-heading" className={featured ? 'text-2xl font-bold tracking-tight' : 'sr-only'}>
                {featured ? text.moreArticles : text.articles}
              </h2>
              <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {gridPosts.map((post) => (
                  <li key={post.slug}>
                    <BlogCard post={post} text={card} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(target) => hrefFor({ ...state, page: target })}
        text={text}
        onNavigate={(target, event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate({ ...state, page: target });
          document.getElementById('main')?.focus({ preventScroll: true });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
