/**
 * A form post as the unit tests of the request checks build it: JSON to /api/contact unless the
 * headers say otherwise (request-guard.test.ts, form-request.test.ts).
 */
export function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:4321/api/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
