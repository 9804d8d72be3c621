/**
 * Every post of the blog collections reaches every place that lists posts, served by the real
 * build: the RSS feed, sitemap.xml, the list's first page, its category page and the on-demand
 * search, in both languages. Expectations are read from the collection files, so a new post is
 * checked here without editing this suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySlug, filterPosts, paginate, type PostSummary } from '../../src/features/blog/blog-query.ts';
import { posts, postsVi } from '../e2e/blog-posts.ts';
import { startServer, type RunningServer } from './server.ts';
import { requireBuild } from './support/built-site.ts';

const translations = postsVi.filter((post) => !posts.includes(post));
const editions = [
  { base: '/blog', list: posts, own: posts },
  { base: '/vi/blog', list: postsVi, own: translations },
] as const;

let server: RunningServer;

beforeAll(async () => {
  requireBuild();
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, server.url));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A post's page: in the list's language when translated, otherwise the English article. */
const hrefIn = (base: string, own: readonly PostSummary[], post: PostSummary) =>
  own.includes(post) ? `${base}/${post.slug}` : `/blog/${post.slug}`;

/** Where each post's link first appears in a page, in the order given; -1 when absent. */
const positions = (html: string, hrefs: string[]) => hrefs.map((href) => html.indexOf(`href="${href}"`));

describe('the blog collections, as the built site lists them', () => {
  it('rss.xml has an item for every English post, newest first', async () => {
    const xml = await page('/rss.xml');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => new URL(match[1]!).pathname);
    expect(links).toEqual(posts.map((post) => `/blog/${post.slug}`));
  });

  it('sitemap.xml lists every post page in both languages', async () => {
    const xml = await page('/sitemap.xml');
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
    for (const post of posts) expect(locs, post.slug).toContain(`/blog/${post.slug}`);
    for (const post of translations) expect(locs, post.slug).toContain(`/vi/blog/${post.slug}`);
  });

  it.each(editions)('$base: the first page shows the newest posts in date order', async ({ base, list, own }) => {
    const html = await page(base);
    const at = positions(
      html,
      paginate(list, 1).items.map((post) => hrefIn(base, own, post)),
    );
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it.each(editions)('$base: each category page lists its newest posts, in date order', async ({ base, list, own }) => {
    for (const category of new Set(list.map((post) => post.category))) {
      const slug = categorySlug(category);
      const html = await page(`${base}/category/${slug}`);
      const shown = paginate(filterPosts(list, { q: '', category: slug }), 1).items;
      const at = positions(
        html,
        shown.map((post) => hrefIn(base, own, post)),
      );
      expect(
        at.every((position) => position >= 0),
        `${base}/category/${slug}`,
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
  });

  it.each(editions)('$base/search finds every post of its language by its title', async ({ base, own }) => {
    for (const post of own) {
      const html = await page(`${base}/search?q=${encodeURIComponent(post.title)}`);
      expect(html, post.slug).toContain(`href="${base}/${post.slug}"`);
    }
  });
});
