/** The twelve portfolio categories, in filter order. No zod here: the filter island imports it. */
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
