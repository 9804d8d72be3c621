/** Content of the About page: mission, vision, expertise, values and reasons to choose us. */
import { Award, BrainCircuit, Compass, Eye, Handshake, Lightbulb, Megaphone, PenTool, ShieldCheck, Target, Users, type LucideIcon } from 'lucide-react';

export interface TitledItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const welcome = {
  title: 'A senior team with one foot in Sydney and one in Saigon',
  paragraphs: [
    'Brightlane Digital started in 2019 when two strategists, one who had spent a decade in Sydney agencies and one who had run campaigns for hospitality brands in Ho Chi Minh City, kept meeting clients who needed both markets understood at once.',
    'Today we are a team of strategists, writers, designers and analysts working from Pyrmont and District 1. We plan and run marketing for clinics, education providers, restaurants, retailers and B2B firms, and we use AI wherever it makes the work faster or sharper without making it generic.',
  ],
} as const;

export const missionVision: readonly TitledItem[] = [
  {
    title: 'Our Mission',
    description:
      'To give growing businesses the kind of strategy, creative and measurement that used to be reserved for big-budget brands, by pairing experienced people with AI that does the repetitive work.',
    icon: Target,
  },
  {
    title: 'Our Vision',
    description:
      'To be the agency businesses in Australia and Vietnam trust to connect the two markets: brands that grow across borders with one consistent voice and numbers they can check.',
    icon: Eye,
  },
];

export const expertiseAreas: readonly TitledItem[] = [
  {
    title: 'Strategy & AI',
    description:
      'Market and audience research, positioning, channel planning and forecasting, using AI models to test more options in less time and our experience to choose between them.',
    icon: BrainCircuit,
  },
  {
    title: 'Content & Creative',
    description:
      'Bilingual copywriting, short-form video, photography direction and brand design, produced in-house so quality and tone stay consistent from one month to the next.',
    icon: PenTool,
  },
  {
    title: 'Performance & Search',
    description:
      'Google, Meta, TikTok and LinkedIn advertising, technical and local SEO, and the analytics to show which dollar or dong brought in which customer.',
    icon: Megaphone,
  },
];

export const coreValues: readonly TitledItem[] = [
  {
    title: 'Innovation',
    description: 'We test new tools and formats on our own channels first, and bring you only what has proven its worth.',
    icon: Lightbulb,
  },
  {
    title: 'Transparency',
    description: 'You own your ad accounts, analytics and content. Reports show every cost, including ours, and bad news arrives as early as good news.',
    icon: ShieldCheck,
  },
  {
    title: 'Excellence',
    description: 'Every deliverable is reviewed by a senior specialist before you see it. We would rather do fewer things properly than many things adequately.',
    icon: Award,
  },
  {
    title: 'Partnership',
    description: 'We work as an extension of your team: shared goals, a named lead, and decisions made with you rather than for you.',
    icon: Handshake,
  },
];

export const reasons: readonly TitledItem[] = [
  {
    title: 'Two markets, one team',
    description: 'Native English and Vietnamese speakers who know how Australians and Vietnamese buyers search, scroll and decide.',
    icon: Compass,
  },
  {
    title: 'Senior people on your account',
    description: 'The strategist who pitches your plan is the one who runs it. No hand-off to a junior team after the contract is signed.',
    icon: Users,
  },
  {
    title: 'AI with human judgement',
    description: 'AI speeds up research, drafts and reporting; people decide strategy, check facts and protect your brand voice.',
    icon: BrainCircuit,
  },
  {
    title: 'Results you can verify',
    description: 'Tracking is set up in your accounts before we spend a cent, and every report links back to the raw data.',
    icon: Target,
  },
];
