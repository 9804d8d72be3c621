/**
 * Newsletter confirmation links (decision 083). The token is an HMAC, under the app's secret, of one
 * sign-up request and the address it was made for: it cannot be made without the secret, and it
 * confirms only that request of that address (the unsubscribe key's secret, with its own prefix).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CONFIRM_PATH = '/newsletter/confirm';

export function confirmToken(secret: string, requestId: number, emailKey: string): string {
  return createHmac('sha256', secret).update(`confirm:${requestId}:${emailKey}`).digest('base64url');
}

export function confirmTokenMatches(secret: string, requestId: number, emailKey: string, token: string): boolean {
  const expected = Buffer.from(confirmToken(secret, requestId, emailKey));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function confirmUrl(siteUrl: string, secret: string, requestId: number, emailKey: string): string {
  const url = new URL(CONFIRM_PATH, siteUrl);
  url.searchParams.set('r', String(requestId));
  url.searchParams.set('t', confirmToken(secret, requestId, emailKey));
  return url.href;
}
