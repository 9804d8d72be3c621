import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogSchema } from './features/blog/blog-schema.ts';
import { caseStudySchema } from './features/portfolio/case-study-schema.ts';
import { caseFigureSchema } from './content/case-figure-schema.ts';
import { pageSchema } from './content/page-schema.ts';
import { retiredSchema } from './content/retired-schema.ts';
import { siteFolders, siteSchemas } from './content/site-schemas.ts';

/**
 * A translated entry names the English entry it translates (its id) in `translationKey`; its own
 * slug may differ. English entries may carry it too, but need not.
 */
const translationKey = { translationKey: z.string().min(1).optional() };
const translated = { translationKey: z.string().min(1) };

// Legal texts are plain Markdown without front matter in English; the Vietnamese ones say which
// English document they translate and may carry their own title and date line.
const legalSchema = z.object({
  ...translated,
  title: z.string().min(3).optional(),
  lastUpdated: z.coerce.date().optional(),
});

const markdown = (base: string) => glob({ pattern: '**/*.{md,mdx}', base });

/** Short site content: one YAML file per entry, both languages inside (see content/site-schemas.ts). */
const siteCollection = <K extends keyof typeof siteSchemas>(name: K) =>
  defineCollection({
    loader: glob({ pattern: '*.yaml', base: `./src/content/site/${siteFolders[name]}` }),
    schema: siteSchemas[name],
  });

export const collections = {
  blog: defineCollection({ loader: markdown('./src/content/blog'), schema: blogSchema.extend(translationKey) }),
  caseStudies: defineCollection({
    loader: markdown('./src/content/case-studies'),
    schema: caseStudySchema.extend(translationKey),
  }),
  blogVi: defineCollection({ loader: markdown('./src/content/blog-vi'), schema: blogSchema.extend(translated) }),
  caseStudiesVi: defineCollection({
    loader: markdown('./src/content/case-studies-vi'),
    schema: caseStudySchema.extend(translated),
  }),
  legalVi: defineCollection({ loader: markdown('./src/content/legal-vi'), schema: legalSchema }),
  services: siteCollection('services'),
  testimonials: siteCollection('testimonials'),
  faqGroups: siteCollection('faqGroups'),
  faq: siteCollection('faq'),
  highlights: siteCollection('highlights'),
  solutionLinks: siteCollection('solutionLinks'),
  solutionFeatures: siteCollection('solutionFeatures'),
  aboutPoints: siteCollection('aboutPoints'),
  aboutIntro: siteCollection('aboutIntro'),
  toolCards: siteCollection('toolCards'),
  resources: siteCollection('resources'),
  navigation: siteCollection('navigation'),
  guides: siteCollection('guides'),
  // The registry pages' words (titles, descriptions, hero and section copy), by page id (decision 115).
  pages: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/site/pages' }),
    schema: pageSchema,
  }),
  // A retired page's notice, by its old path without the leading slash ("services/seo").
  retired: defineCollection({
    loader: glob({ pattern: '**/*.yaml', base: './src/content/site/retired' }),
    schema: retiredSchema,
  }),
  // A case study's figures, by the English case study's file name; its MDX shows them as props.figures.
  caseFigures: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/site/case-figures' }),
    schema: caseFigureSchema,
  }),
};
