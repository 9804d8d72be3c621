/**
 * Schemas of the short, structured site content in `src/content/site/<collection>/<id>.yaml`.
 *
 * Each entry is one file in the CMS's single-file layout: the `en` block holds the facts (order,
 * icon, links, numbers, names) and the English words; the `vi` block holds the Vietnamese words and
 * nothing else. A fact repeated under `vi`, or a missing or empty translation, fails the build with
 * the file and the field named.
 */
import { z } from 'astro/zod';

/** Words: never empty, never only spaces. */
export const text = z.string().trim().min(1);

/** The icons content may name; `src/components/ui/content-icons.ts` maps each to its component. */
export const iconNames = [
  'BrainCircuit',
  'Megaphone',
  'Palette',
  'PenTool',
  'Search',
  'Share2',
  'Bot',
  'ChartNoAxesCombined',
  'Gem',
  'Languages',
  'Rocket',
  'TrendingUp',
  'Sparkles',
  'BookOpen',
  'Award',
  'Compass',
  'Eye',
  'Handshake',
  'Lightbulb',
  'ShieldCheck',
  'Target',
  'Users',
] as const;
export type IconName = (typeof iconNames)[number];

/** An entry whose facts are written once (in `en`) and whose words are written in both languages. */
export function bilingual<Facts extends z.ZodRawShape, Words extends z.ZodRawShape>(facts: Facts, words: Words) {
  return z.object({ en: z.object({ ...facts, ...words }).strict(), vi: z.object(words).strict() }).strict();
}

/** Position in lists: lower first. */
const order = z.number().int().min(0);

export const serviceSchema = bilingual(
  { order, icon: z.enum(iconNames) },
  { title: text, summary: text, description: text, features: z.array(text).min(1), price: text },
);

export const testimonialSchema = bilingual(
  { order, author: text, company: text, rating: z.number().int().min(1).max(5) },
  { quote: text, role: text, location: text },
);

export const faqGroupSchema = bilingual({ order }, { title: text });

/** `group` is the file name (without .yaml) of an entry in `faq-groups/`. */
export const faqSchema = bilingual({ order, group: z.string().regex(/^[a-z0-9-]+$/) }, { question: text, answer: text });

/** The home page's proof points: `home` under the hero, `technology` in the section on how we work. */
export const highlightSchema = bilingual({ set: z.enum(['home', 'technology']), order, icon: z.enum(iconNames) }, { title: text, description: text });

/** The Solution Hub's links to its two sections; `href` is an English path, localized per page. */
export const solutionLinkSchema = bilingual(
  { order, href: z.string().regex(/^\/[a-z0-9/-]*$/), icon: z.enum(iconNames) },
  { title: text, description: text, cta: text },
);

/** A feature story on the Solution Hub (what became of a retired tool). */
export const solutionFeatureSchema = bilingual({ order }, { title: text, paragraphs: z.array(text).min(1), points: z.array(text).min(1) });

/** The About page's points: mission and vision, areas of expertise, values, reasons to choose us. */
export const aboutPointSchema = bilingual(
  { set: z.enum(['mission', 'expertise', 'values', 'reasons']), order, icon: z.enum(iconNames) },
  { title: text, description: text },
);

/** The About page's welcome: a title and its paragraphs. */
export const aboutIntroSchema = bilingual({ order }, { title: text, paragraphs: z.array(text).min(1) });

/** Every site collection: its folder under `src/content/site/` and its schema. */
export const siteSchemas = {
  services: serviceSchema,
  testimonials: testimonialSchema,
  faqGroups: faqGroupSchema,
  faq: faqSchema,
  highlights: highlightSchema,
  solutionLinks: solutionLinkSchema,
  solutionFeatures: solutionFeatureSchema,
  aboutPoints: aboutPointSchema,
  aboutIntro: aboutIntroSchema,
} as const;

export const siteFolders: Record<keyof typeof siteSchemas, string> = {
  services: 'services',
  testimonials: 'testimonials',
  faqGroups: 'faq-groups',
  faq: 'faq',
  highlights: 'highlights',
  solutionLinks: 'solution-links',
  solutionFeatures: 'solution-features',
  aboutPoints: 'about-points',
  aboutIntro: 'about-intro',
};
