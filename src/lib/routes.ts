/**
 * The route registry: the one source of truth for live pages, retired pages, redirects, sitemap
 * priorities and change frequencies. sitemap.xml, the /sitemap page, navigation checks and the
 * retired-page handler all read it. Blog posts and case studies come from content collections;
 * their sitemap defaults live in `collectionRoutes`.
 */

import { defaultLocale, localeOfPath, locales, type Locale } from './locales.ts';
import { viRouteTexts } from './routes-vi.ts';

export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type SitemapGroup = 'main' | 'services' | 'ai-tools' | 'free-resources' | 'portfolio' | 'blog' | 'legal';

export interface LiveRoute {
  kind: 'live';
  path: string;
  /** Links the languages of one page: the English path, which never changes. */
  key: string;
  locale: Locale;
  title: string;
  /** Short name for lists such as the /sitemap page; defaults to the title. */
  label?: string;
  description: string;
  keywords: readonly string[];
  /** false adds robots "noindex, nofollow" and keeps the page out of sitemap.xml. */
  indexable: boolean;
  priority: number;
  changefreq: ChangeFrequency;
  group: SitemapGroup;
}

export interface RetiredRoute {
  kind: 'retired';
  path: string;
  /** The notice heading, e.g. "Content Generator No Longer Available". */
  title: string;
  description: string;
  /** What happened to the page, in one or two sentences. */
  text: string;
  redirectTo: string;
  /** The section of the target page that took the retired page's place, when there is one. */
  redirectSection?: string;
}

/** Where a retired page sends its visitors: the live page, at the matching section when known. */
export function retiredTarget(route: RetiredRoute): string {
  return route.redirectSection ? `${route.redirectTo}#${route.redirectSection}` : route.redirectTo;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
  status: 301;
}

export type RegistryRoute = LiveRoute | RetiredRoute | RedirectRoute;

const live = (
  path: string,
  title: string,
  description: string,
  keywords: readonly string[],
  group: SitemapGroup,
  priority: number,
  changefreq: ChangeFrequency,
  indexable = true,
): LiveRoute => ({
  kind: 'live',
  path,
  key: path,
  locale: defaultLocale,
  title,
  description,
  keywords,
  indexable,
  priority,
  changefreq,
  group,
});

const shortLabels: Record<string, string> = {
  '/': 'Home',
  '/services': 'Services',
  '/portfolio': 'Portfolio',
  '/blog': 'Blog',
  '/about': 'About Us',
  '/contact': 'Contact Us',
  '/faq': 'FAQ',
  '/solutions': 'Solution Hub',
};

