/** Front matter of a blog post (src/content/blog/*.md). A bad field fails the build. */
import { z } from 'astro/zod';

export const blogSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(10).max(120),
  description: z.string().min(50).max(300),
  /** Site path of the artwork, e.g. /images/blog/linkedin-personal-branding.svg */
  featuredImage: z.string().startsWith('/images/'),
  featuredImageAlt: z.string().min(10),
  /** 1200x630 PNG for social previews (networks ignore SVG); rendered by scripts/render-og-images.mjs. */
  ogImage: z.string().startsWith('/images/').optional(),
  date: z.coerce.date(),
  updated: z.coerce.date().optional(),
  author: z.string().default('Brightlane Digital Team'),
  category: z.string().min(2),
  tags: z.array(z.string().min(2)).min(1).max(8),
  seoTitle: z.string().min(10).max(70),
  seoDescription: z.string().min(50).max(170),
});
