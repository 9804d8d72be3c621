/**
 * The one place that decides each response's policy headers: security headers, the
 * Content-Security-Policy, Cache-Control and X-Robots-Tag, from the path, the status and the type.
 * The static file server precomputes them per file at start-up; Astro middleware (src/middleware.ts)
 * applies them to every response rendered on demand; the server's own answers (404, 410, 301,
 * 400) use them too. Nothing else sets these headers.
 */
import { locales } from '../lib/locales.ts';
import { pageRoute } from '../lib/routes.ts';
import { NOINDEX_ROBOTS } from '../lib/seo.ts';
import { isCmsPage, widenForEditor } from '../features/cms/cms-csp.ts';

/** Astro computes each page's script hashes; the directives that only work as headers are added here. */
const BASE_CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // Inline style attributes come from chart and dialog libraries; scripts stay strictly hashed.
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

export const CACHE = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  never: 'no-store',
  day: 'public, max-age=86400',
} as const;

interface Rule {
  matches(pathname: string): boolean;
  cache: string;
  robots?: string;
}

const prefix = (start: string) => (pathname: string) => pathname.startsWith(start);
const exact = (path: string) => (pathname: string) => pathname === path || pathname === `${path}/`;

/** First match wins; statuses of 400 and above override the cache column (see policyHeaders). */
const RULES: readonly Rule[] = [
  // Content-hashed names: a changed file gets a new name, so the old one may be kept forever.
  { matches: prefix('/_astro/'), cache: CACHE.immutable },
  { matches: prefix('/api/'), cache: CACHE.never },
  { matches: exact('/healthz'), cache: CACHE.never },
  {
    matches: (pathname) => pathname === '/admin' || pathname.startsWith('/admin/'),
    cache: CACHE.never,
    robots: NOINDEX_ROBOTS,
  },
  // Show one subscriber's address; never kept anywhere, never indexed.
  { matches: exact('/unsubscribe'), cache: CACHE.never, robots: NOINDEX_ROBOTS },
  { matches: exact('/newsletter/confirm'), cache: CACHE.never, robots: NOINDEX_ROBOTS },
  // After a no-JS post the contact page (in either language) shows the visitor's own typed values.
  ...locales.map((locale) => ({ matches: exact(pageRoute('/contact', locale).path), cache: CACHE.never })),
];

export interface PolicyInput {
  pathname: string;
  status: number;
  contentType: string;
  /** The script-src Astro computed for this page, when it has one. */
  scriptSrc?: string | undefined;
}

export interface PolicyOptions {
  https: boolean;
  /** Union of every page's script hashes, for pages whose own policy is not known. */
  fallbackScriptSrc: string;
}

export function createPolicy({ https, fallbackScriptSrc }: PolicyOptions) {
  const base: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Browsers ignore HSTS over plain HTTP; it is still sent so a TLS-terminating proxy passes it on.
    'Strict-Transport-Security': `max-age=63072000; includeSubDomains${https ? '; preload' : ''}`,
  };
  return function policyHeaders({ pathname, status, contentType, scriptSrc }: PolicyInput): Record<string, string> {
    const headers: Record<string, string> = { ...base };
    const html = contentType.includes('text/html');
    const rule = RULES.find((candidate) => candidate.matches(pathname));
    // A 304 carries no body; browsers merge its headers into the cached page, so a policy sent
    // here would replace the page's own CSP.
    if (status !== 304) {
      headers['Content-Security-Policy'] = html
        ? `${BASE_CSP}; ${scriptSrc ?? fallbackScriptSrc}`
        : "default-src 'none'; frame-ancestors 'none'";
      if (html && isCmsPage(pathname))
        headers['Content-Security-Policy'] = widenForEditor(headers['Content-Security-Policy']);
    }
    if (status >= 400) {
      // An error must never be kept by a browser or a CDN: the next request may well succeed.
      headers['Cache-Control'] = CACHE.never;
      if (html) headers['X-Robots-Tag'] = rule?.robots ?? NOINDEX_ROBOTS;
    } else {
      headers['Cache-Control'] = rule?.cache ?? (html ? CACHE.revalidate : CACHE.day);
    }
    if (rule?.robots) headers['X-Robots-Tag'] = rule.robots;
    return headers;
  };
}

export type PolicyHeaders = ReturnType<typeof createPolicy>;
