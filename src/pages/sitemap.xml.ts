import type { APIRoute } from 'astro';
import { loadSitemapEntries } from '../features/sitemap/load-sitemap.ts';
import { renderSitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site }) =>
  new Response(renderSitemapXml(await loadSitemapEntries(), String(site)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
