/** /rss.xml: RSS 2.0 feed of every blog post, newest first. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '../data/site.ts';
import { getPosts } from '../features/blog/posts.ts';
import { siteUrlOf } from '../lib/site-url.ts';

export const GET: APIRoute = async (context) => {
  const posts = await getPosts();
  const siteUrl = new URL(siteUrlOf(context.site));
  return rss({
    title: `${site.name} Blog`,
    description:
      'Practical guides on AI marketing tools, LinkedIn personal branding, Canva design and search, from the Brightlane Digital team.',
    site: siteUrl,
    trailingSlash: false,
    items: posts.map((entry) => ({
      title: entry.data.title,
      description: entry.data.description,
      link: `/blog/${entry.id}`,
      pubDate: entry.data.date,
      categories: [entry.data.category, ...entry.data.tags],
      customData: `<dc:creator><![CDATA[${entry.data.author}]]></dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/', atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-au</language><atom:link href="${new URL('/rss.xml', siteUrl).href}" rel="self" type="application/rss+xml"/>`,
  });
};
