import type { APIRoute } from 'astro';
import { entriesFor } from '../i18n/collections.ts';
import { pageNames } from '../i18n/page-texts.ts';
import type { Locale } from '../lib/locales.ts';
import { liveRoutesByLocale } from '../lib/routes.ts';
import { renderSitemapXml, sitemapEntries } from '../lib/sitemap.ts';

/**
 * Registry routes plus the collections, for one language: the /sitemap pages import it. An
 * untranslated article stays out of the Vietnamese list (its English page is listed once).
 */
export async function loadSitemapEntries(locale: Locale = 'en') {
  const [portfolio, blog, names] = await Promise.all([
    entriesFor('portfolio', locale),
    entriesFor('blog', locale),
    pageNames(locale),
  ]);
  const own = <T extends { locale: Locale }>(items: T[]) => items.filter((item) => item.locale === locale);
  const toPage = (item: (typeof portfolio)[number] | (typeof blog)[number]) => ({
    slug: item.entry.id,
    path: item.href,
    title: item.entry.data.title,
    date: item.entry.data.date,
    updated: 'updated' in item.entry.data ? item.entry.data.updated : undefined,
    alternates: item.alternates,
  });
  return sitemapEntries(
    { buildDate: new Date(), portfolio: own(portfolio).map(toPage), blog: own(blog).map(toPage), names },
    liveRoutesByLocale[locale],
  );
}

/** sitemap.xml: both languages, each page with its hreflang alternates. */
export const GET: APIRoute = async ({ site }) => {
  const entries = [...(await loadSitemapEntries('en')), ...(await loadSitemapEntries('vi'))];
  return new Response(renderSitemapXml(entries, String(site)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
