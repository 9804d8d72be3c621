import type { Guide } from './types.ts';

export const seoOptimizationGuide: Guide = {
  slug: 'seo-optimization-checklist',
  path: '/solutions/free-resources/seo-optimization-checklist',
  eyebrow: 'Free checklist',
  heading: 'SEO Optimization Checklist',
  lead: 'The site-wide audit we run in the first month with every new client, in the order we run it: technical health, speed, content, local SEO for Australia and Vietnam, links and measurement.',
  image: { src: '/images/pages/seo-optimization.svg', alt: 'A magnifying glass over a rising search ranking chart with a map pin', width: 560, height: 420 },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'Why the order matters',
      paragraphs: [
        'Content and links only pay off once search engines can crawl, render and index your pages. So we start with technical health and measurement, fix speed, then improve content, and only then invest in local listings and links.',
        'A small business site can usually get through this list in two to four weeks. Larger sites should run the technical section on a sample of templates (home, category, product or service, article) rather than page by page.',
      ],
    },
    {
      title: 'Local SEO in two markets',
      paragraphs: [
        'In Australia, Google handles more than nine in ten searches, so Google Business Profile and Apple Business Connect cover most map results, with Bing Places for the rest. In Vietnam, Google also leads, but Cốc Cốc has a meaningful share and many customers look businesses up on Zalo, so a verified Zalo Official Account belongs in your local checklist.',
      ],
    },
  ],
  checklistTitle: 'The audit checklist',
  checklistIntro: 'Six stages, 32 checks. Download it as Markdown or CSV to share with your developer or track in a spreadsheet.',
  checklist: {
    slug: 'seo-optimization-checklist',
    title: 'SEO Optimization Checklist',
    summary: 'A site-wide SEO audit: measurement, technical health, speed, content, local SEO for Australia and Vietnam, and links.',
    sections: [
      {
        id: 'measurement',
        title: '1. Measurement first',
        items: [
          { id: 'so-search-console', text: 'Verify the domain property in Google Search Console', detail: 'A domain property covers http, https, www and every subdomain.' },
          { id: 'so-bing', text: 'Add the site to Bing Webmaster Tools', detail: 'Import from Search Console in two clicks; Bing also feeds other search engines.' },
          { id: 'so-ga4', text: 'Confirm Google Analytics 4 records organic sessions and key events', detail: 'Mark enquiries, calls and purchases as key events so SEO can be judged on leads.' },
          { id: 'so-baseline', text: 'Record a baseline: clicks, impressions, top pages and top queries', detail: 'Export the last 16 months from Search Console before you change anything.' },
        ],
      },
      {
        id: 'technical',
        title: '2. Crawling and indexing',
        items: [
          { id: 'so-https', text: 'Serve every page over HTTPS with one preferred host', detail: 'Redirect http and www variants to the preferred version with a single 301.' },
          { id: 'so-robots', text: 'Check robots.txt blocks nothing you want ranked', detail: 'Blocked CSS or JavaScript can stop Google rendering your pages.' },
          { id: 'so-sitemap', text: 'Submit an XML sitemap that lists only live, indexable pages', detail: 'No redirects, 404s or noindex pages: they dilute the signal.' },
          { id: 'so-index-report', text: 'Review the Page indexing report and fix real errors', detail: '"Crawled, currently not indexed" often means thin or duplicate content.' },
          { id: 'so-redirect-chains', text: 'Remove redirect chains and fix internal links that redirect', detail: 'Link straight to the final URL.' },
          { id: 'so-status-codes', text: 'Return 404 or 410 for removed pages, not a soft 200', detail: 'Redirect only when a genuine replacement exists.' },
          { id: 'so-duplicates', text: 'Canonicalise duplicates from filters, tracking parameters and print views', detail: 'Each piece of content should have one canonical URL.' },
          { id: 'so-hreflang', text: 'If you publish English and Vietnamese versions, add hreflang tags', detail: 'en-AU and vi-VN pairs, each pointing to the other and to itself.' },
        ],
      },
      {
        id: 'speed',
        title: '3. Speed and Core Web Vitals',
        items: [
          { id: 'so-cwv-report', text: 'Check the Core Web Vitals report for the mobile version', detail: 'Targets: LCP under 2.5 s, INP under 200 ms, CLS under 0.1.' },
          { id: 'so-lcp', text: 'Make the largest above-the-fold element load first', detail: 'Preload the hero image or font; avoid lazy-loading it.' },
          { id: 'so-js', text: 'Remove or defer unused scripts, chat widgets and tag manager clutter', detail: 'Third-party scripts are the usual cause of poor INP.' },
          { id: 'so-images', text: 'Serve modern image formats at the size they are shown', detail: 'WebP or AVIF, responsive sizes, width and height set.' },
          { id: 'so-hosting', text: 'Use hosting or a CDN close to your customers', detail: 'A Sydney or Singapore region cuts latency for Australian and Vietnamese visitors.' },
        ],
      },
      {
        id: 'content',
        title: '4. Content',
        items: [
          { id: 'so-keyword-map', text: 'Map one primary keyword to each important page', detail: 'Gaps show which pages to create; overlaps show which to merge.' },
          { id: 'so-thin-pages', text: 'Improve, merge or remove thin and outdated pages', detail: 'A smaller site of strong pages outranks a large site of weak ones.' },
          { id: 'so-on-page', text: 'Run the on-page checklist on your top 20 landing pages', detail: 'Titles, headings, internal links and schema, page by page.' },
          { id: 'so-eeat', text: 'Add author bios, reviews, case studies and credentials', detail: 'Signals of real experience matter most for services people pay for.' },
          { id: 'so-content-plan', text: 'Plan new content from questions customers actually ask', detail: 'Sales calls and support emails are the best keyword research you have.' },
        ],
      },
      {
        id: 'local',
        title: '5. Local SEO: Australia and Vietnam',
        items: [
          { id: 'so-gbp', text: 'Claim and complete Google Business Profile for each location', detail: 'Primary category, hours, services, photos and a description that names your suburb or district.' },
          { id: 'so-nap', text: 'Keep name, address and phone identical everywhere', detail: 'Website footer, profiles and directories must match character for character.' },
          { id: 'so-apple-bing', text: 'Claim Apple Business Connect and Bing Places listings', detail: 'iPhone users in Australia see Apple Maps by default.' },
          { id: 'so-directories', text: 'List the business in trusted local directories', detail: 'Australia: True Local, Yellow Pages, your industry body. Vietnam: Foody for hospitality, and industry portals.' },
          { id: 'so-zalo', text: 'For Vietnam, set up a verified Zalo Official Account and check Cốc Cốc results', detail: 'Many Vietnamese customers search and message businesses on Zalo.' },
          { id: 'so-reviews', text: 'Ask every happy customer for a review and reply to all reviews', detail: 'Review count, rating and replies all influence map rankings.' },
          { id: 'so-local-schema', text: 'Add LocalBusiness schema with address, geo coordinates and hours', detail: 'Match it exactly to your Google Business Profile.' },
        ],
      },
      {
        id: 'links',
        title: '6. Links and authority',
        items: [
          { id: 'so-backlink-audit', text: 'Review your backlinks in Search Console or Ahrefs Webmaster Tools', detail: 'Note which pages earn links and why.' },
          { id: 'so-digital-pr', text: 'Pitch a data story or expert comment to local media each quarter', detail: 'One link from a respected local publication beats dozens of directory links.' },
          { id: 'so-partners', text: 'Earn links from suppliers, partners, associations and sponsors', detail: 'Relationships you already have are the easiest links to get.' },
        ],
      },
    ],
  },
  related: [
    { label: 'On-Page SEO Checklist', href: '/solutions/free-resources/on-page-seo-checklist' },
    { label: 'Our SEO Optimization service', href: '/services#seo-optimization' },
  ],
};
