/** The published posts, as the blog e2e specs expect to find them (newest first). */
export const posts = [
  {
    slug: 'canva-infographics-guide',
    title: 'How to Create Infographics in Canva That People Actually Read',
    category: 'Design & Content',
    date: '3 January 2025',
    seoTitle: 'How to Create Infographics in Canva: A Step-by-Step Guide',
  },
  {
    slug: 'linkedin-personal-branding',
    title: 'LinkedIn Personal Branding: 12 Mistakes We See Every Week (and How to Fix Them)',
    category: 'LinkedIn Marketing',
    date: '2 January 2025',
    seoTitle: 'LinkedIn Personal Branding Mistakes and How to Fix Them',
  },
  {
    slug: 'free-ai-tools-marketing-2025',
    title: 'The Best Free AI Tools for Marketing in 2025',
    category: 'AI Marketing',
    date: '1 January 2025',
    seoTitle: 'Best Free AI Tools for Marketing in 2025 (Tested by Our Team)',
  },
  {
    slug: 'ai-marketing-complete-guide-2024',
    title: 'The Complete Guide to AI Marketing: Strategy, Tools, Governance and a 90-Day Plan',
    category: 'AI Marketing',
    date: '18 November 2024',
    seoTitle: 'The Complete Guide to AI Marketing (Strategy to 90-Day Plan)',
  },
] as const;
