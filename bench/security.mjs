// Security headers of every response kind, scored with the Observatory's rules (security-rules.mjs):
// every prerendered page, every static file of the build, the pages rendered on demand (404, 410,
// redirect, blog search, admin), the health check and every API and form endpoint, including the
// admin sign-in that sets the session cookie.
import { listFiles, splitPrecompressed } from '../src/server/static-serve.ts';
import { validMessage } from '../tests/integration/server.ts';
import { checkResponse } from './security-rules.mjs';

/** GET targets from the build, as the server sees it: pages by their clean URL, other files by path. */
function buildTargets(clientDir) {
  const { files } = splitPrecompressed(listFiles(clientDir));
  const pages = [];
  const assets = [];
  for (const file of files) {
    if (file.endsWith('.html')) pages.push(file.replace(/index\.html$/, '').replace(/\.html$/, '') || '/');
    else assets.push(file);
  }
  return { pages: pages.sort(), assets: assets.sort() };
}

/**
 * Checks every response kind against `baseUrl`. With `https`, requests carry
 * X-Forwarded-Proto: https (the server must trust the proxy) and are judged as a TLS deployment.
 */
export async function runSecurity(baseUrl, clientDir, { https = false, adminPassword } = {}) {
  const proto = https ? { 'x-forwarded-proto': 'https' } : {};
  const { pages, assets } = buildTargets(clientDir);
  const rows = [];
  const check = async (kind, label, path, init = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...proto, ...init.headers },
    });
    const body = await response.text();
    const headers = Object.fromEntries(response.headers);
    if (response.headers.getSetCookie().length) headers['set-cookie'] = response.headers.getSetCookie();
    rows.push({
      kind,
      ...checkResponse({
        url: label,
        headers,
        https,
        html: headers['content-type']?.includes('text/html') ? body : '',
      }),
      status: response.status,
    });
  };
  for (const path of pages) await check('Prerendered page', path, path);
  for (const path of assets) await check('Static file', path, path);
  for (const [label, path] of [
    ['404 page', '/this-page-does-not-exist'],
    ['410 page', '/services/seo'],
    ['Blog search', '/blog/search?q=linkedin'],
    ['Admin sign-in page', '/admin/sign-in'],
    ['Admin without a session (redirect)', '/admin'],
    ['Health check', '/healthz'],
  ]) {
    await check('Rendered on demand', `${label}: ${path}`, path);
  }
  const form = (fields) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const message = validMessage('Security headers benchmark');
  for (const [label, path, init] of [
    ['POST /api/contact (JSON, invalid)', '/api/contact', json({})],
    ['POST /api/contact (JSON, valid)', '/api/contact', json(message)],
    [
      'POST /api/contact (form, no JavaScript)',
      '/api/contact',
      form({ ...message, elapsedMs: String(message.elapsedMs) }),
    ],
    ['POST /api/newsletter (JSON)', '/api/newsletter', json({ email: 'bench@example.com', consent: 'yes' })],
    [
      'POST /api/contact from another site',
      '/api/contact',
      { ...json(message), headers: { 'content-type': 'application/json', origin: 'https://evil.example' } },
    ],
    ...(adminPassword
      ? [['POST /admin/sign-in (sets the session cookie)', '/admin/sign-in', form({ password: adminPassword })]]
      : []),
  ]) {
    await check('API and forms', label, path, init);
  }
  return rows;
}
