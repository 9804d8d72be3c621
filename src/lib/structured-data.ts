/**
 * Typed JSON-LD builders, one per kind. Pages pass the results to the base layout, which
 * serialises them safely into <script type="application/ld+json">.
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  HowTo,
  Organization,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site } from '../data/site.ts';
import { breadcrumbTrail, type Crumb } from './routes.ts';
import { absoluteUrl } from './seo.ts';

export type JsonLd = WithContext<
  Organization | WebSite | Article | BlogPosting | BreadcrumbList | FAQPage | CreativeWork | HowTo
>;

export interface OrganizationInput {
  name: string;
  siteUrl: string;
  email: string;
  phone: string;
  logo: string;
  description: string;
  sameAs: readonly string[];
  address: { street: string; locality: string; region: string; postcode: string; country: string };
  areaServed: readonly string[];
}

function organizationLd(o: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', o.siteUrl),
    name: o.name,
    url: absoluteUrl('/', o.siteUrl),
    logo: absoluteUrl(o.logo, o.siteUrl),
    description: o.description,
    email: o.email,
    telephone: o.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: o.address.locality,
      addressRegion: o.address.region,
      postalCode: o.address.postcode,
      addressCountry: o.address.country,
    },
    areaServed: [...o.areaServed],
    ...(o.sameAs.length > 0 ? { sameAs: [...o.sameAs] } : {}),
  };
}

/** The agency as an Organization node: the one place its details become structured data. */
export function siteOrganizationLd(siteUrl: string): WithContext<Organization> {
  return organizationLd({
    name: site.name,
    siteUrl,
    email: site.email,
    phone: site.phone,
    logo: '/icons/icon-512.png',
    description: site.blurb,
    sameAs: site.social.map((profile) => profile.url),
    address: site.address,
    areaServed: site.markets,
  });
}

/** The site as a WebSite node, published by the Organization node; described in the page's language. */
export function siteWebsiteLd(siteUrl: string, description: string = site.tagline): WithContext<WebSite> {
  return websiteLd(site.name, siteUrl, description);
}

function websiteLd(name: string, siteUrl: string, description: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website', siteUrl),
    name,
    url: absoluteUrl('/', siteUrl),
    description,
    inLanguage: 'en',
    publisher: { '@id': absoluteUrl('/#organization', siteUrl) },
  };
}

function breadcrumbLd(crumbs: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/**
 * The breadcrumbs of a page, from the route registry (see breadcrumbTrail); `names` are the
 * registry pages' short names by key (i18n/page-texts.ts reads them from the pages collection).
 */
export function routeBreadcrumbLd(
  path: string,
  siteUrl: string,
  names: ReadonlyMap<string, string>,
  ownName?: string,
): WithContext<BreadcrumbList> {
  return breadcrumbLd(breadcrumbTrail(path, names, ownName), siteUrl);
}

export interface ArticleInput {
  kind?: 'Article' | 'BlogPosting';
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  authorName: string;
  publisherName: string;
  siteUrl: string;
  keywords?: readonly string[];
  section?: string;
}

export function articleLd(a: ArticleInput): WithContext<Article | BlogPosting> {
  const url = absoluteUrl(a.path, a.siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': a.kind ?? 'Article',
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(a.image, a.siteUrl),
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    author: { '@type': 'Organization', name: a.authorName, url: absoluteUrl('/about', a.siteUrl) },
    publisher: {
      '@type': 'Organization',
      name: a.publisherName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png', a.siteUrl) },
    },
    ...(a.keywords && a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
  } as WithContext<Article | BlogPosting>;
}

export interface CaseStudyInput {
  name: string;
  description: string;
  path: string;
  image: string;
  siteUrl: string;
  creatorName: string;
  about: readonly string[];
  datePublished: string;
}

export function caseStudyLd(c: CaseStudyInput): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: c.name,
    description: c.description,
    url: absoluteUrl(c.path, c.siteUrl),
    image: absoluteUrl(c.image, c.siteUrl),
    genre: 'Case study',
    about: [...c.about],
    datePublished: c.datePublished,
    creator: { '@type': 'Organization', name: c.creatorName },
  };
}

export function faqLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface HowToInput {
  name: string;
  description: string;
  path: string;
  siteUrl: string;
  steps: readonly { name: string; text: string }[];
}

export function howToLd(h: HowToInput): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: h.name,
    description: h.description,
    url: absoluteUrl(h.path, h.siteUrl),
    step: h.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

/** JSON for a <script> element: "<" is escaped so no string can close the element early. */
// The node types here that are creative works and so carry inLanguage; Organization and
// BreadcrumbList describe no text in a language.
const LANGUAGE_TYPES = new Set([
  'WebSite',
  'WebPage',
  'Article',
  'BlogPosting',
  'FAQPage',
  'CreativeWork',
  'HowTo',
  'CollectionPage',
]);

/** The node with inLanguage set to the page's language, where the type has one. */
export function withLanguage(data: JsonLd, language: string): JsonLd {
  const type = (data as { '@type'?: unknown })['@type'];
  return typeof type === 'string' && LANGUAGE_TYPES.has(type)
    ? ({ ...(data as object), inLanguage: language } as JsonLd)
    : data;
}

export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
