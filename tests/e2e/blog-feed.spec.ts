import { expect, test } from './fixtures.ts';
import { posts } from './blog-posts.ts';

test('rss.xml is well-formed RSS 2.0 listing every post', async ({ page, request, baseURL }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/blog');
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      root: doc.documentElement.nodeName,
      channelTitle: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        description: item.querySelector('description')?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channelTitle).toContain('Brightlane Digital');
  expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  for (const [index, item] of feed.items.entries()) {
    expect(item.link).toMatch(new RegExp(`/blog/${posts[index]?.slug}$`));
    expect(new Date(item.pubDate ?? '').getTime()).not.toBeNaN();
    expect(item.description?.length).toBeGreaterThan(50);
  }
  expect(baseURL).toBeTruthy();
});
