import type { Guide } from './types.ts';

export const onPageSeoGuide: Guide = {
  slug: 'on-page-seo-checklist',
  path: '/solutions/free-resources/on-page-seo-checklist',
  eyebrow: 'Free checklist',
  heading: 'On-Page SEO Checklist',
  lead: 'The 30 checks our editors run on every page before it goes live: intent, titles, headings, content, links, images and schema. Tick them off as you go; your progress stays in this browser.',
  image: { src: '/images/pages/on-page-seo.svg', alt: 'A web page wireframe with its title, headings and image each marked with a green tick', width: 560, height: 420 },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'How to use this checklist',
      paragraphs: [
        'On-page SEO is everything you control on the page itself. Work through the sections in order for a new page; for an existing page that has stopped performing, start with search intent, because no amount of tag tuning rescues a page that answers the wrong question.',
        'Each check has a short reason. If a check does not apply, such as schema for a simple contact page, tick it anyway so your progress reflects what is left to do.',
      ],
    },
  ],
  checklistTitle: 'The checklist',
  checklistIntro: 'Seven stages, 30 checks. Download it as Markdown for your documentation or as CSV for a spreadsheet or project board.',
  checklist: {
    slug: 'on-page-seo-checklist',
    title: 'On-Page SEO Checklist',
    summary: 'Thirty checks to run on every page before and after it goes live: intent, titles, headings, content, links, images and schema.',
    sections: [
      {
        id: 'intent',
        title: '1. Search intent and keyword',
        items: [
          { id: 'op-primary-keyword', text: 'Choose one primary keyword or question for the page', detail: 'One page per intent stops your own pages competing with each other.' },
          { id: 'op-serp-check', text: 'Search it and study the first page of results', detail: 'If Google shows guides, a product page will struggle; match the format that ranks.' },
          { id: 'op-secondary-terms', text: 'List three to five related terms and questions', detail: 'Use "People also ask" and related searches to cover the topic fully.' },
          { id: 'op-cannibalisation', text: 'Confirm no other page on your site targets the same keyword', detail: 'Search site:yourdomain.com keyword; merge or re-focus duplicates.' },
          { id: 'op-local-variant', text: 'Decide on the local variant of the keyword', detail: 'Australian spelling (optimise, colour) and place names, or Vietnamese with full diacritics.' },
        ],
      },
      {
        id: 'title-meta',
        title: '2. Title tag and meta description',
        items: [
          { id: 'op-title-length', text: 'Write a unique title of roughly 50–60 characters', detail: 'Longer titles are cut off in results; lead with what the page offers.' },
          { id: 'op-title-keyword', text: 'Put the primary keyword near the start of the title', detail: 'Searchers scan the first words; so does the ranking system.' },
          { id: 'op-meta-description', text: 'Write a meta description of about 140–160 characters', detail: 'It does not affect ranking but it sells the click. Include a reason to choose you.' },
          { id: 'op-unique-meta', text: 'Check titles and descriptions are unique across the site', detail: 'Duplicates are flagged in Search Console and make pages look interchangeable.' },
        ],
      },
      {
        id: 'headings-content',
        title: '3. Headings and content',
        items: [
          { id: 'op-one-h1', text: 'Use exactly one H1 that matches the page topic', detail: 'It should agree with the title tag without copying it word for word.' },
          { id: 'op-heading-order', text: 'Structure sections with H2 and H3 in order, without skipping levels', detail: 'Helps screen readers and search engines understand the outline.' },
          { id: 'op-answer-first', text: 'Answer the main question in the first 100 words', detail: 'Visitors and featured snippets both reward a direct answer.' },
          { id: 'op-depth', text: 'Cover the related questions you listed, with examples', detail: 'Depth beats word count: add steps, numbers, prices or local detail.' },
          { id: 'op-eeat', text: 'Show who wrote or reviewed the page and when', detail: 'Author, review date and sources build trust, especially for health, money and legal topics.' },
          { id: 'op-readability', text: 'Keep paragraphs short and use lists and tables where they help', detail: 'Most visitors read on a phone.' },
        ],
      },
      {
        id: 'urls-links',
        title: '4. URL and links',
        items: [
          { id: 'op-url', text: 'Use a short, lowercase, hyphenated URL with the keyword', detail: 'For example /services/seo-audit rather than /page?id=123.' },
          { id: 'op-internal-in', text: 'Link to the page from at least two relevant existing pages', detail: 'Orphan pages are crawled rarely and rank poorly.' },
          { id: 'op-internal-out', text: 'Link out from the page to related pages with descriptive anchor text', detail: '"See our local SEO checklist" beats "click here".' },
          { id: 'op-external', text: 'Cite authoritative external sources where you use their facts', detail: 'Open them normally; reserve nofollow or sponsored for paid or untrusted links.' },
          { id: 'op-broken-links', text: 'Check every link returns a live page', detail: 'Broken links waste crawl budget and frustrate visitors.' },
        ],
      },
      {
        id: 'media',
        title: '5. Images and media',
        items: [
          { id: 'op-alt-text', text: 'Write alt text that describes each meaningful image', detail: 'Leave decorative images with empty alt so screen readers skip them.' },
          { id: 'op-image-size', text: 'Compress images and serve WebP or AVIF at the displayed size', detail: 'Images are the most common cause of a slow Largest Contentful Paint.' },
          { id: 'op-image-dimensions', text: 'Set width and height on images and embeds', detail: 'Prevents layout shift as the page loads.' },
          { id: 'op-lazy-load', text: 'Lazy-load images below the fold, never the main hero image', detail: 'The hero image should load first; everything else can wait.' },
        ],
      },
      {
        id: 'technical',
        title: '6. Structured data and technical',
        items: [
          { id: 'op-canonical', text: 'Set a self-referencing canonical URL', detail: 'Protects the page from duplicates created by tracking parameters.' },
          { id: 'op-schema', text: 'Add the schema type that fits: Article, Product, LocalBusiness, FAQPage or HowTo', detail: 'Validate it with the Rich Results Test before publishing.' },
          { id: 'op-indexable', text: 'Confirm the page is indexable: no noindex tag and not blocked in robots.txt', detail: 'Staging settings left on by accident are a common launch mistake.' },
          { id: 'op-mobile', text: 'Check the page on a phone: tap targets, font size, no sideways scrolling', detail: 'Google ranks the mobile version of your page.' },
        ],
      },
      {
        id: 'after-publish',
        title: '7. After publishing',
        items: [
          { id: 'op-request-index', text: 'Request indexing with URL Inspection in Google Search Console', detail: 'Speeds up discovery for important new pages.' },
          { id: 'op-review-queries', text: 'Review the queries the page ranks for after four to six weeks', detail: 'Add sections for relevant queries you rank for on page two.' },
        ],
      },
    ],
  },
  related: [
    { label: 'SEO Optimization Checklist', href: '/solutions/free-resources/seo-optimization-checklist' },
    { label: 'Our SEO Optimization service', href: '/services#seo-optimization' },
  ],
};
