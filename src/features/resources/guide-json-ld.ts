import { site } from '../../data/site.ts';
import type { Guide } from '../../data/guides/types.ts';
import { articleLd, howToLd, routeBreadcrumbLd, type JsonLd } from '../../lib/structured-data.ts';

/** HowTo for step-by-step guides and checklists, Article for the toolkit; always with breadcrumbs. */
export function guideJsonLd(guide: Guide, siteUrl: string, description: string): JsonLd[] {
  const steps = guide.steps
    ? guide.steps.items
    : guide.checklist.sections.map((section) => ({
        name: section.title.replace(/^\d+\.\s*/, ''),
        text: section.items.map((item) => item.text).join('. ') + '.',
      }));
  const main: JsonLd =
    guide.schema === 'HowTo'
      ? howToLd({ name: guide.heading, description, path: guide.path, siteUrl, steps })
      : articleLd({
          headline: guide.heading,
          description,
          path: guide.path,
          image: guide.image.src,
          datePublished: guide.updated,
          authorName: site.name,
          publisherName: site.name,
          siteUrl,
          section: 'Free resources',
        });
  const crumbs = routeBreadcrumbLd(guide.path, siteUrl);
  return [main, crumbs];
}
