/**
 * The guides' downloads, written at build time from the same data as the pages, in the page's
 * language: {prefix}{slug}.md (a Markdown task list) and {prefix}{slug}.csv (for spreadsheets).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { dictionaryFor } from '../../i18n/dictionary.ts';
import type { Locale } from '../../lib/locales.ts';
import { guides } from '../../i18n/site-content.ts';
import { checklistToCsv, checklistToMarkdown } from '../../lib/checklist.ts';
import { pageRoute } from '../../lib/routes.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { siteUrlOf } from '../../lib/site-url.ts';

type Format = 'md' | 'csv';

export async function downloadStaticPaths(locale: Locale): Promise<Awaited<ReturnType<GetStaticPaths>>> {
  return (await guides(locale)).flatMap((guide) =>
    (['md', 'csv'] as const).map((format) => ({
      params: { file: `${guide.slug}.${format}` },
      props: { slug: guide.slug, format },
    })),
  );
}

export function downloadHandler(locale: Locale): APIRoute {
  return async ({ props, site }) => {
    const { slug, format } = props as { slug: string; format: Format };
    const guide = (await guides(locale)).find((candidate) => candidate.slug === slug);
    if (!guide) return new Response('Not found', { status: 404 });
    const text = dictionaryFor(locale).checklistFile;
    if (format === 'csv') {
      // A byte-order mark so Excel opens the UTF-8 text (Vietnamese diacritics, dashes) correctly.
      return new Response(`\uFEFF${checklistToCsv(guide.checklist, text)}`, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }
    const source = absoluteUrl(pageRoute(guide.path, locale).path, siteUrlOf(site));
    return new Response(checklistToMarkdown(guide.checklist, source, text), {
      headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
    });
  };
}
