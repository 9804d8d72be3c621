/** How the header marks its links: which one is the current page, which section it sits in. */
import type { NavGroup, NavItem } from '../../i18n/site-content.ts';
import { defaultLocale, locales } from '../../lib/locales.ts';

export function isGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/** "page" for the current page, "true" for a page inside the current section, else undefined. */
export function currentState(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = currentPath.replace(/\/+$/, '') || '/';
  const target = href.split('#')[0]?.replace(/\/+$/, '') || '/';
  if (path === target) return 'page';
  // A home page (/ or /vi) is current on itself only: every page of its language sits below it.
  if (!homePaths.has(target) && path.startsWith(`${target}/`)) return 'true';
  return undefined;
}

const homePaths: ReadonlySet<string> = new Set([
  '/',
  ...locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}`),
]);
