/**
 * The not-found page as a web Response, for code inside Astro (the middleware's admin gate, a
 * message id that does not exist): the same bytes and headers as the server's own 404.
 */
import type { NotFoundBody } from './not-found-page.ts';
import type { PolicyHeaders } from './route-policy.ts';

export type NotFoundResponder = (pathname: string) => Response;

export function notFoundResponder(
  body: (pathname: string) => NotFoundBody,
  policy: PolicyHeaders,
  scriptSrc: string | undefined,
): NotFoundResponder {
  return (pathname) => {
    const type = 'text/html; charset=utf-8';
    const headers = { ...policy({ pathname, status: 404, contentType: type, scriptSrc }), 'Content-Type': type };
    return new Response(new Uint8Array(Buffer.concat(body(pathname).chunks)), {
      status: 404,
      statusText: 'Not Found',
      headers,
    });
  };
}
