import type { APIRoute } from 'astro';
import { messageAction } from '../../features/admin/server/admin.ts';

export const prerender = false;

/** Mark read/unread or delete a message (POST with the session's CSRF token). */
export const POST: APIRoute = (context) => messageAction(context);
