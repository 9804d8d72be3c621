/** Small answers shared by the endpoints and pages rendered on demand. */

/** Post/redirect/get: the browser fetches `location` with GET. Policy headers come from the middleware. */
export function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...headers } });
}

export function plainText(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}
