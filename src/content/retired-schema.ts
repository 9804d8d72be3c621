/**
 * The words of a retired page's notice (`src/content/site/retired/<its old path>.yaml`). Every
 * retired page was an English page, so its notice is English only; the route registry keeps the
 * facts (the old path, where the visitor is sent).
 */
import { z } from 'astro/zod';

const text = z.string().trim().min(1);

export const retiredSchema = z
  .object({
    /** The notice heading, e.g. "Content Generator No Longer Available". */
    title: text,
    /** The search-result description. */
    description: text,
    /** What happened to the page, in one or two sentences. */
    text,
  })
  .strict();
export type RetiredWords = z.infer<typeof retiredSchema>;
