/** The six services, shown on the home page, the services page and linked from the footer (#id). */
import { BrainCircuit, Megaphone, Palette, PenTool, Search, Share2, type LucideIcon } from 'lucide-react';

export interface Service {
  /** Anchor on /services, e.g. /services#seo-optimization. */
  id: string;
  title: string;
  /** One line for the home page card. */
  summary: string;
  description: string;
  icon: LucideIcon;
  features: readonly string[];
  price: string;
}

export const SERVICE_PRICE = 'Competitive & Flexible';

export const services: readonly Service[] = [
  {
    id: 'ai-marketing-strategy',
    title: 'AI Marketing Strategy',
    summary: 'A 90-day plan built on your data, with AI doing the heavy analysis and people making the calls.',
    description:
      'We audit your channels, customers and competitors, then use AI models to find the segments, messages and budget splits most likely to pay back. You get a plan your team can run, with targets for every month.',
    icon: BrainCircuit,
    features: [
      'Customer and competitor research across Australia and Vietnam',
      'Audience segments and messaging built from your own sales data',
      'Channel mix and budget split with a forecast you can check',
      'Monthly review of results against targets, with next steps',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'content-creation-seo',
    title: 'Content Creation & SEO',
    summary: 'Articles, landing pages and videos that answer what your buyers search for, in English and Vietnamese.',
    description:
      'Our writers and editors plan content around real search demand, draft with AI assistance, then fact-check, localise and optimise every piece by hand. Nothing goes live without a human editor signing it off.',
    icon: PenTool,
    features: [
      'Keyword and topic research mapped to your buying stages',
      'Long-form articles, landing pages and product copy',
      'Native English and Vietnamese writers, not machine translation',
      'On-page optimisation, internal linking and schema on every piece',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'social-media-management',
    title: 'Social Media Management',
    summary: 'Planned, on-brand posting and community care on Facebook, Instagram, TikTok, LinkedIn and Zalo.',
    description:
      'We plan a monthly calendar, produce the posts, short videos and stories, publish at the hours your audience is active and answer comments and messages. Creator and user-generated content campaigns are part of the toolkit.',
    icon: Share2,
    features: [
      'Monthly content calendar approved before anything is posted',
      'Short-form video, carousels and stories produced in-house',
      'Community management and message replies within business hours',
      'Creator partnerships and user-generated content campaigns',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'branding-design',
    title: 'Branding & Design',
    summary: 'Names, identities and design systems that look right on a shopfront, a feed and a pitch deck.',
    description:
      'From positioning workshops to logo, colour, type and tone of voice, we build brands that hold together across every touchpoint, and hand over templates so your team can stay on brand without us.',
    icon: Palette,
    features: [
      'Positioning, naming and messaging workshops',
      'Logo, colour palette, typography and imagery direction',
      'Brand guidelines and Canva or Figma template kits',
      'Packaging, signage and launch materials',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'digital-advertising',
    title: 'Digital Advertising',
    summary: 'Google, Meta, TikTok and LinkedIn campaigns managed against cost per lead and return on ad spend.',
    description:
      'We set up conversion tracking first, then build and manage campaigns with clear targets for cost per lead and return on ad spend. Budgets move weekly toward what is working, and you see every dollar or dong in a live report.',
    icon: Megaphone,
    features: [
      'Conversion tracking with Google Analytics 4 and platform pixels',
      'Search, shopping, social and video campaigns',
      'Ad creative and landing page testing every month',
      'Live dashboard with spend, leads, CPL and ROAS',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'seo-optimization',
    title: 'SEO Optimization',
    summary: 'Technical fixes, local SEO and link earning that move you up Google for the searches that sell.',
    description:
      'We fix what stops search engines crawling and ranking your site, speed it up, build local visibility through Google Business Profile and earn links from sites your customers already read.',
    icon: Search,
    features: [
      'Technical audit: crawling, indexing, Core Web Vitals and schema',
      'Local SEO for Google Business Profile and map results',
      'Digital PR and link earning from relevant local publications',
      'Monthly rankings, traffic and enquiry reporting',
    ],
    price: SERVICE_PRICE,
  },
];
