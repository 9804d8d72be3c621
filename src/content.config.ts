import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogSchema } from './features/blog/blog-schema.ts';
import { caseStudySchema } from './features/portfolio/case-study-schema.ts';

export const collections = {
  blog: defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/blog' }), schema: blogSchema }),
  caseStudies: defineCollection({ loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/case-studies' }), schema: caseStudySchema }),
};
