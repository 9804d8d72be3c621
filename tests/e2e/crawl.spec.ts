import { expect, test } from './fixtures.ts';

/*
 * Follows every internal link from the home page, breadth first. A link is fine when it answers 200,
 * or 410 with the retired-page notice that redirects (meta refresh and a 'Go Now' link).
 * Only 200 HTML pages are crawled further.
 */
const LIMIT = 400;

function linksIn(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    links.push((match[1] ?? '').replace(/&amp;/g, '&'));
  }
  return links;
}

test('no internal link on the site is broken', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // Both home pages, so each language is crawled even if the switch between them broke.
  const queue: { path: string; from: string }[] = [
    { path: '/', from: '(start)' },
    { path: '/vi', from: '(start)' },
  ];
  const seen = new Set<string>(['/', '/vi']);
  const broken: string[] = [];
  let crawled = 0;

  while (queue.length > 0 && crawled < LIMIT) {
    const { path, from } = queue.shift()!;
    crawled += 1;
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    const body = await response.text();
    if (status === 301 || status === 302) {
      const location = response.headers().location ?? '';
      const target = new URL(location, origin);
      if (target.origin === origin && !seen.has(target.pathname)) {
        seen.add(target.pathname);
        queue.push({ path: target.pathname, from: path });
      }
      continue;
    }
    if (status === 410) {
      if (!/http-equiv="refresh"/.test(body) || !/Go Now/.test(body))
        broken.push(`${path} (410 without redirect notice, linked from ${from})`);
      continue;
    }
    if (status !== 200) {
      broken.push(`${path} (${status}, linked from ${from})`);
      continue;
    }
    if (body.length === 0) broken.push(`${path} (empty body, linked from ${from})`);
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;

    for (const href of linksIn(body)) {
      if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) continue;
      const next = url.pathname;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  }

  expect(broken, 'broken internal links').toEqual([]);
  expect(crawled, 'pages reached from the home page').toBeGreaterThan(20);
  expect(
    [...seen].filter((path) => path === '/vi' || path.startsWith('/vi/')).length,
    'Vietnamese pages reached',
  ).toBeGreaterThanOrEqual(15);
  expect(queue, 'crawl finished within the limit').toEqual([]);
});
