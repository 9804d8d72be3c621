/**
 * Where a no-JS form post goes back to: the page it was sent from, but only when that page is one
 * the site knows, in either language (the route registry, or an article or case study by its slug). Anything else,
 * including "//evil.example" and "/\\evil.example" that browsers treat as other hosts, gives
 * undefined and the caller uses the form's own page.
 */
import { collectionPrefixes, liveRoutesByLocale, normalizePath } from '../../../lib/routes.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function formReturnPath(referer: string | null, siteUrl: string): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(siteUrl).origin) return undefined;
  const path = normalizePath(url.pathname);
  // The registry's own spelling is returned, never the visitor's text.
  const live = Object.values(liveRoutesByLocale)
    .flat()
    .find((route) => route.path === path);
  if (live) return live.path;
  for (const prefix of Object.values(collectionPrefixes).flatMap((prefixes) => Object.values(prefixes))) {
    const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (SLUG.test(slug)) return `${prefix}${slug}`;
  }
  return undefined;
}
