/**
 * The blog as the e2e specs expect to find it, read from the collection files themselves (front
 * matter of src/content/blog and blog-vi), so that adding, dating or re-filing a post never needs a
 * test edit. Order, categories, search and pages follow the blog's own pure rules (blog-query.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  categoriesInUse,
  filterPosts,
  formatPostDate,
  paginate,
  sortPosts,
  type PostSummary,
} from '../../src/features/blog/blog-query.ts';

export interface PostFacts extends PostSummary {
  seoTitle: string;
  /** The English post a translation translates (its file name); the post's own for English. */
  translationKey: string;
}

const isoDay = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

function readPosts(dir: string): PostFacts[] {
  const folder = join(process.cwd(), dir);
  return readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      const front = parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '') as Record<string, unknown>;
      const id = file.replace(/\.mdx?$/, '');
      return {
        slug: id,
        title: String(front.title),
        description: String(front.description),
        featuredImage: String(front.featuredImage),
        featuredImageAlt: String(front.featuredImageAlt),
        date: isoDay(front.date),
        author: String(front.author ?? ''),
        category: String(front.category),
        tags: (front.tags as string[] | undefined) ?? [],
        readingMinutes: 0,
        seoTitle: String(front.seoTitle),
        translationKey: String(front.translationKey ?? id),
        draft: front.draft === true,
      };
    })
    .filter((post) => !post.draft)
    .map(({ draft: _draft, ...post }) => post);
}

/** The published English posts, newest first (the order of the list, the feed and the home page). */
export const posts = sortPosts(readPosts('src/content/blog'));

/** What /vi/blog lists, newest first: each English post's translation, or the post itself. */
export const postsVi = sortPosts(
  posts.map((post) => readPosts('src/content/blog-vi').find((vi) => vi.translationKey === post.slug) ?? post),
);

/** The English posts a list shows for a search and a category slug, on page 1 (as titles). */
export const titlesFor = (q: string, category = '', list: readonly PostFacts[] = posts) =>
  paginate(filterPosts(list, { q, category }), 1).items.map((post) => post.title);

/** The category names the filter offers, in the blog's order. */
export const categoryNames = (list: readonly PostFacts[] = posts) =>
  categoriesInUse(list).map((category) => category.name);

/** The day a post page shows, e.g. "3 January 2025". */
export const shownDate = (post: PostFacts) => formatPostDate(post.date, 'en-AU');

/** The range part of "Showing 1–6 of 9 articles." for page 1 of `total` posts. */
export const firstPageRange = (total: number) => {
  const { from, to } = paginate(Array.from({ length: total }), 1);
  return from === to ? String(from) : `${from}–${to}`;
};
