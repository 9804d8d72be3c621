/**
 * Admin password hashing: scrypt with a random salt, stored as `scrypt$<salt>$<hash>` (base64url).
 * Plain Node (no Astro, no zod) so `npm run admin:hash` can use it directly.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function isPasswordHash(value: string): boolean {
  return /^scrypt\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{80,}$/.test(value);
}

/**
 * One scrypt at a time: on a small machine, several running together on the thread pool would take
 * every core and starve the event loop of CPU even though none runs on it. Attempts queue instead
 * (the sign-in limits keep the queue short).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Constant-time check of a password against a stored scrypt hash. Asynchronous: scrypt runs on
 * libuv's thread pool, so a burst of sign-in attempts never holds the event loop (each one costs
 * tens of milliseconds of CPU).
 */
export async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, saltText, hashText] = stored.split('$') as [string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await oneAtATime(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), Buffer.from(saltText, 'base64url'), expected.length, COST, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
  return timingSafeEqual(actual, expected);
}

/** Constant-time comparison of two strings of any length (compares their SHA-256 digests). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right);
}
