/**
 * Server environment, read once through one schema at start-up. Every variable is documented in
 * .env.example. The production server resolves it before it loads the build and shares the result
 * with the endpoints through the process context (context.ts).
 */
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** A comma-separated setting as a list of its non-empty entries. */
const entries = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** "127.0.0.1, 10.0.0.0/8, ::1" → the addresses and ranges of the proxies allowed to forward. */
export function parseProxyList(value: string): { list: string[]; problem?: string } {
  const list = entries(value);
  const bad = list.find((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    return !family || !validBits || extra !== undefined;
  });
  return bad ? { list, problem: `"${bad}" is not an IP address or a CIDR range such as 10.0.0.0/8` } : { list };
}

/** Empty, or a switch set to off: no proxy is trusted. */
const NONE = /^(false|0|no)?$/i;

export const envSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public address of the site; required in production (see resolveSiteUrl). */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The build to serve (dist/ beside the project unless set). */
  DIST_DIR: optionalText,
  DATABASE_PATH: z.string().min(1).default('./data/brightlane.db'),
  /** A PostgreSQL address (postgres://…): every instance then shares that database, including the rate limits. */
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
      .optional(),
  ),
  /** Connections each instance may open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Plain password for /admin; ADMIN_PASSWORD_HASH (scrypt$salt$hash) is preferred in production. */
  ADMIN_PASSWORD: optionalText,
  ADMIN_PASSWORD_HASH: optionalText,
  /** Mixed into the IP-hash salt and the unsubscribe-link key, which the database also keeps; optional. */
  APP_SECRET: optionalText,
  /** Requests per IP per minute for each form endpoint. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** A form sent sooner than this after the page showed it is held for review, not dropped. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Addresses of the reverse proxies whose X-Forwarded-For/-Proto are believed. Empty: none. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const problem = /^(true|1|yes)$/i.test(value.trim())
        ? 'give the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8) instead of "true"'
        : NONE.test(value.trim())
          ? undefined
          : parseProxyList(value).problem;
      if (problem) context.addIssue({ code: 'custom', message: problem });
      return NONE.test(value.trim()) ? [] : entries(value);
    }),
  /** Open connections the server accepts before it starts closing the oldest idle ones. */
  MAX_CONNECTIONS: z.coerce.number().int().min(16).max(100_000).default(800),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  NOTIFY_EMAIL: optionalText,
  /** Outgoing webhooks for new messages: comma-separated http(s) URLs (decision 131). */
  WEBHOOK_URLS: z
    .string()
    .default('')
    .transform((value, context) => {
      for (const entry of entries(value))
        if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol))
          context.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) URL` });
      return entries(value);
    }),
  /** Signs every webhook body (HMAC-SHA256); required with WEBHOOK_URLS. */
  WEBHOOK_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  /** The first webhook retry waits this long, each next one twice as long. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SITE_URL'> & { SITE_URL: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/** host:port as it appears in a URL (IPv6 in brackets). */
export function urlHost(host: string, portNumber: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${portNumber}`;
}

/**
 * Without SITE_URL the only trustworthy public address is the one we listen on, and only on a
 * developer's machine: in production a guessed address would let other origins pass the form check.
 */
function resolveSiteUrl(parsed: ParsedEnv, production: boolean): string {
  if (parsed.SITE_URL) return new URL(parsed.SITE_URL).origin;
  if (production || !isLoopbackHost(parsed.HOST)) {
    throw new Error(
      'Invalid environment: SITE_URL is required in production (NODE_ENV=production or a non-loopback HOST), e.g. SITE_URL=https://www.example.com',
    );
  }
  return `http://${urlHost(parsed.HOST, parsed.PORT)}`;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  if (result.data.WEBHOOK_URLS.length && !result.data.WEBHOOK_SECRET)
    throw new Error('Invalid environment: WEBHOOK_SECRET: required when WEBHOOK_URLS is set (at least 16 characters)');
  return { ...result.data, SITE_URL: resolveSiteUrl(result.data, source['NODE_ENV'] === 'production') };
}

/** Matches an address against the trusted proxy list (IPv4-mapped IPv6 counts as IPv4). */
export function proxyMatcher(list: readonly string[]): (address: string | undefined) => boolean {
  if (!list.length) return () => false;
  const blocks = new BlockList();
  for (const entry of list) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
