/**
 * The resource pages' downloads, written at build time from the same data as the pages:
 * /downloads/{slug}.md (a Markdown task list) and /downloads/{slug}.csv (for spreadsheets).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { guides } from '../../data/guides/index.ts';
import { checklistToCsv, checklistToMarkdown } from '../../lib/checklist.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { siteUrlOf } from '../../lib/site-url.ts';

export const getStaticPaths = (() =>
  guides.flatMap((guide) => [
    { params: { file: `${guide.slug}.md` }, props: { slug: guide.slug, format: 'md' as const } },
    { params: { file: `${guide.slug}.csv` }, props: { slug: guide.slug, format: 'csv' as const } },
  ])) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const guide = guides.find((candidate) => candidate.slug === props.slug);
  if (!guide) return new Response('Not found', { status: 404 });
  if (props.format === 'csv') {
    // A byte-order mark so Excel opens the UTF-8 text (Vietnamese diacritics, dashes) correctly.
    return new Response(`\uFEFF${checklistToCsv(guide.checklist)}`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }
  const source = absoluteUrl(guide.path, siteUrlOf(site));
  return new Response(checklistToMarkdown(guide.checklist, source), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
