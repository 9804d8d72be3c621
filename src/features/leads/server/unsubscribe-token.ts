/**
 * One-click unsubscribe links. The token is an HMAC of the sign-up's id and its address under the
 * app's secret: it cannot be made without the secret, and it only ever works for the address it
 * was made for (a link reused with another sign-up's id fails the check).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

export function unsubscribeToken(secret: string, id: number, emailKey: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${id}:${emailKey}`).digest('base64url');
}

export function tokenMatches(secret: string, id: number, emailKey: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, id, emailKey));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(siteUrl: string, secret: string, id: number, emailKey: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set('s', String(id));
  url.searchParams.set('t', unsubscribeToken(secret, id, emailKey));
  return url.href;
}
