/**
 * The one metadata helper: every page's <head> is built from its result, so no page can ship a
 * partial set of tags.
 */

export interface MetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about". The canonical URL is built from it and siteUrl. */
  path: string;
  siteUrl: string;
  siteName: string;
  keywords?: readonly string[] | undefined;
  /** Defaults to "index, follow". */
  robots?: string | undefined;
  /** Absolute URL or site-relative path of the social preview image. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: 'website' | 'article' | undefined;
  /** For articles: ISO dates and section. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
  section?: string | undefined;
  tags?: readonly string[] | undefined;
  /** Open Graph locale of the page (language_TERRITORY); defaults to en_AU. */
  ogLocale?: string | undefined;
  /** Open Graph locales of the page's other language editions. */
  ogLocaleAlternates?: readonly string[] | undefined;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  tags: MetaTag[];
}

const DEFAULT_ROBOTS = 'index, follow';
export const NOINDEX_ROBOTS = 'noindex, nofollow';

export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** Canonical URLs never end in a slash except the root, and never carry a query or hash. */
export function canonicalUrl(path: string, siteUrl: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  return absoluteUrl(clean, siteUrl);
}

export function fullTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export function buildMeta(input: MetaInput): PageMeta {
  const title = fullTitle(input.title, input.siteName);
  const canonical = canonicalUrl(input.path, input.siteUrl);
  const robots = input.robots ?? DEFAULT_ROBOTS;
  const type = input.type ?? 'website';
  const image = absoluteUrl(input.image ?? '/og/default.png', input.siteUrl);
  const imageAlt = input.imageAlt ?? input.siteName;

  const tags: MetaTag[] = [
    { name: 'description', content: input.description },
    { name: 'robots', content: robots },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: input.ogLocale ?? 'en_AU' },
    ...(input.ogLocaleAlternates ?? []).map((content) => ({ property: 'og:locale:alternate', content })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (input.keywords && input.keywords.length > 0) {
    tags.splice(1, 0, { name: 'keywords', content: input.keywords.join(', ') });
  }
  if (type === 'article') {
    if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
    if (input.modifiedTime) tags.push({ property: 'article:modified_time', content: input.modifiedTime });
    if (input.section) tags.push({ property: 'article:section', content: input.section });
    for (const tag of input.tags ?? []) tags.push({ property: 'article:tag', content: tag });
  }
  return { title, description: input.description, canonical, robots, tags };
}
