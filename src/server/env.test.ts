import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

/** Astro's validated settings as a developer's machine has them, with `given` on top. */
const env = (given: Parameters<typeof parseEnv>[1] = {}, production = false) =>
  parseEnv(production, {
    HOST: '127.0.0.1',
    PORT: 4321,
    SITE_URL: undefined,
    TRUST_PROXY: '',
    WEBHOOK_URLS: '',
    WEBHOOK_SECRET: undefined,
    DATABASE_URL: undefined,
    ...given,
  });

describe('environment', () => {
  it('uses the listen address as the public address on a developer machine', () => {
    expect(env().SITE_URL).toBe('http://127.0.0.1:4321');
    expect(env({ PORT: 8080, HOST: '::1' }).SITE_URL).toBe('http://[::1]:8080');
    expect(env({ SITE_URL: 'https://www.brightlane.example/' }).SITE_URL).toBe('https://www.brightlane.example');
  });

  it('requires SITE_URL in production and on a public interface', () => {
    expect(() => env({}, true)).toThrow('SITE_URL is required in production');
    expect(() => env({ HOST: '0.0.0.0' })).toThrow('SITE_URL is required in production');
    expect(env({ HOST: '0.0.0.0', SITE_URL: 'https://a.example' }).HOST).toBe('0.0.0.0');
    expect(() => env({ SITE_URL: 'ftp://a.example' })).toThrow('SITE_URL');
  });

  it('reads TRUST_PROXY as an address list, refusing "true" and bad entries', () => {
    expect(env().TRUST_PROXY).toEqual([]);
    expect(env({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(env({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => env({ TRUST_PROXY: 'true' })).toThrow('give the proxy addresses');
    for (const entry of ['10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', 'proxy.local'])
      expect(() => env({ TRUST_PROXY: entry }), entry).toThrow(`"${entry}" is not an IP address or a CIDR range`);
  });

  it('reads WEBHOOK_URLS as a URL list that needs a signing secret', () => {
    expect(env().WEBHOOK_URLS).toEqual([]);
    const hooks = env({
      WEBHOOK_URLS: 'https://hooks.slack.com/services/T/B/X, http://crm.local/in',
      WEBHOOK_SECRET: 'a-secret-of-16-chars',
    });
    expect(hooks.WEBHOOK_URLS).toEqual(['https://hooks.slack.com/services/T/B/X', 'http://crm.local/in']);
    expect(() => env({ WEBHOOK_URLS: 'https://a.example/hook' })).toThrow(
      'WEBHOOK_SECRET: required when WEBHOOK_URLS is set',
    );
    expect(() => env({ WEBHOOK_URLS: 'ftp://a.example/hook', WEBHOOK_SECRET: 'a-secret-of-16-chars' })).toThrow(
      'is not an http(s) URL',
    );
  });

  it('takes only a PostgreSQL address as DATABASE_URL', () => {
    expect(env({ DATABASE_URL: 'postgresql://u@db/site' }).DATABASE_URL).toBe('postgresql://u@db/site');
    expect(() => env({ DATABASE_URL: 'mysql://u@db/site' })).toThrow('must be a postgres:// or postgresql:// address');
  });

  it('leaves types, ranges and defaults to Astro: the settings arrive typed', () => {
    const { PORT, RATE_LIMIT_PER_MINUTE, WEBHOOK_RETRY_SECONDS, DATABASE_PATH } = env();
    expect([typeof PORT, typeof RATE_LIMIT_PER_MINUTE, typeof WEBHOOK_RETRY_SECONDS]).toEqual([
      'number',
      'number',
      'number',
    ]);
    expect(DATABASE_PATH.length).toBeGreaterThan(0);
  });
});