export const liveRoutes: readonly LiveRoute[] = (
  [
    live(
      '/',
      'AI-Powered Digital Marketing Agency for Australia & Vietnam',
      'Brightlane Digital plans and runs AI-assisted marketing, SEO, social media, content and paid advertising for growing businesses in Australia and Vietnam.',
      ['digital marketing agency', 'AI marketing', 'SEO agency', 'social media marketing', 'Australia', 'Vietnam'],
      'main',
      1.0,
      'weekly',
    ),
    live(
      '/services',
      'Marketing Services: Strategy, Content, SEO, Social, Branding & Ads',
      'Six services that work together: AI marketing strategy, content and SEO, social media management, branding and design, digital advertising and technical SEO.',
      ['marketing services', 'SEO services', 'social media management', 'branding agency', 'Google Ads management'],
      'services',
      0.9,
      'monthly',
    ),
    live(
      '/portfolio',
      'Portfolio: Marketing Case Studies',
      'Campaign plans, brand launches and research from our work with businesses in Vietnam and beyond, with the numbers behind them.',
      ['marketing case studies', 'campaign portfolio', 'brand strategy examples'],
      'main',
      0.9,
      'monthly',
    ),
    live(
      '/blog',
      'Marketing Blog: AI, SEO, Social and Content Guides',
      'Practical guides on AI marketing tools, LinkedIn personal branding, Canva design and search, written by the team that does the work.',
      ['marketing blog', 'AI marketing guide', 'LinkedIn tips', 'Canva infographics'],
      'main',
      0.8,
      'daily',
    ),
    live(
      '/about',
      'About Brightlane Digital',
      'Who we are, how we work and why businesses in Australia and Vietnam trust us with their marketing.',
      ['about us', 'marketing agency team', 'agency values'],
      'main',
      0.8,
      'monthly',
    ),
    live(
      '/contact',
      'Contact Us',
      'Tell us about your business and goals. We reply to every message within one business day.',
      ['contact marketing agency', 'marketing quote', 'free consultation'],
      'main',
      0.8,
      'monthly',
    ),
    live(
      '/faq',
      'Frequently Asked Questions',
      'Answers about pricing, timelines, the markets we serve, the tools we use and how we handle your data.',
      ['marketing agency FAQ', 'agency pricing', 'marketing timelines'],
      'main',
      0.6,
      'monthly',
    ),
    live(
      '/solutions',
      'Solution Hub: Free Marketing Tools & Resources',
      'Free calculators, checklists and guides to plan budgets, measure ROI and improve your SEO and social media.',
      ['free marketing tools', 'marketing resources', 'ROI calculator', 'SEO checklist'],
      'main',
      0.9,
      'weekly',
    ),
    live(
      '/solutions/ai-tools',
      'AI Marketing Tools',
      'Free browser-based tools to plan campaign budgets and measure return on marketing spend.',
      ['AI marketing tools', 'budget planner', 'ROI calculator'],
      'ai-tools',
      0.8,
      'weekly',
    ),
    live(
      '/solutions/marketing-tools',
      'Marketing Tools Hub',
      'Every marketing tool we offer or are building, from the ROI calculator to the AI content tools now folded into our services.',
      ['marketing tools', 'AI content tools', 'SEO tools'],
      'ai-tools',
      0.7,
      'monthly',
    ),
    live(
      '/solutions/ai-tools/marketing-budget-planner',
      'Marketing Campaign Budget Planner',
      'Plan a campaign budget across channels: start from a budget or from a customer goal and see leads, revenue, ROI and acquisition cost.',
      ['marketing budget planner', 'campaign budget calculator', 'media plan'],
      'ai-tools',
      0.8,
      'monthly',
      false,
    ),
    live(
      '/solutions/free-resources',
      'Free Marketing Resources',
      'Hand-picked free courses, certificates and toolkits for marketers, plus our own SEO and social media checklists.',
      ['free marketing resources', 'free marketing courses', 'marketing certificates'],
      'free-resources',
      0.8,
      'weekly',
    ),
    live(
      '/solutions/free-resources/roi-calculator',
      'Digital Marketing ROI Calculator',
      'Enter spend, clicks, leads, customers and revenue per channel to get ROI, ROAS, CPL, CAC and a budget recommendation for each.',
      ['marketing ROI calculator', 'ROAS calculator', 'CAC calculator'],
      'free-resources',
      0.8,
      'monthly',
    ),
    live(
      '/solutions/free-resources/on-page-seo-checklist',
      'On-Page SEO Checklist',
      'A page-by-page checklist for titles, headings, content, links, images and schema that you can tick off and download.',
      ['on-page SEO checklist', 'SEO audit', 'title tag'],
      'free-resources',
      0.7,
      'monthly',
    ),
    live(
      '/solutions/free-resources/seo-optimization-checklist',
      'SEO Optimization Checklist',
      'The full SEO checklist: technical health, site speed, content, local SEO and links, in the order we work through them.',
      ['SEO checklist', 'technical SEO', 'local SEO'],
      'free-resources',
      0.7,
      'monthly',
    ),
    live(
      '/solutions/free-resources/social-media-growth-tools',
      'Social Media Growth Tools',
      'The free tools we use to plan, create, schedule and measure social media, and a growth checklist to go with them.',
      ['social media tools', 'social media growth', 'content scheduling'],
      'free-resources',
      0.7,
      'monthly',
    ),
    live(
      '/solutions/free-resources/marketing-with-canva',
      'Marketing with Canva',
      'How to build on-brand social posts, ads and infographics in Canva, with a checklist for every design you publish.',
      ['Canva marketing', 'Canva templates', 'brand kit'],
      'free-resources',
      0.7,
      'monthly',
    ),
    live('/sitemap', 'Sitemap', 'Every page on the site, grouped by section.', ['sitemap'], 'main', 0.3, 'monthly'),
    live(
      '/privacy-policy',
      'Privacy Policy',
      'What we collect through our forms and tools, why, how long we keep it and your rights under Australian and Vietnamese law.',
      ['privacy policy'],
      'legal',
      0.3,
      'yearly',
    ),
    live(
      '/terms-of-service',
      'Terms of Service',
      'The terms for using our website, free tools and resources.',
      ['terms of service'],
      'legal',
      0.3,
      'yearly',
    ),
  ] satisfies LiveRoute[]
).map((route) => {
  const label = shortLabels[route.path];
  return label ? { ...route, label } : route;
});

