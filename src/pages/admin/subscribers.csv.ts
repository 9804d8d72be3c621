import type { APIRoute } from 'astro';
import { exportCsv, officeOf } from '../../features/admin/server/admin.ts';

export const prerender = false;

/** Active sign-ups only; `?all=1` adds the unsubscribed ones, marked as such. */
export const GET: APIRoute = ({ cookies, url, locals }) =>
  exportCsv(locals.app, 'subscribers', officeOf(cookies), { includeUnsubscribed: url.searchParams.get('all') === '1' });
