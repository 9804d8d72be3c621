/** Front matter of a case study (src/content/case-studies/*.mdx). A bad field fails the build. */
import { z } from 'astro/zod';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '../../data/portfolio-categories.ts';

export { PORTFOLIO_CATEGORIES, type PortfolioCategory };

export const caseStudySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(5).max(120),
  /** One or two sentences for cards and meta description. */
  description: z.string().min(50).max(300),
  client: z.string().min(2),
  location: z.string().min(2),
  categories: z.array(z.enum(PORTFOLIO_CATEGORIES)).min(1),
  /** Site path of the artwork, e.g. /images/case-studies/koto-club.svg */
  image: z.string().startsWith('/images/'),
  imageAlt: z.string().min(10),
  date: z.coerce.date(),
  /** Shown on the home page when true (three are featured). */
  featured: z.boolean().default(false),
  /** Sort order on the portfolio list, lowest first. */
  order: z.number().int().default(100),
  /** Headline figures for cards, e.g. { value: '75M+', label: 'impressions' }. */
  highlights: z
    .array(z.object({ value: z.string(), label: z.string() }))
    .max(4)
    .default([]),
  ctaLabel: z.string().default('Start Your Project'),
  /** Heading and line of the closing call to action (which always links to /contact). */
  ctaTitle: z.string().min(5).default('Ready to write your own success story?'),
  ctaText: z
    .string()
    .min(10)
    .default('Tell us about your business and goals. We reply to every message within one business day.'),
  /** What kind of work this was, shown above the title, e.g. "Launch campaign plan". */
  format: z.string().min(3).default('Case study'),
  /** Optional raster copy of the artwork for social previews (most networks ignore SVG). */
  ogImage: z.string().startsWith('/images/').optional(),
  keywords: z.array(z.string().min(2)).max(10).default([]),
  updated: z.coerce.date().optional(),
});

export type CaseStudyFrontMatter = z.infer<typeof caseStudySchema>;
