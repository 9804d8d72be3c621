import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { blogSchema } from './features/blog/blog-schema.ts';
import { caseStudySchema } from './features/portfolio/case-study-schema.ts';

/** A translated entry names the English entry it translates, by that entry's id (its file name). */
const translated = {
  translationKey: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
};

/** The English legal pages are imported directly and carry no front matter; translations say what the page shell hard-codes. */
const legalSchema = z.object({ title: z.string().min(5), lastUpdated: z.coerce.date(), ...translated });

export const collections = {
  blog: defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/blog' }), schema: blogSchema }),
  caseStudies: defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/case-studies' }), schema: caseStudySchema }),
  blogVi: defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/blog-vi' }), schema: blogSchema.extend(translated) }),
  caseStudiesVi: defineCollection({
    loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/case-studies-vi' }),
    schema: caseStudySchema.extend(translated),
  }),
  legalVi: defineCollection({ loader: glob({ pattern: '**/*.md', base: './src/content/legal-vi' }), schema: legalSchema }),
};
