import type { APIRoute } from 'astro';
import { messageAction } from '../../server/admin.ts';

export const prerender = false;

/** Mark read/unread or delete a message (POST with the session's CSRF token). */
export const POST: APIRoute = (context) => messageAction(context);
