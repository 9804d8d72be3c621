import type { APIRoute } from 'astro';
import { exportCsv, officeOf } from '../../features/admin/server/admin.ts';

export const prerender = false;

export const GET: APIRoute = ({ cookies, locals }) => exportCsv(locals.app, 'messages', officeOf(cookies));
