/**
 * The twelve portfolio categories, in filter order, and the English result sentences of the filter.
 * No zod here: the filter island imports it. Below the dictionaries, which name these categories.
 */
export const PORTFOLIO_CATEGORIES = [
  'Social Media',
  'Marketing Strategy',
  'Campaign Strategy',
  'Brand Development',
  'Digital Marketing',
  'Influencer Marketing',
  'Event Marketing',
  'Content Strategy',
  'Academic Research',
  'Consumer Engagement',
  'Integrated Communications',
  'Nightlife',
] as const;

export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** The result sentences in English; other languages pass their own from the page's dictionary. */
export const PORTFOLIO_SUMMARY_EN = {
  empty: 'No portfolio items found for this category.',
  inOne: 'Showing {count} case study in {category}.',
  inMany: 'Showing {count} case studies in {category}.',
  allOne: 'Showing all {total} case study.',
  allMany: 'Showing all {total} case studies.',
} as const;
