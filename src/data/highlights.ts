/** Short proof points used on the home page. */
import { Bot, ChartNoAxesCombined, Gem, Languages, Rocket, TrendingUp, type LucideIcon } from 'lucide-react';

export interface Highlight {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const homeHighlights: readonly Highlight[] = [
  {
    title: 'Launch Fast',
    description: 'A strategy in two weeks and first campaigns live in four. AI handles research and first drafts, so your budget goes into work that shows.',
    icon: Rocket,
  },
  {
    title: 'Premium Quality',
    description: 'Senior strategists, native English and Vietnamese writers and designers review every deliverable. No junior hand-offs, no machine-translated copy.',
    icon: Gem,
  },
  {
    title: 'Proven Results',
    description: 'Every plan starts with tracking and targets. You see leads, cost per lead and return on ad spend in a live report, not a monthly slide deck.',
    icon: TrendingUp,
  },
];

export const technologyCards: readonly Highlight[] = [
  {
    title: 'AI-assisted research and content',
    description:
      'Language models speed up keyword research, audience analysis and first drafts. Editors check facts, tone and local nuance before anything is published.',
    icon: Bot,
  },
  {
    title: 'Measurement you can audit',
    description:
      'Google Analytics 4, server-side conversion tracking and Looker Studio dashboards, set up in your own accounts so the data stays yours if we part ways.',
    icon: ChartNoAxesCombined,
  },
  {
    title: 'Built for two markets',
    description:
      'Campaigns for Google and Meta in Australia, and for Facebook, TikTok, Zalo and Cốc Cốc in Vietnam, with pricing and reporting in AUD, USD or VND.',
    icon: Languages,
  },
];

/** The home page quotes campaign figures (350% engagement, 75M+ impressions, 75.6M views,
 * 8,000+ user videos) only from this case study's own highlights, and links to it. */
export const SUN_CASE_STUDY_SLUG = 'i-choose-the-sun';
