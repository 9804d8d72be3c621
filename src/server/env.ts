/**
 * Server environment, read once at start-up. Astro validates the settings astro.config.mjs declares
 * when this module loads; here is only what a field cannot express (decision 148).
 */
import { isIP } from 'node:net';
import { proxyMatcher } from '../lib/request-guard.ts';
import * as settings from 'astro:env/server';

type Settings = Omit<typeof settings, 'getSecret'>;
export type Env = Omit<Settings, 'SITE_URL' | 'TRUST_PROXY' | 'WEBHOOK_URLS'> & {
  SITE_URL: string;
  /** Addresses and ranges of the reverse proxies whose X-Forwarded-For/-Proto are believed. */
  TRUST_PROXY: string[];
  /** Outgoing webhooks for new messages (decision 131). */
  WEBHOOK_URLS: string[];
};

const entries = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/** host:port as it appears in a URL (IPv6 in brackets). */
export function urlHost(host: string, portNumber: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${portNumber}`;
}

/**
 * `production`: NODE_ENV=production was set. `given` replaces some of Astro's validated settings
 * (tests). Without SITE_URL the only trustworthy public address is the one we listen on, and only
 * on a developer's machine: in production a guessed address would let other origins pass the form
 * check.
 */
export function parseEnv(production: boolean, given: Partial<Settings> = {}): Env {
  const raw = { ...settings, ...given };
  const problems: string[] = [];
  const proxies = raw.TRUST_PROXY.trim();
  if (/^(true|1|yes)$/i.test(proxies))
    problems.push('TRUST_PROXY: give the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8) instead of "true"');
  const TRUST_PROXY = /^(false|0|no)?$/i.test(proxies) ? [] : entries(proxies);
  try {
    proxyMatcher(TRUST_PROXY);
  } catch (error) {
    if (!problems.length) problems.push(`TRUST_PROXY: ${(error as Error).message}`);
  }
  const WEBHOOK_URLS = entries(raw.WEBHOOK_URLS);
  for (const url of WEBHOOK_URLS)
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      problems.push(`WEBHOOK_URLS: "${url}" is not an http(s) URL`);
  if (WEBHOOK_URLS.length && !raw.WEBHOOK_SECRET)
    problems.push('WEBHOOK_SECRET: required when WEBHOOK_URLS is set (at least 16 characters)');
  if (raw.DATABASE_URL && !/^postgres(ql)?:\/\//.test(raw.DATABASE_URL))
    problems.push('DATABASE_URL: must be a postgres:// or postgresql:// address');
  let SITE_URL = `http://${urlHost(raw.HOST, raw.PORT)}`;
  if (raw.SITE_URL) {
    const url = new URL(raw.SITE_URL);
    if (!/^https?:$/.test(url.protocol)) problems.push('SITE_URL: must be an http(s) address');
    SITE_URL = url.origin;
  } else if (production || !isLoopbackHost(raw.HOST)) {
    problems.push(
      'SITE_URL is required in production (NODE_ENV=production or a non-loopback HOST), e.g. SITE_URL=https://www.example.com',
    );
  }
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return { ...raw, SITE_URL, TRUST_PROXY, WEBHOOK_URLS };
}
