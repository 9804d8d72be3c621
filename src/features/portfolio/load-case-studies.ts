/** Case studies from the content collection, in portfolio order (lowest `order` first, then newest). */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { PortfolioCardData } from './portfolio-card.tsx';

export type CaseStudyEntry = CollectionEntry<'caseStudies'>;

export async function loadCaseStudies(): Promise<CaseStudyEntry[]> {
  const entries = await getCollection('caseStudies');
  return entries.sort((a, b) => a.data.order - b.data.order || b.data.date.getTime() - a.data.date.getTime());
}

export function toCardData(entry: CaseStudyEntry): PortfolioCardData {
  const { slug, title, description, image, imageAlt, categories, format, location } = entry.data;
  return { slug, title, description, image, imageAlt, categories, format, location };
}
