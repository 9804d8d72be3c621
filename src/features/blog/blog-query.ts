/**
 * The blog list's pure logic: categories, search, pagination and the URL that carries them.
 * Shared by the prerendered pages, the on-demand search page and the browser island.
 */

export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  featuredImageAlt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  author: string;
  category: string;
  tags: string[];
  readingMinutes: number;
  /** The article's page when it is not /blog/{slug} (a translation, or English from a Vietnamese list). */
  href?: string;
  /** Set when the article is in another language than the list showing it. */
  lang?: string;
}

export interface CategoryOption {
  name: string;
  slug: string;
  count: number;
}

export interface ListState {
  q: string;
  /** Category slug, or '' for all categories. */
  category: string;
  page: number;
}

export const BLOG_PATH = '/blog';
/** Posts per list page, the featured post included. */
export const PAGE_SIZE = 6;
/** The blog's own category order; categories in use but not listed here follow alphabetically. */
export const CATEGORY_ORDER = [
  'AI Marketing',
  'SEO',
  'Content Marketing',
  'Social Media',
  'Branding',
  'Analytics',
  'Digital Advertising',
];

export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function categoriesInUse(posts: readonly PostSummary[]): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  const rank = (name: string) => {
    const index = CATEGORY_ORDER.indexOf(name);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...counts.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, count]) => ({ name, slug: categorySlug(name), count }));
}

function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Every word of the query must appear in the title, description or tags (accents ignored). */
export function matchesQuery(post: PostSummary, query: string): boolean {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = fold([post.title, post.description, ...post.tags].join(' '));
  return terms.every((term) => haystack.includes(term));
}

export function filterPosts(posts: readonly PostSummary[], state: Pick<ListState, 'q' | 'category'>): PostSummary[] {
  return posts.filter(
    (post) => (!state.category || categorySlug(post.category) === state.category) && matchesQuery(post, state.q),
  );
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown (0 when empty). */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): PageOf<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pageCount,
    total,
    from: shown.length ? start + 1 : 0,
    to: start + shown.length,
  };
}

export function pageCountFor(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

function parsePage(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * Reads the list state from any list URL: /blog, /blog/page/2, /blog/category/seo,
 * /blog/category/seo/page/2, /blog/search, each optionally with ?q=&category=&page=
 * (query parameters win over the path).
 */
export function parseListUrl(pathname: string, search: string, base: string = BLOG_PATH): ListState {
  const params = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, '');
  // The list's base is a fixed path ("/blog" or "/vi/blog"), compared as a whole, never a prefix.
  const rest = path === base ? '' : path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
  const match = rest === undefined ? null : /^(?:\/category\/([a-z0-9-]+))?(?:\/page\/(\d+))?$/.exec(rest);
  const category = params.get('category') ?? match?.[1] ?? '';
  const page = params.has('page') ? parsePage(params.get('page')) : parsePage(match?.[2]);
  return { q: params.get('q') ?? '', category: categorySlug(category), page };
}

/** The URL the island writes while filtering: /blog?q=…&category=…&page=… */
export function queryHref(state: ListState, base: string = BLOG_PATH): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A link that works without JavaScript: prerendered pages, or the on-demand search page. */
export function staticHref(state: ListState, listBase: string = BLOG_PATH): string {
  if (state.q.trim()) {
    const params = new URLSearchParams({ q: state.q.trim() });
    if (state.category) params.set('category', state.category);
    if (state.page > 1) params.set('page', String(state.page));
    return `${listBase}/search?${params.toString()}`;
  }
  const base = state.category ? `${listBase}/category/${state.category}` : listBase;
  return state.page > 1 ? `${base}/page/${state.page}` : base;
}

/** Whether the list shows its first post large: page 1 of the unfiltered list. */
export function showsFeatured(state: ListState): boolean {
  return state.page === 1 && !state.q.trim() && !state.category;
}

/** A post's date in the list's language (an Intl tag such as en-AU or vi-VN). */
export function formatPostDate(isoDate: string, intlTag = 'en-AU'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(intlTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

export function sortPosts<T extends Pick<PostSummary, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
