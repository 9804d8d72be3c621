import { defaultLocale, locales } from '../lib/locales.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  {
    label: 'Solutions',
    children: [
      { label: 'Free Resources', href: '/solutions/free-resources' },
      { label: 'AI Tools', href: '/solutions/ai-tools' },
    ],
  },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'About Us', href: '/about' },
];

export const contactCta: NavLink = { label: 'Contact Us', href: '/contact' };

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Free Tools & Resources', href: '/solutions' },
  { label: 'Budget Planner', href: '/solutions/ai-tools/marketing-budget-planner' },
  { label: 'ROI Calculator', href: '/solutions/free-resources/roi-calculator' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Sitemap', href: '/sitemap' },
];

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

const homePaths: ReadonlySet<string> = new Set(['/', ...locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}`)]);
