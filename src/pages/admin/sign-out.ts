import type { APIRoute } from 'astro';
import { signOut } from '../../features/admin/server/admin.ts';

export const prerender = false;

/** Sign out is a POST (with the CSRF token) so no link or image on another site can trigger it. */
export const POST: APIRoute = (context) => signOut(context);
