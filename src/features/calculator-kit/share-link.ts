/**
 * Compact, versioned calculator state in a URL: "?plan=v1.<base64url(JSON)>". Decoding validates
 * with a schema and reports a malformed link instead of throwing.
 */
import type { SafeParser } from '../../lib/storage.ts';

const SHARE_PARAM = 'plan';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
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
  if (Number(match[1]) !== version) return { ok: false, problem: 'version', error: 'The shared link comes from a different version of this tool.' };
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(match[2] ?? ''));
  } catch {
    return { ok: false, problem: 'damaged', error: 'The shared link is damaged and could not be read.' };
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: 'values', error: 'The shared link contains values we cannot use.' };
}

/** The page address with only the shared state in it (other parameters and the hash are dropped). */
export function shareUrl(pageUrl: string, token: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, token);
  return url.toString();
}

/** The shared state in the current address, if any. */
export function sharedToken(search: string): string | null {
  return new URLSearchParams(search).get(SHARE_PARAM);
}

/** The page address without the shared state, once the visitor has changed what it showed. */
export function withoutSharedToken(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(SHARE_PARAM);
  return url.toString();
}
