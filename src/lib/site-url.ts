/**
 * The site's own address for canonical links, Open Graph, JSON-LD and feeds. The build sets it
 * from SITE_URL; the development address stands in only where no address was configured (a local
 * build or a test), so every page agrees on the same fallback.
 */
export const DEVELOPMENT_SITE_URL = 'http://localhost:4321';

/** Astro's `site` (Astro.site or context.site) as text, with the one fallback. */
export function siteUrlOf(site: URL | undefined): string {
  return (site ?? new URL(DEVELOPMENT_SITE_URL)).toString();
}
