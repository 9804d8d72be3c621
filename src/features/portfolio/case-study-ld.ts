/** The structured data of a case-study page: Article, the case study as CreativeWork, breadcrumbs. */
import { articleLd, caseStudyLd, routeBreadcrumbLd, type JsonLd } from '../../lib/structured-data.ts';
import type { CaseStudyFrontMatter } from './case-study-schema.ts';

export function caseStudyPath(slug: string): string {
  return `/portfolio/${slug}`;
}

export function caseStudyJsonLd(data: CaseStudyFrontMatter, siteUrl: string, siteName: string): JsonLd[] {
  const path = caseStudyPath(data.slug);
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
      section: 'Portfolio',
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
    routeBreadcrumbLd(path, siteUrl, data.title),
  ];
}
