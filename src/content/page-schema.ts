/**
 * The pages' own words (`src/content/site/pages/<id>.yaml`, decision 115): each registry page's
 * title, short label, description and keywords, and the copy of its sections (hero, headings, calls
 * to action), written once per language in one file. The page's facts (path, group, priority) stay in
 * the route registry (src/lib/routes.ts); a page's entry is named by its id, the last segment of its
 * path (`home` for `/`).
 *
 * The collection's schema checks the words every page has and that the Vietnamese copy has exactly
 * the English copy's fields; `pageCopySchemas` then checks each page's copy field by field, so a
 * missing or misspelt field fails the build with the file and the field named.
 */
import { z } from 'astro/zod';

const text = z.string().trim().min(1);
const copyValue = z.union([text, z.array(text).min(1)]);

const pageWords = z
  .object({
    /** The <title> (the site name is added after it) and the breadcrumb's name when there is no label. */
    title: text,
    /** Short name in breadcrumbs and the sitemap page; defaults to the title. */
    label: text.optional(),
    description: text,
    keywords: z.array(text).min(1),
    /** The page's sections; its fields per page in pageCopySchemas. */
    copy: z.record(z.string(), copyValue).optional(),
  })
  .strict();

/** The fields of `a` missing from `b`, and lists of a different length, as issue paths. */
function copyMismatches(
  a: Record<string, unknown> = {},
  b: Record<string, unknown> = {},
  lengths = true,
): [string, string][] {
  return Object.entries(a).flatMap(([key, value]): [string, string][] => {
    const other = b[key];
    if (other === undefined) return [[key, 'missing: the other language has it']];
    if (lengths && Array.isArray(value) && Array.isArray(other) && value.length !== other.length)
      return [[key, `${other.length} items where the other language has ${value.length}`]];
    return [];
  });
}

/** One page's words in both languages; the copy's fields must match between them. */
export const pageSchema = z
  .object({ en: pageWords, vi: pageWords })
  .strict()
  .superRefine(({ en, vi }, context) => {
    if ((en.copy === undefined) !== (vi.copy === undefined)) {
      const missing = en.copy === undefined ? 'en' : 'vi';
      context.addIssue({ code: 'custom', path: [missing, 'copy'], message: 'missing: the other language has it' });
    }
    for (const [field, message] of copyMismatches(en.copy, vi.copy))
      context.addIssue({ code: 'custom', path: ['vi', 'copy', field], message });
    for (const [field, message] of copyMismatches(vi.copy, en.copy, false))
      context.addIssue({ code: 'custom', path: ['en', 'copy', field], message });
  });

/** A guide page's closing call to action. */
const guideCta = z.object({ title: text, text, label: text }).strict();

/** Each page's copy, by page id; a page without copy has only its title, description and keywords. */
export const pageCopySchemas = {
  home: z.object({
    title: text,
    subtitle: text,
    consult: text,
    explore: text,
    highlightsEyebrow: text,
    highlightsTitle: text,
    servicesEyebrow: text,
    servicesTitle: text,
    servicesIntro: text,
    servicesLink: text,
    workEyebrow: text,
    workTitle: text,
    workIntro: text,
    workLink: text,
    blogEyebrow: text,
    blogTitle: text,
    blogIntro: text,
    blogLink: text,
    ctaTitle: text,
    ctaText: text,
    ctaRoi: text,
  }).strict(),
  services: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    start: text,
    viewWork: text,
    heroAlt: text,
    listEyebrow: text,
    listTitle: text,
    listIntro: text,
    testimonialsEyebrow: text,
    testimonialsTitle: text,
    pricingTitle: text,
    pricingText: text,
    pricingPoints: z.array(text).min(1),
    pricingCta: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaCases: text,
  }).strict(),
  portfolio: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    ctaTitle: text,
    ctaText: text,
    ctaStart: text,
    ctaServices: text,
  }).strict(),
  blog: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    pageTitle: text,
    categoryTitle: text,
    categoryPageTitle: text,
    categoryDescription: text,
    searchTitle: text,
    searchEmptyTitle: text,
    searchDescription: text,
  }).strict(),
  about: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    work: text,
    seeWork: text,
    heroAlt: text,
    welcomeEyebrow: text,
    welcomeAlt: text,
    missionLabel: text,
    expertiseEyebrow: text,
    expertiseTitle: text,
    expertiseIntro: text,
    valuesEyebrow: text,
    valuesTitle: text,
    reasonsEyebrow: text,
    reasonsTitle: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaServices: text,
  }).strict(),
  contact: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    options: text,
    formHeading: text,
    formIntro: text,
    newsletterHeading: text,
    newsletterText: text,
  }).strict(),
  faq: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    ctaTitle: text,
    ctaText: text,
    ctaAsk: text,
    ctaBlog: text,
  }).strict(),
  solutions: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    aiTools: text,
    freeResources: text,
    heroAlt: text,
    toolsEyebrow: text,
    toolsTitle: text,
    toolsIntro: text,
    hubsTitle: text,
    resourcesEyebrow: text,
    resourcesTitle: text,
    resourcesIntro: text,
    newsletterTitle: text,
    newsletterText: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaServices: text,
  }).strict(),
  'ai-tools': z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    plan: text,
    roi: text,
    heroAlt: text,
    toolsEyebrow: text,
    toolsTitle: text,
    toolsIntro: text,
    whyEyebrow: text,
    whyTitle: text,
    ctaTitle: text,
    ctaText: text,
    ctaCall: text,
    ctaResources: text,
  }).strict(),
  'marketing-tools': z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    aiTools: text,
    suggest: text,
    allTitle: text,
    allIntro: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaServices: text,
  }).strict(),
  'free-resources': z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    browse: text,
    roi: text,
    heroAlt: text,
    externalEyebrow: text,
    externalTitle: text,
    externalIntro: text,
    ownEyebrow: text,
    ownTitle: text,
    ownIntro: text,
    newsletterTitle: text,
    newsletterText: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaServices: text,
  }).strict(),
  'roi-calculator': z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    introTitle: text,
    introData: text,
    introPrivacy: text,
    region: text,
    ctaTitle: text,
    ctaText: text,
    ctaContact: text,
    ctaPlanner: text,
  }).strict(),
  'on-page-seo-checklist': guideCta,
  'seo-optimization-checklist': guideCta,
  'social-media-growth-tools': guideCta,
  'marketing-with-canva': guideCta,
} as const;

export type PageWithCopy = keyof typeof pageCopySchemas;
export type PageCopy<P extends PageWithCopy> = z.infer<(typeof pageCopySchemas)[P]>;
export type PageWords = z.infer<typeof pageWords>;

/** A page's id: the last segment of its path, `home` for `/`. */
export function pageIdOf(key: string): string {
  return key === '/' ? 'home' : (key.split('/').at(-1) ?? key);
}

/**
 * Problems with one page entry's copy against its page's schema, as `file: field: message`; empty
 * when it is right. A page without a copy schema must carry no copy.
 */
export function copyProblems(id: string, data: z.infer<typeof pageSchema>): string[] {
  const file = `src/content/site/pages/${id}.yaml`;
  const schema = (pageCopySchemas as Record<string, z.ZodType>)[id];
  return (['en', 'vi'] as const).flatMap((locale) => {
    const copy = data[locale].copy;
    if (!schema) return copy === undefined ? [] : [`${file}: ${locale}.copy: not expected: this page has no sections`];
    const result = schema.safeParse(copy ?? {});
    return result.success
      ? []
      : result.error.issues.map((issue) => `${file}: ${[locale, 'copy', ...issue.path].join('.')}: ${issue.message}`);
  });
}
