import type { APIRoute } from 'astro';
import { renderRobotsTxt } from '../lib/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(renderRobotsTxt(String(site)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
