/**
 * The checks the contact forms run before they look at the fields, in this order: content type
 * (415), same-origin (403), body size (413), well-formed body (400) at the endpoint; then the form's
 * code counts the rate limit (429). Failures carry a plain message; the caller decides how to answer.
 */
import type { Limiter } from '../../../server/shared-limits.ts';
import {
  TOO_LARGE,
  TooLarge,
  bodyKind,
  clientIp,
  isSameOrigin,
  limitAddress,
  parseBody,
  readText,
  type BodyKind,
  type RequestLike,
} from '../../../lib/request-guard.ts';

export interface Refusal {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429;
  error: string;
  headers: Record<string, string>;
}

export interface Submission {
  ok: true;
  kind: BodyKind;
  fields: Record<string, unknown>;
}

const refuse = (status: Refusal['status'], error: string, headers: Record<string, string> = {}): Refusal => ({
  ok: false,
  status,
  error,
  headers,
});

export const FOREIGN_ORIGIN = 'This form only accepts submissions from this website.';

export async function readSubmission(
  request: Request,
  options: { maxBytes: number; siteUrl: string },
): Promise<Submission | Refusal> {
  const kind = bodyKind(request.headers.get('content-type'));
  if (!kind) return refuse(415, 'Please send the form as JSON or as a standard form post.');
  if (!isSameOrigin(request, options.siteUrl)) return refuse(403, FOREIGN_ORIGIN);
  let text: string;
  try {
    text = await readText(request, options.maxBytes);
  } catch (error) {
    // The rest of the body is never read: closing the connection stops it at the socket.
    if (error instanceof TooLarge) return refuse(413, TOO_LARGE, { Connection: 'close' });
    return refuse(400, 'The submission could not be read. Please try again.');
  }
  const fields = parseBody(kind, text);
  if (!fields) return refuse(400, 'The submission could not be read. Please send the form fields as a JSON object.');
  return { ok: true, kind, fields };
}

/** Counts one submission from the visitor's network: its address hash, or a 429 refusal with Retry-After. */
export async function hitLimit(
  context: RequestLike,
  options: {
    limiter: Limiter;
    hashIp: (ip: string) => string;
    isTrustedProxy: (address: string | undefined) => boolean;
  },
): Promise<{ ok: true; ipHash: string } | Refusal> {
  const ipHash = options.hashIp(limitAddress(clientIp(context, options.isTrustedProxy)));
  const limit = await options.limiter.hit(ipHash);
  if (limit.allowed) return { ok: true, ipHash };
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return refuse(
    429,
    `Too many submissions from your network. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
    { 'Retry-After': String(limit.retryAfterSeconds) },
  );
}
