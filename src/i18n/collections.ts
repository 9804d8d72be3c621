/**
 * Blog posts and case studies by language, for pages and sitemap.xml. Build-time only. A
 * Vietnamese entry names the English entry it translates (translationKey); an English entry
 * without a translation is still listed on Vietnamese pages, marked and linking to the English
 * page, and gets no hreflang.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { collectionPrefixes, type Alternate } from '../lib/routes.ts';
import type { Locale } from '../lib/locales.ts';

type Kind = 'blog' | 'portfolio';
type EnglishEntry<K extends Kind> = K extends 'blog' ? CollectionEntry<'blog'> : CollectionEntry<'caseStudies'>;

export interface LocalizedEntry<K extends Kind> {
  /** The entry shown: the translation when there is one, else the English entry. */
  entry: EnglishEntry<K> | (K extends 'blog' ? CollectionEntry<'blogVi'> : CollectionEntry<'caseStudiesVi'>);
  /** The English entry's id: the key that links the languages. */
  key: string;
  /** The entry's language; differs from the page's when no translation exists yet. */
  locale: Locale;
  href: string;
  /** Both editions when translated, else empty. */
  alternates: Alternate[];
}

async function load(kind: Kind) {
  const [english, vietnamese] =
    kind === 'blog'
      ? await Promise.all([getCollection('blog'), getCollection('blogVi')])
      : await Promise.all([getCollection('caseStudies'), getCollection('caseStudiesVi')]);
  return { english, vietnamese };
}

/** Every entry of a collection as a page in `locale` lists it, in the English collection's order. */
export async function entriesFor<K extends Kind>(kind: K, locale: Locale): Promise<LocalizedEntry<K>[]> {
  const { english, vietnamese } = await load(kind);
  const byKey = new Map(vietnamese.map((entry) => [entry.data.translationKey, entry]));
  for (const entry of vietnamese) {
    if (!english.some((source) => source.id === entry.data.translationKey)) {
      throw new Error(`${kind} translation ${entry.id} names unknown translationKey ${entry.data.translationKey}`);
    }
  }
  return english.map((source) => {
    const translation = byKey.get(source.id);
    const enHref = `${collectionPrefixes.en[kind]}${source.id}`;
    const viHref = translation ? `${collectionPrefixes.vi[kind]}${translation.id}` : undefined;
    const alternates: Alternate[] = viHref
      ? [
          { locale: 'en', path: enHref },
          { locale: 'vi', path: viHref },
        ]
      : [];
    if (locale === 'vi' && translation && viHref) {
      return { entry: translation, key: source.id, locale: 'vi', href: viHref, alternates } as LocalizedEntry<K>;
    }
    return { entry: source, key: source.id, locale: 'en', href: enHref, alternates } as LocalizedEntry<K>;
  });
}

/** The Vietnamese translations only: the pages under /vi/blog/ and /vi/portfolio/. */
export async function translationsOf<K extends Kind>(kind: K): Promise<LocalizedEntry<K>[]> {
  return (await entriesFor(kind, 'vi')).filter((item) => item.locale === 'vi');
}
