/**
 * The /admin gate: enabled only when a password (or its hash) is configured. Sessions are random
 * tokens in an HttpOnly, SameSite=Strict cookie; the database keeps only their SHA-256 and expiry,
 * so signing out revokes the session for good.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Sql } from '../../../server/sql.ts';
import type { Env } from '../../../server/env.ts';
import { safeEqual, verifyPasswordHash } from './password-hash.ts';

export const SESSION_COOKIE = 'brightlane_admin';
export const SESSION_TTL_MS = 8 * 60 * 60_000;

export function adminEnabled(env: Pick<Env, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'>): boolean {
  return Boolean(env.ADMIN_PASSWORD_HASH || env.ADMIN_PASSWORD);
}

/** Constant-time; the hash wins when both are configured. */
export async function checkPassword(
  env: Pick<Env, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH'>,
  candidate: string,
): Promise<boolean> {
  if (candidate.length > 1024) return false;
  if (env.ADMIN_PASSWORD_HASH) return verifyPasswordHash(candidate, env.ADMIN_PASSWORD_HASH);
  if (env.ADMIN_PASSWORD) return safeEqual(candidate, env.ADMIN_PASSWORD);
  return false;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(sql: Sql, now = new Date()): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_TTL_MS);
  await sql.run('DELETE FROM admin_sessions WHERE expires_at <= ?', [now.toISOString()]);
  await sql.run('INSERT INTO admin_sessions (token_hash, created_at, expires_at) VALUES (?, ?, ?)', [
    digest(token),
    now.toISOString(),
    expires.toISOString(),
  ]);
  return { token, expires };
}

export async function sessionIsValid(sql: Sql, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await sql.get<{ expires_at: string }>('SELECT expires_at FROM admin_sessions WHERE token_hash = ?', [
    digest(token),
  ]);
  return Boolean(row && row.expires_at > now.toISOString());
}

export async function endSession(sql: Sql, token: string | undefined): Promise<void> {
  if (token) await sql.run('DELETE FROM admin_sessions WHERE token_hash = ?', [digest(token)]);
}

/** A per-session token for every admin form (defence in depth beside SameSite=Strict). */
export function csrfToken(sessionToken: string): string {
  return createHmac('sha256', digest(sessionToken)).update('admin-csrf').digest('base64url');
}

export function csrfIsValid(sessionToken: string, candidate: unknown): boolean {
  return typeof candidate === 'string' && safeEqual(candidate, csrfToken(sessionToken));
}

export interface CookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

/** Options for Astro's cookie API: the session cookie only ever travels to /admin. */
export function sessionCookieOptions({ secure, maxAgeSeconds }: CookieOptions) {
  return { path: '/admin', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'strict', secure } as const;
}

/** HTTPS as the browser sees it (directly, through a trusted proxy, or per SITE_URL). */
export function isHttps(request: Request, env: Pick<Env, 'SITE_URL'>, viaTrustedProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:' || env.SITE_URL.startsWith('https:')) return true;
  return viaTrustedProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
