/** Small answers shared by the endpoints and pages rendered on demand. */
import { STATUS_CODES } from 'node:http';

/** Post/redirect/get: the browser fetches `location` with GET. Policy headers come from the middleware. */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...headers } });
}

export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    // Cache-Control comes from the route policy (src/middleware.ts), like every other header.
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The reason phrase for a status set on Astro.response (Astro would otherwise say "OK"). */
export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? '';
}
