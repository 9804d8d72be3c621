import type { APIRoute } from 'astro';
import { handleContact, methodNotAllowed } from '../../features/contact/server/form-endpoints.ts';

export const prerender = false;

export const POST: APIRoute = (context) => handleContact(context);
export const ALL: APIRoute = () => methodNotAllowed();
