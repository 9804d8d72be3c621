/**
 * What every form of the site reads of a request: the body's kind and bytes (capped), whether
 * another site sent it, and the visitor's address as a rate limit counts it (X-Forwarded-For only from
 * the configured proxies). The contact forms'
 * checks in order are in features/contact/server/form-request.ts; the admin's in its own server/.
 */
import { BlockList, isIP } from 'node:net';

export type BodyKind = 'json' | 'form';

/** The largest body any form endpoint accepts (the contact form); the server refuses bigger ones early. */
export const MAX_FORM_BYTES = 64 * 1024;
export const TOO_LARGE = 'That submission is too large. Please shorten your message and try again.';

/** The minimal view of Astro's APIContext the guard needs (easy to fake in tests). */
export interface RequestLike {
  request: Request;
  clientAddress?: string | undefined;
}

export function bodyKind(contentType: string | null): BodyKind | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/**
 * Refuses posts a browser made on behalf of another site (CSRF and spam relays). The only origin
 * accepted is the configured public address: the Host header is the client's to choose, so
 * comparing against it would trust whatever the client claims.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Matches an address against the trusted proxy list (IPv4-mapped IPv6 counts as IPv4); throws on
 * an entry that is not an address or a CIDR range.
 */
export function proxyMatcher(list: readonly string[]): (address: string | undefined) => boolean {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', bits, ...extra] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    try {
      if (extra.length || (bits !== undefined && !/^\d+$/.test(bits))) throw new RangeError(entry);
      if (bits === undefined) blocks.addAddress(address, family);
      else blocks.addSubnet(address, Number(bits), family);
    } catch {
      throw new Error(`"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`);
    }
  }
  if (!list.length) return () => false;
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The visitor's address. X-Forwarded-For is read only when the connection comes from a configured
 * proxy; each proxy appends the address it saw, so the first entry from the right that is not one
 * of our proxies is the client (everything left of it was written by the client and proves nothing).
 */
export function clientIp(context: RequestLike, isTrustedProxy: (address: string | undefined) => boolean): string {
  const direct = context.clientAddress || 'unknown';
  if (!isTrustedProxy(context.clientAddress)) return direct;
  const forwarded =
    context.request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean) ?? [];
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    if (!isTrustedProxy(forwarded[index])) return forwarded[index]!;
  }
  return forwarded[0] ?? direct;
}

/**
 * The address a rate limit counts: an IPv6 client is counted by its /64, the block one subscriber
 * or host is normally given (it can pick any of 2^64 addresses inside it); IPv4 as it is.
 */
export function limitAddress(ip: string): string {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) lies outside the first 64 bits; only its count matters.
  const rightCount = right.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - rightCount).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export class TooLarge extends Error {}

export async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

export function parseBody(kind: BodyKind, text: string): Record<string, unknown> | undefined {
  if (kind === 'form') {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) if (!(key in fields)) fields[key] = value;
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
