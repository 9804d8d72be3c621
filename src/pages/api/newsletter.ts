import type { APIRoute } from 'astro';
import { handleNewsletter, methodNotAllowed } from '../../features/contact/server/form-endpoints.ts';

export const prerender = false;

export const POST: APIRoute = (context) => handleNewsletter(context);
export const ALL: APIRoute = () => methodNotAllowed();
