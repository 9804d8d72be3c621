import { describe, expect, it } from 'vitest';
import { parseEnv, parseProxyList, proxyMatcher } from './env.ts';

describe('environment', () => {
  it('uses the listen address as the public address on a developer machine', () => {
    expect(parseEnv({}).SITE_URL).toBe('http://127.0.0.1:4321');
    expect(parseEnv({ PORT: '8080', HOST: '::1' }).SITE_URL).toBe('http://[::1]:8080');
    expect(parseEnv({ SITE_URL: 'https://www.brightlane.example/' }).SITE_URL).toBe('https://www.brightlane.example');
  });

  it('requires SITE_URL in production and on a public interface', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('SITE_URL is required in production');
    expect(() => parseEnv({ HOST: '0.0.0.0' })).toThrow('SITE_URL is required in production');
    expect(parseEnv({ HOST: '0.0.0.0', SITE_URL: 'https://a.example' }).HOST).toBe('0.0.0.0');
    expect(() => parseEnv({ SITE_URL: 'ftp://a.example' })).toThrow('SITE_URL');
  });

  it('reads TRUST_PROXY as an address list, refusing "true" and bad entries', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow('give the proxy addresses');
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not an IP address or a CIDR range');
    expect(parseProxyList('proxy.local').problem).toMatch(/proxy\.local/);
  });

  it('matches proxies by address and range, IPv4-mapped addresses included', () => {
    const trusted = proxyMatcher(['10.0.0.0/8', '::1']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
  });

  it('reads WEBHOOK_URLS as a URL list that needs a signing secret', () => {
    expect(parseEnv({}).WEBHOOK_URLS).toEqual([]);
    const env = parseEnv({
      WEBHOOK_URLS: 'https://hooks.slack.com/services/T/B/X, http://crm.local/in',
      WEBHOOK_SECRET: 'a-secret-of-16-chars',
    });
    expect(env.WEBHOOK_URLS).toEqual(['https://hooks.slack.com/services/T/B/X', 'http://crm.local/in']);
    expect(env.WEBHOOK_RETRY_SECONDS).toBe(30);
    expect(() => parseEnv({ WEBHOOK_URLS: 'https://a.example/hook' })).toThrow(
      'WEBHOOK_SECRET: required when WEBHOOK_URLS is set',
    );
    expect(() => parseEnv({ WEBHOOK_URLS: 'ftp://a.example/hook', WEBHOOK_SECRET: 'a-secret-of-16-chars' })).toThrow(
      'is not an http(s) URL',
    );
    expect(() => parseEnv({ WEBHOOK_URLS: 'https://a.example/hook', WEBHOOK_SECRET: 'short' })).toThrow(
      'at least 16 characters',
    );
  });
});