const retired = (path: string, name: string, text: string, redirectTo: string): RetiredRoute => ({
  kind: 'retired',
  path,
  title: `${name} No Longer Available`,
  description: `${name} is no longer available. ${text}`,
  text,
  redirectTo,
});

/** A retired service page: the service is still offered, now as a section of the services page. */
const retiredService = (path: string, name: string, section: string, sectionTitle: string): RetiredRoute => ({
  ...retired(
    path,
    name,
    `We still offer this service. It now has its own section, “${sectionTitle}”, on our services page, so this separate page was removed. We are taking you to that section.`,
    '/services',
  ),
  redirectSection: section,
});
const aiToolText =
  'This tool has been discontinued. Its work is now part of our AI marketing services, and our free AI tools live on the AI Tools page.';
const toolsText = 'This tool has been discontinued and replaced by the free tools on our AI Tools page.';

export const retiredRoutes: readonly RetiredRoute[] = [
  retiredService(
    '/services/social-media',
    'Social Media Marketing Service',
    'social-media-management',
    'Social Media Management',
  ),
  retiredService(
    '/services/content-creation',
    'Content Creation Service',
    'content-creation-seo',
    'Content Creation & SEO',
  ),
  retiredService('/services/seo', 'SEO Service', 'seo-optimization', 'SEO Optimization'),
  retiredService('/services/branding', 'Branding Service', 'branding-design', 'Branding & Design'),
  retiredService('/services/digital-ads', 'Digital Advertising Service', 'digital-advertising', 'Digital Advertising'),
  retiredService('/services/ai-marketing', 'AI Marketing Service', 'ai-marketing-strategy', 'AI Marketing Strategy'),
  retired('/solutions/ai-tools/content-generator', 'Content Generator', aiToolText, '/solutions/ai-tools'),
  retired('/solutions/ai-tools/seo-article-generator', 'SEO Article Generator', aiToolText, '/solutions/ai-tools'),
  retired('/solutions/ai-tools/market-trend-analyzer', 'Market Trend Analyzer', aiToolText, '/solutions/ai-tools'),
  retired(
    '/solutions/ai-tools/multilingual-content-generator',
    'Multilingual Content Generator',
    aiToolText,
    '/solutions/ai-tools',
  ),
  retired(
    '/solutions/ai-tools/content-calendar-generator',
    'Content Calendar Generator',
    aiToolText,
    '/solutions/ai-tools',
  ),
  retired(
    '/solutions/ai-tools/seo-assistant',
    'SEO Assistant',
    'This tool has been discontinued. Our free SEO checklists on the Free Resources page cover the same ground.',
    '/solutions/free-resources',
  ),
  retired(
    '/solutions/free-resources/seo-guide',
    'SEO Guide',
    'This guide has been consolidated into our SEO Optimization Checklist, which covers the same steps in more depth.',
    '/solutions/free-resources/seo-optimization-checklist',
  ),
  retired(
    '/solutions/free-resources/local-seo-checklist',
    'Local SEO Checklist',
    'This checklist has been consolidated into the local SEO section of our SEO Optimization Checklist.',
    '/solutions/free-resources/seo-optimization-checklist',
  ),
  retired(
    '/solutions/free-resources/content-calendar',
    'Content Calendar',
    'This resource has been discontinued. You will find our current guides and tools on the Free Resources page.',
    '/solutions/free-resources',
  ),
  retired(
    '/solutions/free-resources/email-guide',
    'Email Marketing Guide',
    'This guide has been discontinued. You will find our current guides and tools on the Free Resources page.',
    '/solutions/free-resources',
  ),
  retired(
    '/solutions/free-resources/cro-guide',
    'CRO Guide',
    'This guide has been discontinued. You will find our current guides and tools on the Free Resources page.',
    '/solutions/free-resources',
  ),
  retired(
    '/solutions/free-resources/ai-playbook',
    'AI Marketing Playbook',
    'This playbook has been replaced by our complete guide to AI marketing and the resources on the Free Resources page.',
    '/solutions/free-resources',
  ),
  retired(
    '/solutions/free-resources/content-templates',
    'Content Templates',
    'These templates have been replaced by our Marketing with Canva guide and its checklist.',
    '/solutions/free-resources/marketing-with-canva',
  ),
  retired(
    '/solutions/free-resources/social-toolkit',
    'Social Media Toolkit',
    'This toolkit has been replaced by our Social Media Growth Tools page.',
    '/solutions/free-resources/social-media-growth-tools',
  ),
  retired('/solutions/tools/content-generator', 'Content Generator', toolsText, '/solutions/ai-tools'),
  retired('/solutions/tools/seo-article-generator', 'SEO Article Generator', toolsText, '/solutions/ai-tools'),
  retired(
    '/solutions/tools/multilingual-content-generator',
    'Multilingual Content Generator',
    toolsText,
    '/solutions/ai-tools',
  ),
  retired('/solutions/tools/seo-assistant', 'SEO Assistant', toolsText, '/solutions/ai-tools'),
  retired('/solutions/tools/market-trend-analyzer', 'Market Trend Analyzer', toolsText, '/solutions/ai-tools'),
];

