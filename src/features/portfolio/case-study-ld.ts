/** The structured data of a case-study page: Article, the case study as CreativeWork, breadcrumbs. */
import { articleLd, caseStudyLd, routeBreadcrumbLd, type JsonLd } from '../../lib/structured-data.ts';
import type { CaseStudyFrontMatter } from './case-study-schema.ts';

export function caseStudyPath(slug: string): string {
  return `/portfolio/${slug}`;
}

/** Where a translated case study lives and its section name; English by default. Breadcrumbs come from the registry. */
export interface CaseStudyPlace {
  path: string;
  section: string;
}

export function caseStudyJsonLd(
  data: CaseStudyFrontMatter,
  siteUrl: string,
  siteName: string,
  /** The registry pages' short names by key, for the breadcrumbs (i18n/page-texts.ts). */
  names: ReadonlyMap<string, string>,
  place?: CaseStudyPlace,
): JsonLd[] {
  const path = place?.path ?? caseStudyPath(data.slug);
  const section = place?.section ?? 'Portfolio';
  const published = data.date.toISOString();
  const image = data.ogImage ?? data.image;
  return [
    articleLd({
      headline: data.title,
      description: data.description,
      path,
      image,
      datePublished: published,
      ...(data.updated ? { dateModified: data.updated.toISOString() } : {}),
      authorName: siteName,
      publisherName: siteName,
      siteUrl,
      keywords: data.keywords.length ? data.keywords : data.categories,
      section,
    }),
    caseStudyLd({
      name: data.title,
      description: data.description,
      path,
      image,
      siteUrl,
      creatorName: siteName,
      about: data.categories,
      datePublished: published,
    }),
    routeBreadcrumbLd(path, siteUrl, names, data.title),
  ];
}
