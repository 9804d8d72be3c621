/**
 * The script-src Astro wrote: each page's script hashes are in its Content-Security-Policy
 * (dist/_headers.json for prerendered pages, the response header for pages rendered on demand);
 * the route policy (src/server/route-policy.ts) puts them into the policy it sends.
 */

/** The script-src directive of a policy, if it has one. */
export function scriptSrcOf(policy: string | undefined): string | undefined {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
}

/** Union of the script-src sources of many policies (used for pages rendered on demand). */
export function unionScriptSrc(policies: readonly string[]): string {
  const sources = new Set<string>(["'self'"]);
  for (const source of policies.flatMap((policy) => scriptSrcOf(policy)?.split(/\s+/).slice(1) ?? []))
    if (source !== "'unsafe-inline'" && source !== "'unsafe-eval'") sources.add(source);
  return `script-src ${[...sources].join(' ')}`;
}