export const redirectRoutes: readonly RedirectRoute[] = [
  {
    kind: 'redirect',
    path: '/solutions/tools/roi-calculator',
    to: '/solutions/free-resources/roi-calculator',
    status: 301,
  },
];

/** Sitemap defaults for pages generated from content collections. */
export const collectionRoutes = {
  portfolio: { prefix: '/portfolio/', group: 'portfolio', priority: 0.7, changefreq: 'monthly' },
  blog: { prefix: '/blog/', group: 'blog', priority: 0.7, changefreq: 'monthly' },
} as const satisfies Record<
  string,
  { prefix: string; group: SitemapGroup; priority: number; changefreq: ChangeFrequency }
>;

/**
 * Pages whose Vietnamese edition is a later phase (none today: both calculators have theirs). The
 * language switch and hreflang skip them, and Vietnamese pages link to the English page instead,
 * so no link breaks.
 */
export const untranslatedKeys: ReadonlySet<string> = new Set<string>();

/** A page's path in `locale`: the English path (its key) under the language's prefix, `/vi` for the home page. */
export function editionPath(key: string, locale: Locale): string {
  if (locale === defaultLocale) return key;
  return key === '/' ? `/${locale}` : `/${locale}${key}`;
}

/** The Vietnamese pages: their own texts, the path derived from the key, the rest from the English page. */
export const viLiveRoutes: readonly LiveRoute[] = viRouteTexts
  .filter((text) => !untranslatedKeys.has(text.key))
  .map((text) => {
    const english = liveRoutes.find((route) => route.key === text.key);
    if (!english) throw new Error(`src/lib/routes-vi.ts: the Vietnamese texts name an unknown page ${text.key}`);
    return { ...english, ...text, path: editionPath(text.key, 'vi'), kind: 'live', locale: 'vi' as const };
  });

