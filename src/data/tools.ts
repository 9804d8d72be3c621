/** Tool cards for the Solution Hub, the AI Tools hub and the Marketing Tools Hub. */
import {
  Bot,
  Calculator,
  ChartNoAxesCombined,
  FileText,
  Gauge,
  GraduationCap,
  Languages,
  LayoutGrid,
  Lock,
  Search,
  Share2,
  Sparkles,
  Telescope,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export type ToolCategory = 'Free Tool' | 'AI Tool' | 'Free Resource';

export interface ToolBadge {
  text: string;
  variant: 'new' | 'beta' | 'coming-soon' | 'free';
}

export interface ToolCard {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
  category: ToolCategory;
  badge?: ToolBadge;
  highlighted?: boolean;
  /** Shown on cards whose tool was discontinued: what replaced it. */
  status?: string;
}

/** The button reads 'Try Tool' for the AI Tool category, otherwise 'Access Resource'. */
export function hubButtonLabel(category: ToolCategory): string {
  return category === 'AI Tool' ? 'Try Tool' : 'Access Resource';
}

/** A card whose link contains /contact shows 'Coming Soon', else 'Try Now'. */
export function aiToolButtonLabel(href: string): string {
  return href.includes('/contact') ? 'Coming Soon' : 'Try Now';
}

export const solutionHubCards: readonly ToolCard[] = [
  {
    title: 'Digital Marketing ROI Calculator',
    description: 'Enter spend, clicks, leads, customers and revenue per channel and get ROI, ROAS, CPL and CAC, with a budget recommendation for each channel.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Marketing Campaign Budget Planner',
    description: 'Start from a budget or from a customer goal, split it across channels and see the leads, revenue and acquisition cost to expect.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'AI Tool',
    badge: { text: 'NEW', variant: 'new' },
    highlighted: true,
  },
  {
    title: 'SEO Optimization Checklist',
    description: 'Technical health, speed, content, local SEO and links in the order we work through them for clients. Includes our local SEO checks.',
    icon: Search,
    href: '/solutions/free-resources/seo-optimization-checklist',
    category: 'Free Resource',
  },
  {
    title: 'Social Media Growth Tools',
    description: 'The free tools we use to plan, design, schedule and measure social media, plus a weekly growth routine you can tick off.',
    icon: Share2,
    href: '/solutions/free-resources/social-media-growth-tools',
    category: 'Free Resource',
  },
  {
    title: 'Marketing Tools Hub',
    description: 'Every tool we offer or are building, from the calculators to the AI content tools now folded into our services.',
    icon: LayoutGrid,
    href: '/solutions/marketing-tools',
    category: 'Free Tool',
  },
  {
    title: 'Free Courses & Certificates',
    description: 'Hand-picked free training from Google, HubSpot, Meta, Semrush and Canva, plus the Australian Government’s digital marketing guides.',
    icon: GraduationCap,
    href: '/solutions/free-resources',
    category: 'Free Resource',
  },
];

export const aiToolCards: readonly ToolCard[] = [
  {
    title: 'Digital Marketing ROI Calculator',
    description: 'Measure what each channel returns. Get ROI, ROAS, CPL, CAC and conversion rates per channel, a dashboard, budget recommendations and a CSV export.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    badge: { text: 'FREE TOOL', variant: 'free' },
    highlighted: true,
  },
  {
    title: 'Marketing Budget Planner',
    description: 'Plan a campaign budget-first or goal-first across Google, Meta, SEO and email. Save plans in your browser and export them as CSV.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'AI Tool',
    badge: { text: 'NEW TOOL', variant: 'new' },
    highlighted: true,
  },
  {
    title: 'Audience Segmentation',
    description: 'Group your customers by value and behaviour from a simple sales export. In development; tell us about your data and we will run it for you.',
    icon: Users,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Coming Soon', variant: 'coming-soon' },
  },
];

export const whyOurAiTools: readonly { title: string; description: string; icon: LucideIcon }[] = [
  { title: 'Free, with no sign-up', description: 'Every tool runs in your browser. No account, no email wall and no trial that expires.', icon: Zap },
  { title: 'Your data stays with you', description: 'Figures you enter are never sent to our server. Saved plans live in your own browser storage.', icon: Lock },
  { title: 'Formulas you can check', description: 'Each tool shows the formulas it uses, so you can explain the numbers to your finance team.', icon: FileText },
  { title: 'Built by practitioners', description: 'We use these tools with clients every week, in USD, AUD and VND, and improve them from that work.', icon: Gauge },
];

const retiredStatus = 'Discontinued: its work is now part of our Content Creation & SEO service.';

// Live tools first, then what is coming, then the discontinued ones: their buttons go straight to
// what replaced them (a service section or a checklist) rather than through a retired page.
export const marketingToolsHubCards: readonly ToolCard[] = [
  {
    title: 'ROI Calculator',
    description: 'ROI, ROAS, CPL, CAC and budget recommendations for every channel, with a dashboard and CSV export.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Budget Planner',
    description: 'Split a campaign budget across channels, or start from a customer goal, and see the leads, revenue, ROI and acquisition cost to expect.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Chatbot Builder',
    description: 'A website and Zalo or Messenger assistant that answers common questions and books appointments.',
    icon: Bot,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Coming Soon', variant: 'coming-soon' },
  },
  {
    title: 'AI Analytics',
    description: 'Plain-English answers from your Google Analytics 4 data: what changed this week and why.',
    icon: ChartNoAxesCombined,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Coming Soon', variant: 'coming-soon' },
  },
  {
    title: 'Audience Segmentation',
    description: 'Customer groups by value and behaviour from your sales data, ready to use as ad audiences.',
    icon: Users,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Coming Soon', variant: 'coming-soon' },
  },
  {
    title: 'AI Content Generator',
    description: 'Drafted social posts, ad copy and product descriptions from a short brief, in your brand voice.',
    icon: Sparkles,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'SEO Article Generator',
    description: 'Long-form articles of 1200+ words with a full H1-H6 heading structure, meta title and description, built around a target keyword.',
    icon: FileText,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'Multilingual Content Generator',
    description: 'One brief, six languages: English, French, Chinese, Japanese, Korean and Vietnamese, adapted rather than literally translated.',
    icon: Languages,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'SEO Assistant',
    description: 'Page-by-page recommendations for titles, headings, keywords and internal links.',
    icon: Search,
    href: '/solutions/free-resources/seo-optimization-checklist',
    category: 'AI Tool',
    status: 'Discontinued: our free SEO Optimization Checklist now covers the same ground.',
  },
  {
    title: 'Market Trend Analyzer',
    description: 'Rising searches, topics and competitor moves in your category, summarised every week.',
    icon: Telescope,
    href: '/services#ai-marketing-strategy',
    category: 'AI Tool',
    status: 'Discontinued: trend research is now part of our AI Marketing Strategy service.',
  },
];

/** Marketing Tools Hub: coming-soon cards go to /contact; discontinued tools to their notice. */
export function marketingHubButtonLabel(card: Pick<ToolCard, 'href' | 'status'>): string {
  if (card.href.includes('/contact')) return 'Coming Soon';
  return card.status ? 'See What Replaced It' : 'Open Tool';
}
