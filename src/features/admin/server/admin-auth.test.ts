import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase, sqliteSql } from '../../../server/sqlite.ts';
import {
  SESSION_TTL_MS,
  adminEnabled,
  checkPassword,
  createSession,
  csrfIsValid,
  csrfToken,
  endSession,
  sessionCookieOptions,
  sessionIsValid,
} from './admin-auth.ts';
import { hashPassword, isPasswordHash, safeEqual, verifyPasswordHash } from './password-hash.ts';

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brightlane-auth-'));
  db = openDatabase(join(dir, 'auth.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('admin passwords', () => {
  it('hashes with scrypt and verifies in constant time, off the event loop', async () => {
    const hash = hashPassword('correct horse battery');
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPasswordHash('correct horse battery', hash)).toBe(true);
    expect(await verifyPasswordHash('correct horse batterY', hash)).toBe(false);
    expect(await verifyPasswordHash('x', 'not-a-hash')).toBe(false);
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
  });

  it('is enabled only with a password or hash; the hash wins', async () => {
    expect(adminEnabled({ ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined })).toBe(false);
    const env = { ADMIN_PASSWORD: 'plain-password', ADMIN_PASSWORD_HASH: hashPassword('hashed-password') };
    expect(adminEnabled(env)).toBe(true);
    expect(await checkPassword(env, 'hashed-password')).toBe(true);
    expect(await checkPassword(env, 'plain-password')).toBe(false);
    expect(
      await checkPassword({ ADMIN_PASSWORD: 'plain-password', ADMIN_PASSWORD_HASH: undefined }, 'plain-password'),
    ).toBe(true);
    expect(await checkPassword({ ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined }, '')).toBe(false);
  });
});

describe('admin sessions', () => {
  it('are valid until they expire or end, and the database keeps only a digest', async () => {
    const sql = sqliteSql(db);
    const now = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(sql, now);
    expect(await sessionIsValid(sql, token, now)).toBe(true);
    expect(await sessionIsValid(sql, `${token}x`, now)).toBe(false);
    expect(await sessionIsValid(sql, token, new Date(now.getTime() + SESSION_TTL_MS + 1))).toBe(false);
    expect(JSON.stringify(db.prepare('SELECT * FROM admin_sessions').all())).not.toContain(token);
    await endSession(sql, token);
    expect(await sessionIsValid(sql, token, now)).toBe(false);
  });

  it('ties the CSRF token to the session', async () => {
    const a = (await createSession(sqliteSql(db))).token;
    const b = (await createSession(sqliteSql(db))).token;
    expect(csrfIsValid(a, csrfToken(a))).toBe(true);
    expect(csrfIsValid(a, csrfToken(b))).toBe(false);
    expect(csrfIsValid(a, undefined)).toBe(false);
  });

  it('writes a strict, HttpOnly cookie, Secure over HTTPS', () => {
    expect(sessionCookieOptions({ secure: false, maxAgeSeconds: 60 })).toEqual({
      path: '/admin',
      maxAge: 60,
      httpOnly: true,
      sameSite: 'strict',
      secure: false,
    });
    expect(sessionCookieOptions({ secure: true, maxAgeSeconds: 60 }).secure).toBe(true);
  });
});
