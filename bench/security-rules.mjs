// A small checker for the Mozilla HTTP Observatory's published header tests and scoring
// (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring). The Observatory's own
// scanner cannot run offline, so the rules it documents are implemented here. Tests marked
// httpsOnly can only be judged on a deployment behind TLS and are reported, not scored.

function directives(policy) {
  const map = new Map();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

export function checkResponse({ url, headers, https = false, html = '' }) {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const results = [];
  const add = (test, pass, modifier, result, note = '', httpsOnly = false) =>
    results.push({ test, pass, modifier: httpsOnly && !https ? 0 : modifier, result, note, httpsOnly });
  const isHtml = (h['content-type'] ?? '').includes('text/html');

  // Content Security Policy
  const csp = directives(h['content-security-policy']);
  if (!h['content-security-policy']) {
    add('content-security-policy', !isHtml, isHtml ? -25 : 0, 'csp-not-implemented');
  } else {
    const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
    const unsafeScript =
      script.includes("'unsafe-inline'") ||
      script.includes("'unsafe-eval'") ||
      script.includes('*') ||
      script.some((s) => /^(https?:|data:)$/.test(s));
    const objectNone = (csp.get('object-src') ?? csp.get('default-src') ?? []).includes("'none'");
    const defaultNone = (csp.get('default-src') ?? []).includes("'none'");
    if (unsafeScript) add('content-security-policy', false, -20, 'csp-implemented-with-unsafe-inline');
    else if (!objectNone)
      add(
        'content-security-policy',
        false,
        -5,
        'csp-implemented-with-insecure-scheme-in-passive-content-only',
        'object-src is not none',
      );
    else if (defaultNone) add('content-security-policy', true, 10, 'csp-implemented-with-no-unsafe-default-src-none');
    else add('content-security-policy', true, 5, 'csp-implemented-with-no-unsafe');
  }

  // Cookies
  const cookies = (headers['set-cookie'] ? [].concat(headers['set-cookie']) : []).flatMap((c) =>
    String(c).split(/,(?=\s*[^;,=\s]+=)/),
  );
  if (cookies.length === 0) add('cookies', true, 0, 'cookies-not-found');
  else {
    const ok = cookies.every(
      (c) => /;\s*httponly/i.test(c) && /;\s*samesite=(strict|lax)/i.test(c) && (!https || /;\s*secure/i.test(c)),
    );
    add(
      'cookies',
      ok,
      ok ? 5 : -20,
      ok ? 'cookies-secure-with-httponly-sessions-and-samesite' : 'cookies-without-secure-flag-but-protected-by-hsts',
    );
  }

  // Cross-origin resource sharing
  const acao = h['access-control-allow-origin'];
  add(
    'cross-origin-resource-sharing',
    acao !== '*' || !isHtml,
    acao === '*' && isHtml ? -50 : 0,
    acao
      ? 'cross-origin-resource-sharing-implemented-with-public-access'
      : 'cross-origin-resource-sharing-not-implemented',
  );

  // Referrer Policy
  const referrer =
    (h['referrer-policy'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .pop() ?? '';
  const privateReferrer = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
    referrer,
  );
  add(
    'referrer-policy',
    privateReferrer,
    privateReferrer ? 5 : referrer ? -5 : 0,
    privateReferrer
      ? 'referrer-policy-private'
      : referrer
        ? 'referrer-policy-unsafe'
        : 'referrer-policy-not-implemented',
  );

  // Strict Transport Security (judged over HTTPS only)
  const hsts = /max-age=(\d+)/.exec(h['strict-transport-security'] ?? '');
  const hstsAge = hsts ? Number(hsts[1]) : 0;
  add(
    'strict-transport-security',
    hstsAge >= 15_768_000,
    hstsAge >= 15_768_000 ? 0 : -20,
    hstsAge >= 15_768_000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-not-implemented',
    `max-age=${hstsAge}`,
    true,
  );

  // Subresource Integrity: only scripts from other origins need it
  const external = [...html.matchAll(/<script[^>]+src="(https?:)?\/\/[^"]+"/g)].map((m) => m[0]);
  const withoutSri = external.filter((tag) => !/integrity=/.test(tag));
  add(
    'subresource-integrity',
    withoutSri.length === 0,
    withoutSri.length ? -50 : 0,
    external.length
      ? withoutSri.length
        ? 'sri-not-implemented-and-external-scripts-not-loaded-securely'
        : 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  );

  // X-Content-Type-Options
  const nosniff = (h['x-content-type-options'] ?? '').toLowerCase() === 'nosniff';
  add(
    'x-content-type-options',
    nosniff,
    nosniff ? 0 : -5,
    nosniff ? 'x-content-type-options-nosniff' : 'x-content-type-options-not-implemented',
  );

  // X-Frame-Options (or CSP frame-ancestors)
  const frameAncestors = csp.get('frame-ancestors');
  if (frameAncestors && (frameAncestors.includes("'none'") || frameAncestors.includes("'self'")))
    add('x-frame-options', true, 5, 'x-frame-options-implemented-via-csp');
  else if (/^(deny|sameorigin)$/i.test(h['x-frame-options'] ?? ''))
    add('x-frame-options', true, 0, 'x-frame-options-sameorigin-or-deny');
  else add('x-frame-options', !isHtml, isHtml ? -20 : 0, 'x-frame-options-not-implemented');

  // Cross-Origin-Resource-Policy
  const corp = h['cross-origin-resource-policy'];
  add(
    'cross-origin-resource-policy',
    Boolean(corp),
    0,
    corp ? 'corp-implemented-with-same-origin' : 'corp-not-implemented',
  );

  // Scoring: start at 100, apply penalties; bonuses count only when the score is already 90 or more.
  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  return { url, score, grade: grade(score), results };
}

export function grade(score) {
  const table = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return table.find(([min]) => score >= min)?.[1] ?? 'F';
}
