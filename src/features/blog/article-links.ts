/** Reading time and the links between articles (previous/next, related). Pure, tested. */
import type { PostSummary } from './blog-query.ts';

const WORDS_PER_MINUTE = 220;

export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

/** Posts sorted newest first; "newer" and "older" are the neighbours of `slug` in that order. */
export function neighbours<T extends Pick<PostSummary, 'slug'>>(
  sorted: readonly T[],
  slug: string,
): { newer: T | undefined; older: T | undefined } {
  const index = sorted.findIndex((post) => post.slug === slug);
  if (index === -1) return { newer: undefined, older: undefined };
  return { newer: sorted[index - 1], older: sorted[index + 1] };
}

/** Same category scores 3, each shared tag 1; ties go to the newer post. */
export function relatedPosts(sorted: readonly PostSummary[], slug: string, limit = 3): PostSummary[] {
  const current = sorted.find((post) => post.slug === slug);
  if (!current) return [];
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  return sorted
    .filter((post) => post.slug !== slug)
    .map((post, order) => ({
      post,
      order,
      score:
        (post.category === current.category ? 3 : 0) + post.tags.filter((tag) => tags.has(tag.toLowerCase())).length,
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.post);
}
