import { site } from '../../data/site.ts';
import type { Guide } from '../../content/guide-schema.ts';
import { articleLd, howToLd, routeBreadcrumbLd, type JsonLd } from '../../lib/structured-data.ts';

interface GuidePageFacts {
  siteUrl: string;
  /** The page's own path (the guide's edition in the page's language). */
  path: string;
  description: string;
  /** The Article's section name, in the page's language. */
  section: string;
  /** The registry pages' short names by key, for the breadcrumbs (i18n/page-texts.ts). */
  names: ReadonlyMap<string, string>;
}

/** HowTo for step-by-step guides and checklists, Article for the toolkit; always with breadcrumbs. */
export function guideJsonLd(guide: Guide, { siteUrl, path, description, section, names }: GuidePageFacts): JsonLd[] {
  const steps = guide.steps
    ? guide.steps.items
    : guide.checklist.sections.map((item) => ({
        name: item.title.replace(/^\d+\.\s*/, ''),
        text: item.items.map((check) => check.text).join('. ') + '.',
      }));
  const main: JsonLd =
    guide.schema === 'HowTo'
      ? howToLd({ name: guide.heading, description, path, siteUrl, steps })
      : articleLd({
          headline: guide.heading,
          description,
          path,
          image: guide.image.src,
          datePublished: guide.updated,
          authorName: site.name,
          publisherName: site.name,
          siteUrl,
          section,
        });
  const crumbs = routeBreadcrumbLd(path, siteUrl, names);
  return [main, crumbs];
}