export const liveRoutesByLocale: Readonly<Record<Locale, readonly LiveRoute[]>> = { en: liveRoutes, vi: viLiveRoutes };

/** Pages built from collections: the prefix per language (a Vietnamese slug may differ). */
export const collectionPrefixes = {
  en: { portfolio: '/portfolio/', blog: '/blog/' },
  vi: { portfolio: '/vi/portfolio/', blog: '/vi/blog/' },
} as const satisfies Record<Locale, Record<keyof typeof collectionRoutes, string>>;

export const registry: readonly RegistryRoute[] = [...liveRoutes, ...viLiveRoutes, ...retiredRoutes, ...redirectRoutes];

/** Paths are compared without a trailing slash (except the root). */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : '/';
}

export function findRoute(path: string): RegistryRoute | undefined {
  const target = normalizePath(path);
  return registry.find((route) => route.path === target);
}

/** The same page in another language, or undefined when that edition does not exist (yet). */
export function counterpart(route: LiveRoute, locale: Locale): LiveRoute | undefined {
  if (route.locale === locale) return route;
  return liveRoutesByLocale[locale].find((other) => other.key === route.key);
}

export interface Alternate {
  locale: Locale;
  path: string;
}

/** Every language edition of a registry page, itself included; empty when it has only one. */
export function alternatesOf(route: LiveRoute): Alternate[] {
  const editions = locales.flatMap((locale) => {
    const other = counterpart(route, locale);
    return other ? [{ locale, path: other.path }] : [];
  });
  return editions.length > 1 ? editions : [];
}

/**
 * Rewrites a site link for a page in `locale`: a registry page becomes its edition in that language
 * (keeping any #fragment or ?query); anything else (articles, files, other sites, untranslated
 * pages) is returned as it is. Lookup by key, never by editing the path string.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const route = findRoute(path);
  if (!route || route.kind !== 'live') return href;
  const target = counterpart(route, locale);
  return target ? `${target.path}${rest}` : href;
}

/** The language of a path as the registry sees it; unknown paths by their first segment. */
export function localeOf(path: string): Locale {
  const route = findRoute(path);
  return route?.kind === 'live' ? route.locale : localeOfPath(path);
}

export function liveRoute(path: string): LiveRoute {
  const route = findRoute(path);
  if (!route || route.kind !== 'live') throw new Error(`No live route registered for ${path}`);
  return route;
}

/** A registry page by its key in one language; throws at build time if that edition is missing. */
export function pageRoute(key: string, locale: Locale): LiveRoute {
  const route = liveRoutesByLocale[locale].find((candidate) => candidate.key === key);
  if (!route) throw new Error(`No ${locale} page registered for ${key}`);
  return route;
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's breadcrumb trail: every live registry page on the way down its path, by short name,
 * ending with the page itself, starting from the home page of the page's own language. Pages that
 * come from a collection (a post, a case study) are not in the registry and pass their own name.
 */
export function breadcrumbTrail(path: string, ownName?: string): Crumb[] {
  const target = normalizePath(path);
  const home = pageRoute('/', localeOf(target)).path;
  const segments = target.split('/').filter(Boolean);
  const prefixes = [home, ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  const crumbs: Crumb[] = [];
  for (const prefix of new Set(prefixes)) {
    const route = findRoute(prefix);
    if (route?.kind === 'live') crumbs.push({ name: route.label ?? route.title, path: route.path });
  }
  if (ownName !== undefined && crumbs.at(-1)?.path !== target) crumbs.push({ name: ownName, path: target });
  return crumbs;
}

export const sitemapGroups: readonly { group: SitemapGroup; label: string }[] = [
  { group: 'main', label: 'Main pages' },
  { group: 'services', label: 'Service pages' },
  { group: 'ai-tools', label: 'AI tool pages' },
  { group: 'free-resources', label: 'Free resource pages' },
  { group: 'portfolio', label: 'Portfolio case studies' },
  { group: 'blog', label: 'Blog articles' },
  { group: 'legal', label: 'Legal pages' },
];
