/**
 * Security headers for every response, and the Content-Security-Policy merge: Astro computes the
 * hashes of the scripts it emits (per page); we add the directives that only work as headers.
 */

export const BASE_CSP_DIRECTIVES: readonly string[] = [
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
];

/** Pull the script-src directive out of a policy, if it has one. */
export function scriptSrcOf(policy: string | undefined): string | undefined {
  if (!policy) return undefined;
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
}

/** Union of the script-src sources of many policies (used for pages rendered on demand). */
export function unionScriptSrc(policies: readonly string[]): string {
  const sources = new Set<string>(["'self'"]);
  for (const policy of policies) {
    const directive = scriptSrcOf(policy);
    if (!directive) continue;
    for (const source of directive.split(/\s+/).slice(1)) {
      if (source !== "'unsafe-inline'" && source !== "'unsafe-eval'") sources.add(source);
    }
  }
  return `script-src ${[...sources].join(' ')}`;
}

export function buildCsp(scriptSrc: string | undefined, fallbackScriptSrc: string): string {
  return [...BASE_CSP_DIRECTIVES, scriptSrc ?? fallbackScriptSrc].join('; ');
}

export interface HeaderOptions {
  https: boolean;
}

export function securityHeaders({ https }: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  // Browsers ignore HSTS over plain HTTP; we still send it so a TLS-terminating proxy passes it on.
  headers['Strict-Transport-Security'] = https
    ? 'max-age=63072000; includeSubDomains; preload'
    : 'max-age=63072000; includeSubDomains';
  return headers;
}
