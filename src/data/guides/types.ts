import type { Checklist } from '../../lib/checklist.ts';

export interface GuideBlock {
  title: string;
  paragraphs: readonly string[];
}

export interface GuideTool {
  name: string;
  use: string;
  freePlan: string;
  href: string;
}

export interface GuideStep {
  name: string;
  text: string;
}

/** One free resource page: copy, optional tools and steps, and its checklist. */
export interface Guide {
  slug: string;
  path: string;
  eyebrow: string;
  /** The h1 (the registry title stays the page <title>). */
  heading: string;
  lead: string;
  image: { src: string; alt: string; width: number; height: number };
  /** ISO date the content was last reviewed. */
  updated: string;
  schema: 'HowTo' | 'Article';
  intro: readonly GuideBlock[];
  tools?: { title: string; intro: string; items: readonly GuideTool[] };
  steps?: { title: string; intro: string; items: readonly GuideStep[] };
  checklist: Checklist;
  /** Heading above the checklist. */
  checklistTitle: string;
  checklistIntro: string;
  related: readonly { label: string; href: string }[];
}
