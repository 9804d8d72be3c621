import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { renderSitemapXml, sitemapEntries } from '../lib/sitemap.ts';

/** Registry routes plus the collections: sitemap.xml, and the /sitemap page imports it too. */
export async function loadSitemapEntries() {
  const [portfolio, blog] = await Promise.all([getCollection('caseStudies'), getCollection('blog')]);
  return sitemapEntries({
    buildDate: new Date(),
    portfolio: portfolio.map((entry) => ({ slug: entry.id, title: entry.data.title, date: entry.data.date })),
    blog: blog.map((entry) => ({ slug: entry.id, title: entry.data.title, date: entry.data.date, updated: entry.data.updated })),
  });
}

export const GET: APIRoute = async ({ site }) =>
  new Response(renderSitemapXml(await loadSitemapEntries(), String(site)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
