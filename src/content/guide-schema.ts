/**
 * A free resource guide (`src/content/site/guides/<slug>.yaml`): the page at
 * /solutions/free-resources/<slug>, its checklist and its downloads. The `en` block holds the facts
 * (order, date, image, links, checklist ids) and the English words; the `vi` block holds the same
 * lists with the Vietnamese words only, item for item. A list of a different length, a detail or a
 * tool list present in one language only, or a fact copied into `vi` fails the build naming the field.
 */
import { z } from 'astro/zod';
import type { Checklist } from '../lib/checklist.ts';
import type { Locale } from '../lib/locales.ts';

const text = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9-]+$/);
const link = z.string().regex(/^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|https:\/\/\S+)$/);
const pixels = z.number().int().positive();

const block = z.object({ title: text, paragraphs: z.array(text).min(1) }).strict();
const steps = z.object({ title: text, intro: text, items: z.array(z.object({ name: text, text }).strict()).min(1) }).strict();

const englishGuide = z
  .object({
    order: z.number().int().min(0),
    /** The day the content was last reviewed (YYYY-MM-DD; YAML may read it as a date). */
    updated: z.coerce.date().transform((date) => date.toISOString().slice(0, 10)),
    schema: z.enum(['HowTo', 'Article']),
    image: z.object({ src: z.string().regex(/^\/images\/\S+$/), width: pixels, height: pixels }).strict(),
    eyebrow: text,
    heading: text,
    lead: text,
    imageAlt: text,
    intro: z.array(block).min(1),
    tools: z
      .object({
        title: text,
        intro: text,
        items: z.array(z.object({ name: text, href: link, use: text, freePlan: text }).strict()).min(1),
      })
      .strict()
      .optional(),
    steps: steps.optional(),
    checklistTitle: text,
    checklistIntro: text,
    checklist: z
      .object({
        title: text,
        summary: text,
        sections: z
          .array(
            z
              .object({ id, title: text, items: z.array(z.object({ id, text, detail: text.optional() }).strict()).min(1) })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    related: z.array(z.object({ href: link, label: text }).strict()).min(1),
  })
  .strict();

const vietnameseGuide = z
  .object({
    eyebrow: text,
    heading: text,
    lead: text,
    imageAlt: text,
    intro: z.array(block).min(1),
    tools: z
      .object({ title: text, intro: text, items: z.array(z.object({ use: text, freePlan: text }).strict()).min(1) })
      .strict()
      .optional(),
    steps: steps.optional(),
    checklistTitle: text,
    checklistIntro: text,
    checklist: z
      .object({
        title: text,
        summary: text,
        sections: z.array(z.object({ title: text, items: z.array(z.object({ text, detail: text.optional() }).strict()).min(1) }).strict()).min(1),
      })
      .strict(),
    related: z.array(z.object({ label: text }).strict()).min(1),
  })
  .strict();

type Issue = { path: (string | number)[]; message: string };

/** Where the Vietnamese block does not line up with the English one, item for item. */
function alignmentIssues(en: z.infer<typeof englishGuide>, vi: z.infer<typeof vietnameseGuide>): Issue[] {
  const issues: Issue[] = [];
  const sameLength = (path: (string | number)[], english: readonly unknown[], vietnamese: readonly unknown[]) => {
    if (english.length !== vietnamese.length) {
      issues.push({ path: ['vi', ...path], message: `${vietnamese.length} items; the English list has ${english.length}` });
    }
  };
  const samePresence = (path: (string | number)[], english: unknown, vietnamese: unknown) => {
    if ((english === undefined) === (vietnamese === undefined)) return true;
    issues.push({ path: ['vi', ...path], message: english === undefined ? 'not expected: the English block has none' : 'missing: the English block has it' });
    return false;
  };
  sameLength(['intro'], en.intro, vi.intro);
  if (samePresence(['tools'], en.tools, vi.tools) && en.tools && vi.tools) sameLength(['tools', 'items'], en.tools.items, vi.tools.items);
  if (samePresence(['steps'], en.steps, vi.steps) && en.steps && vi.steps) sameLength(['steps', 'items'], en.steps.items, vi.steps.items);
  sameLength(['related'], en.related, vi.related);
  sameLength(['checklist', 'sections'], en.checklist.sections, vi.checklist.sections);
  en.checklist.sections.forEach((section, s) => {
    const translated = vi.checklist.sections[s];
    if (!translated) return;
    sameLength(['checklist', 'sections', s, 'items'], section.items, translated.items);
    section.items.forEach((item, i) => {
      const words = translated.items[i];
      if (words) samePresence(['checklist', 'sections', s, 'items', i, 'detail'], item.detail, words.detail);
    });
  });
  return issues;
}

export const guideSchema = z
  .object({ en: englishGuide, vi: vietnameseGuide })
  .strict()
  .superRefine(({ en, vi }, context) => {
    for (const issue of alignmentIssues(en, vi)) context.addIssue({ code: 'custom', ...issue });
  });

export type GuideEntry = z.infer<typeof guideSchema>;

export interface GuideBlock {
  title: string;
  paragraphs: readonly string[];
}

export interface GuideTool {
  name: string;
  use: string;
  freePlan: string;
  href: string;
}

export interface GuideStep {
  name: string;
  text: string;
}

/** One free resource page in one language: copy, optional tools and steps, and its checklist. */
export interface Guide {
  slug: string;
  /** The English path; pages localize it. */
  path: string;
  eyebrow: string;
  /** The h1 (the registry title stays the page <title>). */
  heading: string;
  lead: string;
  image: { src: string; alt: string; width: number; height: number };
  /** ISO date the content was last reviewed. */
  updated: string;
  schema: 'HowTo' | 'Article';
  intro: readonly GuideBlock[];
  tools?: { title: string; intro: string; items: readonly GuideTool[] };
  steps?: { title: string; intro: string; items: readonly GuideStep[] };
  checklist: Checklist;
  /** Heading above the checklist. */
  checklistTitle: string;
  checklistIntro: string;
  /** English paths (pages localize them). */
  related: readonly { label: string; href: string }[];
}

/** Where every guide lives; the file name is the slug. */
export const guidePath = (slug: string): string => `/solutions/free-resources/${slug}`;

/** A guide in one language: the facts from `en`, the words from the language's block. */
export function guideIn(slug: string, { en, vi }: GuideEntry, locale: Locale): Guide {
  const words = locale === 'en' ? en : vi;
  const { image, checklist } = en;
  return {
    slug,
    path: guidePath(slug),
    eyebrow: words.eyebrow,
    heading: words.heading,
    lead: words.lead,
    image: { src: image.src, alt: words.imageAlt, width: image.width, height: image.height },
    updated: en.updated,
    schema: en.schema,
    intro: words.intro,
    ...(en.tools && { tools: toolsIn(en.tools, words.tools ?? en.tools) }),
    ...(words.steps && { steps: words.steps }),
    checklistTitle: words.checklistTitle,
    checklistIntro: words.checklistIntro,
    checklist: {
      slug,
      title: words.checklist.title,
      summary: words.checklist.summary,
      sections: checklist.sections.map((section, s) => {
        const translated = words.checklist.sections[s]!;
        return {
          id: section.id,
          title: translated.title,
          items: section.items.map((item, i) => {
            const { text: itemText, detail } = translated.items[i]!;
            return { id: item.id, text: itemText, ...(detail !== undefined && { detail }) };
          }),
        };
      }),
    },
    related: en.related.map(({ href }, i) => ({ label: words.related[i]!.label, href })),
  };
}

type ToolWords = NonNullable<z.infer<typeof vietnameseGuide>['tools']>;

/** The tools' names and links are facts; what each is for and its free plan are words. */
function toolsIn(facts: NonNullable<GuideEntry['en']['tools']>, words: ToolWords): NonNullable<Guide['tools']> {
  return {
    title: words.title,
    intro: words.intro,
    items: facts.items.map(({ name, href }, i) => ({ name, href, use: words.items[i]!.use, freePlan: words.items[i]!.freePlan })),
  };
}
