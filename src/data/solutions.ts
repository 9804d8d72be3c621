/** Copy for the Solution Hub that is not a tool card or resource. */
import { BookOpen, Sparkles, type LucideIcon } from 'lucide-react';

export interface HubLink {
  title: string;
  description: string;
  href: string;
  cta: string;
  icon: LucideIcon;
}

export const solutionHubLinks: readonly HubLink[] = [
  {
    title: 'AI Marketing Tools',
    description: 'The ROI calculator and campaign budget planner: free, in your browser, with the formulas shown.',
    href: '/solutions/ai-tools',
    cta: 'Explore AI Tools',
    icon: Sparkles,
  },
  {
    title: 'Free Marketing Resources',
    description: 'Our SEO, social media and Canva checklists, plus the best free courses and certificates from Google, HubSpot and Meta.',
    href: '/solutions/free-resources',
    cta: 'Browse Free Resources',
    icon: BookOpen,
  },
];

export const aiContentFeature = {
  title: 'AI Content Generator',
  paragraphs: [
    'Our AI Content Generator began as a free tool. Clients told us the drafts were a great start but still needed an editor who knew their brand, their customers and the difference between Sydney and Saigon.',
    'So we made it part of our Content Creation & SEO service: AI drafts in six languages, then a native-speaking editor checks facts, adapts the tone and optimises every piece for search before it goes live.',
  ],
  points: ['Briefs to first drafts in hours, not days', 'English and Vietnamese by native editors, four more languages on request', 'On-page SEO and schema built in'],
} as const;
