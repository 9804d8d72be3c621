import type { APIRoute } from 'astro';
import { exportCsv } from '../../features/admin/server/admin.ts';

export const prerender = false;

export const GET: APIRoute = () => exportCsv('messages');
