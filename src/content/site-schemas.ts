/**
 * Schemas of the short, structured site content in `src/content/site/<collection>/<id>.yaml`.
 *
 * Each entry is one file in the CMS's single-file layout: the `en` block holds the facts (order,
 * icon, links, numbers, names) and the English words; the `vi` block holds the Vietnamese words and
 * nothing else. A fact repeated under `vi`, or a missing or empty translation, fails the build with
 * the file and the field named.
 */
import { z } from 'astro/zod';
import { guideSchema } from './guide-schema.ts';

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
  'Calculator',
  'FileText',
  'Gauge',
  'GraduationCap',
  'LayoutGrid',
  'Lock',
  'Telescope',
  'Wallet',
  'Zap',
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

/**
 * Proof points: `home` under the home page's hero, `technology` in its section on how we work,
 * `ai-tools` on the AI Tools hub (why our tools).
 */
export const highlightSchema = bilingual(
  { set: z.enum(['home', 'technology', 'ai-tools']), order, icon: z.enum(iconNames) },
  { title: text, description: text },
);

/** The Solution Hub's links to its two sections; `href` is an English path, localized per page. */
export const solutionLinkSchema = bilingual(
  { order, href: z.string().regex(/^\/[a-z0-9/-]*$/), icon: z.enum(iconNames) },
  { title: text, description: text, cta: text },
);

/** The hubs that list tool cards: the Solution Hub, the AI Tools hub and the Marketing Tools Hub. */
export const toolHubs = ['solutions', 'ai-tools', 'marketing-tools'] as const;
export const toolCategories = ['free-tool', 'ai-tool', 'free-resource'] as const;
export const toolBadges = ['new', 'beta', 'coming-soon', 'free'] as const;

/**
 * A tool card on one hub. `href` is an English path (with an optional #anchor), localized per page.
 * A badge (its tone, a fact) has its words in `badgeText`; a discontinued tool says in `status` what
 * replaced it. Those two words are optional, so each language must carry them exactly when the card
 * has them: a missing one fails the build with its field named.
 */
export const toolCardSchema = bilingual(
  {
    hub: z.enum(toolHubs),
    order,
    icon: z.enum(iconNames),
    href: z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/),
    category: z.enum(toolCategories),
    badge: z.enum(toolBadges).optional(),
    highlighted: z.boolean().optional(),
  },
  { title: text, description: text, badgeText: text.optional(), status: text.optional() },
).superRefine(({ en, vi }, context) => {
  // [field, whether the card needs it, whether it is there, what decides]
  const pairs = [
    ['en.badgeText', en.badge !== undefined, en.badgeText !== undefined, 'en.badge'],
    ['vi.badgeText', en.badge !== undefined, vi.badgeText !== undefined, 'en.badge'],
    ['vi.status', en.status !== undefined, vi.status !== undefined, 'en.status'],
  ] as const;
  for (const [field, needed, present, reason] of pairs) {
    if (needed === present) continue;
    const message = needed ? `missing: the card has ${reason}` : `not expected: the card has no ${reason}`;
    context.addIssue({ code: 'custom', path: field.split('.'), message });
  }
});

/** Kinds of free resource; each has an icon in the grid and its words in the dictionary (`resources.types`). */
export const resourceTypes = ['course', 'certificate', 'checklist', 'guide', 'toolkit', 'tools'] as const;

/**
 * A free resource: one of our guides (`href` an English site path, localized per page) or another
 * publisher's (`href` an https address, opened in a new tab). Each is listed on the Free Resources
 * page; `solutionHub` also shows it in the Solution Hub's grid. Its two labels drive the label filter.
 */
export const resourceSchema = bilingual(
  {
    order,
    href: z.string().regex(/^(\/[a-z0-9/-]*|https:\/\/\S+)$/),
    type: z.enum(resourceTypes),
    publisher: text,
    solutionHub: z.boolean().optional(),
  },
  { title: text, description: text, labels: z.tuple([text, text]) },
);

/**
 * A link in the site's menus: the header (`main`, and its `cta` button), the footer's quick links
 * (`footer`) and its legal line (`legal`). `href` is a page of the route registry (its English path),
 * localized per page. A `main` entry without `href` is a drop-down: the entries naming it as `parent`
 * (its file name) are its links.
 */
export const navigationSchema = bilingual(
  {
    menu: z.enum(['main', 'cta', 'footer', 'legal']),
    order,
    href: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/)
      .optional(),
    parent: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  },
  { label: text },
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
  toolCards: toolCardSchema,
  resources: resourceSchema,
  navigation: navigationSchema,
  guides: guideSchema,
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
  toolCards: 'tool-cards',
  resources: 'resources',
  navigation: 'navigation',
  guides: 'guides',
};
