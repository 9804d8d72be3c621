import { getCollection } from 'astro:content';
import { sitemapEntries } from '../../lib/sitemap.ts';

/** Registry routes plus the collections, for sitemap.xml and the /sitemap page. */
export async function loadSitemapEntries() {
  const [portfolio, blog] = await Promise.all([getCollection('caseStudies'), getCollection('blog')]);
  return sitemapEntries({
    buildDate: new Date(),
    portfolio: portfolio.map((entry) => ({ slug: entry.id, title: entry.data.title, date: entry.data.date })),
    blog: blog.map((entry) => ({ slug: entry.id, title: entry.data.title, date: entry.data.date, updated: entry.data.updated })),
  });
}
