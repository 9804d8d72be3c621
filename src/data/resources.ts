/**
 * Free resources: our own four guides (internal pages) and well-known free training and tools from
 * other publishers (external, opened in a new tab).
 */
export type ResourceType = 'Course' | 'Checklist' | 'Toolkit' | 'Guide' | 'Tool' | 'Certificate' | 'Tools';

export interface FreeResource {
  title: string;
  description: string;
  type: ResourceType;
  /** Two are shown on each card and drive the label filter. */
  labels: readonly [string, string];
  href: string;
  /** Who publishes it, for external resources. */
  publisher: string;
}

export function isExternal(resource: Pick<FreeResource, 'href'>): boolean {
  return /^https?:\/\//.test(resource.href);
}

const ours = 'Brightlane Digital';

export const ownResources: readonly FreeResource[] = [
  {
    title: 'On-Page SEO Checklist',
    description: 'Titles, headings, content, links, images and schema: 30 checks to run on every page before and after it goes live.',
    type: 'Checklist',
    labels: ['SEO', 'Checklist'],
    href: '/solutions/free-resources/on-page-seo-checklist',
    publisher: ours,
  },
  {
    title: 'SEO Optimization Checklist',
    description: 'The site-wide audit we run for new clients: crawling, speed, content, local SEO for Australia and Vietnam, and links.',
    type: 'Checklist',
    labels: ['SEO', 'Checklist'],
    href: '/solutions/free-resources/seo-optimization-checklist',
    publisher: ours,
  },
  {
    title: 'Social Media Growth Tools',
    description: 'Free tools for planning, design, scheduling and analytics, with the weekly routine we use to grow client accounts.',
    type: 'Toolkit',
    labels: ['Social Media', 'Tools'],
    href: '/solutions/free-resources/social-media-growth-tools',
    publisher: ours,
  },
  {
    title: 'Marketing with Canva',
    description: 'Set up a brand kit, build reusable templates and publish on-brand posts, ads and infographics, step by step.',
    type: 'Guide',
    labels: ['Design', 'Social Media'],
    href: '/solutions/free-resources/marketing-with-canva',
    publisher: ours,
  },
];

export const externalResources: readonly FreeResource[] = [
  {
    title: 'Inbound Marketing Certification',
    description: 'HubSpot Academy’s free course on attracting, engaging and delighting customers, with a certificate you can add to LinkedIn.',
    type: 'Certificate',
    labels: ['Certificate', 'Content Marketing'],
    href: 'https://academy.hubspot.com/courses/inbound-marketing',
    publisher: 'HubSpot Academy',
  },
  {
    title: 'Google Ads and Analytics Certifications',
    description: 'Google Skillshop’s free training and exams for Search, Display, Video and Shopping ads and for Google Analytics.',
    type: 'Certificate',
    labels: ['Certificate', 'Advertising'],
    href: 'https://skillshop.withgoogle.com/',
    publisher: 'Google Skillshop',
  },
  {
    title: 'SEO Starter Guide',
    description: 'Google’s own explanation of how search works and what helps a site appear in results. The best first read on SEO.',
    type: 'Guide',
    labels: ['SEO', 'Guide'],
    href: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
    publisher: 'Google Search Central',
  },
  {
    title: 'Meta Blueprint Courses',
    description: 'Free self-paced courses on Facebook and Instagram advertising, from audience targeting to measurement.',
    type: 'Course',
    labels: ['Social Media', 'Advertising'],
    href: 'https://www.facebook.com/business/learn',
    publisher: 'Meta',
  },
  {
    title: 'Semrush Academy',
    description: 'Free courses on keyword research, technical SEO, content marketing and competitor analysis, each with a short exam.',
    type: 'Course',
    labels: ['SEO', 'Certificate'],
    href: 'https://www.semrush.com/academy/',
    publisher: 'Semrush',
  },
  {
    title: 'Canva Design School',
    description: 'Short lessons on layout, colour, typography and social graphics for people who are not designers.',
    type: 'Course',
    labels: ['Design', 'Social Media'],
    href: 'https://www.canva.com/designschool/',
    publisher: 'Canva',
  },
  {
    title: 'Digital Marketing for Small Business',
    description: 'The Australian Government’s plain-English guide to websites, social media, search and online advertising for small businesses.',
    type: 'Guide',
    labels: ['Guide', 'Small Business'],
    href: 'https://business.gov.au/online/digital-marketing',
    publisher: 'business.gov.au',
  },
  {
    title: 'Google Search Console',
    description: 'Free reports on how Google crawls and ranks your site: search queries, indexing problems, Core Web Vitals and links.',
    type: 'Tools',
    labels: ['SEO', 'Tools'],
    href: 'https://search.google.com/search-console/about',
    publisher: 'Google',
  },
];

/** The eight items of the Solution Hub grid: our four guides and four external picks. */
export const solutionHubResources: readonly FreeResource[] = [...ownResources, ...externalResources.slice(0, 4)];
