/** Reads the blog collection for pages, feeds and the home page. Build-time only. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { isoDate } from '../../lib/dates.ts';
import { readingMinutes } from './article-links.ts';
import { sortPosts, type PostSummary } from './blog-query.ts';
import { entriesFor } from '../../i18n/collections.ts';
import { localeFacts, type Locale } from '../../lib/locales.ts';

export type BlogEntry = CollectionEntry<'blog'> | CollectionEntry<'blogVi'>;

export function toSummary(entry: BlogEntry): PostSummary {
  const { data } = entry;
  return {
    slug: entry.id,
    title: data.title,
    description: data.description,
    featuredImage: data.featuredImage,
    featuredImageAlt: data.featuredImageAlt,
    date: isoDate(data.date),
    author: data.author,
    category: data.category,
    tags: data.tags,
    readingMinutes: readingMinutes(entry.body ?? ''),
  };
}

/** Every post, newest first. */
export async function getPosts(): Promise<BlogEntry[]> {
  const entries = await getCollection('blog');
  const bySlug = new Map(entries.map((entry) => [entry.id, entry]));
  return sortPosts(
    entries.map((entry) => ({ slug: entry.id, title: entry.data.title, date: isoDate(entry.data.date) })),
  ).map((post) => bySlug.get(post.slug) as BlogEntry);
}

export async function getPostSummaries(): Promise<PostSummary[]> {
  return (await getPosts()).map(toSummary);
}

/**
 * The posts a list in `locale` shows, newest first: translations at their own path, and English
 * posts without one marked with their language and linking to the English article.
 */
export async function getLocalizedSummaries(locale: Locale): Promise<PostSummary[]> {
  if (locale === 'en') return getPostSummaries();
  const items = await entriesFor('blog', locale);
  const summaries = items.map((item) => ({
    ...toSummary(item.entry),
    href: item.href,
    ...(item.locale === locale ? {} : { lang: localeFacts[item.locale].tag }),
  }));
  return sortPosts(summaries);
}

/** For sitemap.xml: the last time a post changed. */
