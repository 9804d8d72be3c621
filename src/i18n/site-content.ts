/**
 * Short site content in the page's language, read from the content collections. An entry's facts
 * come from its `en` block and its words from the block of the page's language, so the languages
 * cannot disagree on an id, a link or a number. Build-time only.
 */
import { getCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { caseFiguresIn, type CaseFigures, type CaseFigureEntry } from '../content/case-figure-schema.ts';
import { guideIn, type Guide, type GuideEntry } from '../content/guide-schema.ts';
import type { siteSchemas, toolHubs } from '../content/site-schemas.ts';
import type { Locale } from '../lib/locales.ts';
import { isExternal } from '../lib/resource-labels.ts';
import { localizeHref } from '../lib/routes.ts';

type SiteCollection = keyof typeof siteSchemas;

/** An entry as a page uses it: its id (the file name), its facts and its words in one language. */
export type Localized<C extends SiteCollection> = { id: string } & z.infer<(typeof siteSchemas)[C]>['en'];

export type Service = Localized<'services'>;
export type Testimonial = Localized<'testimonials'>;
export type ToolCard = Localized<'toolCards'>;
export type FreeResource = Localized<'resources'>;

export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup {
  label: string;
  children: readonly NavLink[];
}
export type NavItem = NavLink | NavGroup;
export interface Navigation {
  mainNav: readonly NavItem[];
  contactCta: NavLink;
  footerQuickLinks: readonly NavLink[];
  legalLinks: readonly NavLink[];
}
export type FaqItem = Pick<Localized<'faq'>, 'id' | 'question' | 'answer'>;
export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

/** The highest rating a testimonial can carry. */
export const RATING_SCALE = 5;

/** Every entry of a collection in `locale`, in the order the entries name. */
export async function localizedEntries<C extends SiteCollection>(
  collection: C,
  locale: Locale,
): Promise<Localized<C>[]> {
  const entries = (await getCollection(collection)) as unknown as {
    id: string;
    data: z.infer<(typeof siteSchemas)[C]>;
  }[];
  return entries
    .map(
      (entry) => ({ id: entry.id, ...entry.data.en, ...(locale === 'en' ? {} : entry.data[locale]) }) as Localized<C>,
    )
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The FAQ by group; a question naming a group that does not exist stops the build. */
export async function faqGroups(locale: Locale): Promise<FaqGroup[]> {
  const [groups, questions] = await Promise.all([
    localizedEntries('faqGroups', locale),
    localizedEntries('faq', locale),
  ]);
  const orphan = questions.find((question) => !groups.some((group) => group.id === question.group));
  if (orphan)
    throw new Error(
      `src/content/site/faq/${orphan.id}.yaml: group "${orphan.group}" is not a file in src/content/site/faq-groups/`,
    );
  return groups.map((group) => ({
    title: group.title,
    items: questions
      .filter((question) => question.group === group.id)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
}

/** The tool cards of one hub in `locale`, each linking to the page in that language. */
export async function toolCards(hub: (typeof toolHubs)[number], locale: Locale): Promise<ToolCard[]> {
  const cards = (await localizedEntries('toolCards', locale)).filter((card) => card.hub === hub);
  if (cards.length === 0) throw new Error(`src/content/site/tool-cards/ has no card with hub: ${hub}`);
  return cards.map((card) => ({ ...card, href: localizeHref(card.href, locale) }));
}

/** The free resources in `locale`: our own guides, other publishers' picks, and the Solution Hub's grid. */
export async function freeResources(
  locale: Locale,
): Promise<{ own: FreeResource[]; external: FreeResource[]; solutionHub: FreeResource[] }> {
  const all = (await localizedEntries('resources', locale)).map((item) =>
    isExternal(item) ? item : { ...item, href: localizeHref(item.href, locale) },
  );
  const own = all.filter((item) => !isExternal(item));
  const external = all.filter((item) => isExternal(item));
  return { own, external, solutionHub: [...own, ...external].filter((item) => item.solutionHub) };
}

/**
 * The menus in `locale`, each link to the page in that language. A link without a page, a drop-down
 * without links, or a link naming a parent that is not a drop-down of the header stops the build.
 */
export async function navigation(locale: Locale): Promise<Navigation> {
  const entries = await localizedEntries('navigation', locale);
  const file = (id: string) => `src/content/site/navigation/${id}.yaml`;
  const link = (entry: Localized<'navigation'>): NavLink => {
    if (!entry.href) throw new Error(`${file(entry.id)}: a ${entry.menu} link needs href`);
    return { label: entry.label, href: localizeHref(entry.href, locale) };
  };
  const groups = new Set(
    entries.filter((entry) => entry.menu === 'main' && !entry.href && !entry.parent).map((entry) => entry.id),
  );
  const orphan = entries.find(
    (entry) => entry.parent !== undefined && (entry.menu !== 'main' || !groups.has(entry.parent)),
  );
  if (orphan)
    throw new Error(
      `${file(orphan.id)}: parent "${orphan.parent}" is not a drop-down of the header (a main entry without href)`,
    );
  const top = (menu: Localized<'navigation'>['menu']) =>
    entries.filter((entry) => entry.menu === menu && !entry.parent);
  const mainNav = top('main').map((entry): NavItem => {
    if (!groups.has(entry.id)) return link(entry);
    const children = entries.filter((child) => child.parent === entry.id).map(link);
    if (children.length === 0)
      throw new Error(`${file(entry.id)}: a drop-down needs links (entries with parent: ${entry.id})`);
    return { label: entry.label, children };
  });
  const [contactCta] = top('cta').map(link);
  if (!contactCta) throw new Error('src/content/site/navigation/ needs the header button (an entry with menu: cta)');
  return { mainNav, contactCta, footerQuickLinks: top('footer').map(link), legalLinks: top('legal').map(link) };
}

/** The free resource guides in `locale`, in their order, each related link to the page in that language. */
export async function guides(locale: Locale): Promise<Guide[]> {
  const entries = (await getCollection('guides')) as unknown as { id: string; data: GuideEntry }[];
  return entries
    .sort((a, b) => a.data.en.order - b.data.en.order || a.id.localeCompare(b.id))
    .map((entry) => guideIn(entry.id, entry.data, locale))
    .map((guide) => ({
      ...guide,
      related: guide.related.map((link) => ({ ...link, href: localizeHref(link.href, locale) })),
    }));
}

/** A case study's figures in `locale`, by the English case study's id; none when it has no figures file. */
export async function caseFigures(key: string, locale: Locale): Promise<CaseFigures | undefined> {
  const entry = (await getCollection('caseFigures')).find((candidate) => candidate.id === key) as
    { data: CaseFigureEntry } | undefined;
  return entry && caseFiguresIn(entry.data, locale);
}
