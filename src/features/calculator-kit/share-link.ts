/**
 * Compact, versioned calculator state in a URL: "?plan=v1.<base64url(JSON)>". Decoding validates
 * with a schema and reports a malformed link instead of throwing.
 */
import type { SafeParser } from '../../lib/storage.ts';
import { SHARE_PARAM } from './share-token.ts';

export { sharedToken, withoutSharedToken } from './share-token.ts';

function toBase64Url(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(encoded: string): Uint8Array {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function fromBase64Url(encoded: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(encoded));
}

/** Runs bytes through the browser's (and Node's) own compression streams: no library needed. */
async function throughStream(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/**
 * A compressed link: "v2.<base64url(deflate-raw(JSON))>". A plan of 120 ROI rows that made a
 * 431-sized address as plain JSON fits several times over (share-link.test.ts measures it).
 */
export async function encodeShareCompressed(version: number, data: unknown): Promise<string> {
  const packed = await throughStream(
    new TextEncoder().encode(JSON.stringify(data)),
    new CompressionStream('deflate-raw'),
  );
  return `v${version}.${bytesToBase64Url(packed)}`;
}

/** How each version of a tool's link is read: its schema, and whether its payload is compressed. */
export type ShareReaders = Record<number, { schema: SafeParser<unknown>; compressed: boolean }>;

/**
 * Reads a link of any version the tool still knows (old links keep opening); the value comes back
 * with the version it was written in, so the tool can map an old shape onto today's.
 */
export async function decodeShareVersions(
  token: string,
  readers: ShareReaders,
): Promise<DecodeResult<{ version: number; value: unknown }>> {
  const match = /^v(\d+)\.([A-Za-z0-9_-]+)$/.exec(token.trim());
  if (!match) return { ok: false, problem: 'format', error: 'The shared link is not in a format we recognise.' };
  const version = Number(match[1]);
  const reader = readers[version];
  if (!reader)
    return { ok: false, problem: 'version', error: 'The shared link comes from a different version of this tool.' };
  let data: unknown;
  try {
    const bytes = base64UrlToBytes(match[2] ?? '');
    const text = reader.compressed
      ? new TextDecoder('utf-8', { fatal: true }).decode(
          await throughStream(bytes, new DecompressionStream('deflate-raw')),
        )
      : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'damaged', error: 'The shared link is damaged and could not be read.' };
  }
  const parsed = reader.schema.safeParse(data);
  return parsed.success
    ? { ok: true, value: { version, value: parsed.data } }
    : { ok: false, problem: 'values', error: 'The shared link contains values we cannot use.' };
}

/**
 * The longest address a link may be. The site's own server refuses request heads past 16 KiB
 * (HTTP 431) and some proxies and chat apps cut addresses near 8,000 characters, so a longer link
 * is not offered: the tool says the plan is too big to share and points to its file export.
 */
export const SHARE_URL_LIMIT = 8000;

export function shareUrlFits(url: string): boolean {
  return url.length <= SHARE_URL_LIMIT;
}

export function encodeShare(version: number, data: unknown): string {
  return `v${version}.${toBase64Url(JSON.stringify(data))}`;
}

/** Why a link could not be read, for the page to word in its language. */
export type ShareProblem = 'format' | 'version' | 'damaged' | 'values';

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: string; problem?: ShareProblem };

export function decodeShare<T>(token: string, version: number, schema: SafeParser<T>): DecodeResult<T> {
  const match = /^v(\d+)\.([A-Za-z0-9_-]+)$/.exec(token.trim());
  if (!match) return { ok: false, problem: 'format', error: 'The shared link is not in a format we recognise.' };
  if (Number(match[1]) !== version)
    return { ok: false, problem: 'version', error: 'The shared link comes from a different version of this tool.' };
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(match[2] ?? ''));
  } catch {
    return { ok: false, problem: 'damaged', error: 'The shared link is damaged and could not be read.' };
  }
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: 'values', error: 'The shared link contains values we cannot use.' };
}

/** The page address with only the shared state in it (other parameters and the hash are dropped). */
export function shareUrl(pageUrl: string, token: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, token);
  return url.toString();
}
