/** English copy of the pages' own sections (hero, calls to action); see ./en.ts for the rules. */
export const enPages = {
  home: {
    title: 'Marketing that grows your business in Australia and Vietnam',
    subtitle:
      'Strategy, content, SEO, social media and advertising from one senior team. We use AI to move faster and people to make it good, and we report on the leads and sales it brings in.',
    consult: 'Book a Free Consultation',
    explore: 'Explore Our Services',
    highlightsEyebrow: 'Why Brightlane',
    highlightsTitle: 'Fast to start, careful with the details, judged on results',
    servicesEyebrow: 'Services',
    servicesTitle: 'Six services that work as one plan',
    servicesIntro:
      'Pick one to fix a specific problem, or combine them into a full-funnel program managed by a single team.',
    servicesLink: 'Compare all services',
    workEyebrow: 'Our work',
    workTitle: 'Campaigns with numbers behind them',
    workIntro:
      'Strategy, launch and social campaigns for brands in Vietnam, from cafés and restaurants to insurance and nightlife.',
    workLink: 'View all case studies',
    blogEyebrow: 'From the blog',
    blogTitle: 'Latest insights',
    blogIntro: 'Practical guides from the team, on AI tools, search, social and design.',
    blogLink: 'Read the blog',
    ctaTitle: 'Ready to see what your marketing could return?',
    ctaText:
      'Start with a free 30-minute call. We will look at your numbers and tell you honestly where the biggest gains are.',
    ctaRoi: 'Try the ROI Calculator',
  },
  about: {
    eyebrow: 'About us',
    title: 'Marketing people who understand two markets',
    subtitle:
      'Brightlane Digital helps businesses in Australia and Vietnam grow with clear strategy, creative that sounds like them and reporting they can trust.',
    work: 'Work With Us',
    seeWork: 'See Our Work',
    heroAlt: "A globe with a route linking our Ho Chi Minh City and Sydney offices, and the team's avatars",
    welcomeEyebrow: 'Welcome',
    welcomeAlt:
      'An AI hub linked to analytics, scheduling, English copy and Vietnamese copy, the way our team connects its tools',
    missionLabel: 'Mission and vision',
    expertiseEyebrow: 'Expertise',
    expertiseTitle: 'Three disciplines under one roof',
    expertiseIntro:
      'Most growth problems cross these lines. Having all three in one team means nothing gets lost between agencies.',
    valuesEyebrow: 'Core values',
    valuesTitle: 'How we work',
    reasonsEyebrow: 'Why choose us',
    reasonsTitle: 'Four reasons clients stay with us',
    ctaTitle: 'Let’s talk about your next stage of growth',
    ctaText:
      'Tell us where you are and where you want to be. We will come back with an honest view of how to get there.',
    ctaContact: 'Contact Us',
    ctaServices: 'Explore Our Services',
  },
  services: {
    eyebrow: 'Services',
    title: 'Everything you need to be found, chosen and remembered',
    subtitle:
      'Six services, one senior team. We start with your goals and your numbers, then combine only the services that will move them.',
    start: 'Get Started',
    viewWork: 'View Our Work',
    heroAlt:
      'Six connected service tiles around a central tick: strategy, content, social, branding, ads and search working as one plan',
    listEyebrow: 'What we do',
    listTitle: 'Our services',
    listIntro: 'Each service stands on its own, and each is built to plug into the others.',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'What our clients say',
    pricingTitle: 'Flexible Pricing',
    pricingText:
      'No fixed packages that make you pay for work you do not need. We scope each engagement around your goals, markets and budget, and quote it in writing.',
    pricingPoints: [
      'A fixed monthly retainer or a one-off project fee, quoted in AUD, USD or VND',
      'Ad spend paid straight to the platforms from your own accounts, never marked up',
      'An initial three-month term, then month to month with 30 days’ notice',
      'Every deliverable and report listed in the quote before you sign',
    ],
    pricingCta: 'Get Your Custom Quote',
    ctaTitle: 'Not sure which service you need?',
    ctaText: 'Tell us your goal. We will recommend the smallest combination of services that can reach it.',
    ctaContact: 'Contact Us',
    ctaCases: 'See Case Studies',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    subtitle:
      'Straight answers about pricing, timelines, the markets we work in, the tools we use and how we look after your data. Can’t find yours? Ask us directly.',
    ctaTitle: 'Still have a question?',
    ctaText: 'Send it to us and a strategist will answer within one business day.',
    ctaAsk: 'Ask Us Directly',
    ctaBlog: 'Read the Blog',
  },
  contact: {
    eyebrow: 'Contact',
    title: "Let's talk about your next campaign",
    subtitle:
      'Tell us about your business and what you want to achieve. A strategist, not a sales script, replies within one business day.',
    options: 'Contact options',
    formHeading: 'Send us a message',
    formIntro: 'All fields are required. We use your details only to answer you.',
    newsletterHeading: 'Not ready to talk yet?',
    newsletterText:
      'One practical guide a month on AI tools, SEO and social media, tested on real campaigns. Unsubscribe any time.',
  },
  blog: {
    eyebrow: 'Brightlane Blog',
    title: 'Marketing guides from the team that does the work',
    subtitle:
      'Practical, tested advice on AI tools, LinkedIn, Canva design and search, for businesses in Australia and Vietnam.',
    pageTitle: 'Marketing Blog, Page {page}',
    categoryTitle: '{name} Articles',
    categoryPageTitle: '{name} Articles, Page {page}',
    categoryDescription:
      'Every {name} article on the Brightlane Digital blog: practical guides written by the team that does the work.',
    searchTitle: 'Search results for “{query}”',
    searchEmptyTitle: 'Search the Blog',
    searchDescription: 'Search the Brightlane Digital blog by title, topic or tag.',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Case studies with the numbers left in',
    subtitle:
      'Campaign plans, brand launches and research for hospitality, insurance, mobility and consumer brands, most of them in Vietnam. Each one shows the brief, the thinking, the budget and how we measured success.',
    ctaTitle: 'Have a project like one of these?',
    ctaText:
      'Tell us what you want to grow. We will reply within one business day with first thoughts and a suggested next step.',
    ctaStart: 'Start Your Project',
    ctaServices: 'See Our Services',
  },
  solutions: {
    eyebrow: 'Solution Hub',
    title: 'Free tools and resources to plan, measure and grow',
    subtitle:
      'Calculators, planners, checklists and hand-picked training we use with our own clients. Free, no sign-up, and your data stays in your browser.',
    aiTools: 'AI Marketing Tools',
    freeResources: 'Free Resources',
    heroAlt: 'A calculator, a budget donut chart and a ticked checklist side by side',
    toolsEyebrow: 'Tools and resources',
    toolsTitle: 'Start here',
    toolsIntro:
      'Our most used tools and guides. AI tools run in your browser; resources are guides and checklists you can download.',
    hubsTitle: 'Explore by type',
    resourcesEyebrow: 'Free resources',
    resourcesTitle: 'Guides, checklists and free training',
    resourcesIntro:
      'Filter by topic. Our own guides open here; courses and tools from other publishers open in a new tab.',
    newsletterTitle: 'Get one practical marketing idea a month',
    newsletterText:
      'New checklists, tool updates and what is working for our clients in Australia and Vietnam. No spam; unsubscribe in one click.',
    ctaTitle: 'Want experts to put these tools to work?',
    ctaText: 'We plan, run and measure campaigns with the same tools, and do the heavy lifting for you.',
    ctaContact: 'Contact Us',
    ctaServices: 'View Services',
  },
  aiTools: {
    eyebrow: 'AI Tools',
    title: 'AI Marketing Tools',
    subtitle:
      'Plan a campaign budget and measure what every channel returns, with the same tools our strategists use. Free, private and built for USD, AUD and VND.',
    plan: 'Plan a Budget',
    roi: 'Calculate ROI',
    heroAlt: 'A dashboard with ROAS and cost-per-lead figures, channel bars and a budget split donut',
    toolsEyebrow: 'Tools',
    toolsTitle: 'Our tools',
    toolsIntro: 'Two tools ready to use today, and one in development that we can already run for you.',
    whyEyebrow: 'Why use them',
    whyTitle: 'Why Choose Our AI Tools',
    ctaTitle: 'Want a strategist to check your numbers?',
    ctaText:
      'Bring your plan or your ROI results to a free 30-minute call and we will show you where the budget could work harder.',
    ctaCall: 'Book a Free Call',
    ctaResources: 'Free Resources',
  },
  marketingTools: {
    eyebrow: 'Marketing Tools Hub',
    title: 'Marketing Tools Hub',
    subtitle:
      'Every tool we have built or are building. Some early AI tools have been folded into our services, where an editor or strategist now checks their output; the calculators stay free for everyone.',
    aiTools: 'Go to AI Tools',
    suggest: 'Suggest a Tool',
    allTitle: 'All tools',
    allIntro:
      'Badges show what is new, in beta or coming soon. Coming-soon tools can already be run for you by our team: ask us.',
    ctaTitle: 'Need a tool we have not built yet?',
    ctaText:
      'Tell us what you are trying to measure or automate. If it helps enough businesses, we will build it, and we can often do the work for you in the meantime.',
    ctaContact: 'Contact Us',
    ctaServices: 'View Services',
  },
  freeResources: {
    eyebrow: 'Free resources',
    title: 'Free Marketing Resources',
    subtitle:
      'The free courses, certificates and tools we recommend to clients and new team members, plus our own checklists. All free; no sign-up with us needed.',
    browse: 'Browse Courses & Tools',
    roi: 'Open the ROI Calculator',
    heroAlt: 'A ticked checklist book, a graduation cap and a course progress card',
    externalEyebrow: 'Hand-picked',
    externalTitle: 'Free courses, certificates and tools',
    externalIntro:
      'Eight resources from Google, HubSpot, Meta, Semrush, Canva and the Australian Government. Each opens on the publisher’s site in a new tab.',
    ownEyebrow: 'From our team',
    ownTitle: 'Our checklists and guides',
    ownIntro: 'Tick them off in your browser, or download them as Markdown or CSV.',
    newsletterTitle: 'New resources, once a month',
    newsletterText: 'Be first to get our new checklists and tool updates. One email a month, no spam.',
    ctaTitle: 'Rather have experts do it?',
    ctaText:
      'Our team turns these checklists into results: audits, fixes, content and campaigns, reported in plain English.',
    ctaContact: 'Get in Touch',
    ctaServices: 'View Services',
  },
  roiCalculator: {
    eyebrow: 'Free tool',
    title: 'Digital Marketing ROI Calculator',
    subtitle:
      'Enter what each channel cost and what it brought in. You get ROI, ROAS, cost per lead, customer acquisition cost and a budget recommendation for every channel, with a dashboard and a suggested budget for next period.',
    introTitle: 'Find out which channels pay for themselves',
    introData:
      'The calculator starts with five sample channels so you can see how it reads. Replace them with your own figures from one period, such as last month: spend from your ad accounts and invoices, clicks from analytics, leads from your forms or CRM, and customers and revenue from sales.',
    introPrivacy:
      'Everything runs in your browser; nothing you type is sent to us. Export the results as a CSV, import a spreadsheet, share a link with your team, or print a report. Amounts can be shown in US dollars, Australian dollars or Vietnamese dong.',
    region: 'ROI calculator',
    ctaTitle: 'Want help moving budget to what works?',
    ctaText:
      "We review your channel numbers with you, find the leaks in the funnel and plan the next quarter's spend. The first conversation is free.",
    ctaContact: 'Talk to Our Team',
    ctaPlanner: 'Plan a Campaign Budget',
  },
  /** Each guide's closing call to action, by guide slug. */
  guides: {
    'on-page-seo-checklist': {
      title: 'Want us to run the audit for you?',
      text: 'Our SEO team checks every page, fixes what matters most and reports the results in plain English.',
      label: 'Get a Free SEO Review',
    },
    'seo-optimization-checklist': {
      title: 'Want us to run the audit for you?',
      text: 'Our SEO team checks every page, fixes what matters most and reports the results in plain English.',
      label: 'Get a Free SEO Review',
    },
    'social-media-growth-tools': {
      title: 'Want more from social media without more hours?',
      text: 'Our social team plans, produces and publishes for you, and reports on the leads it brings in.',
      label: 'Talk to Our Social Team',
    },
    'marketing-with-canva': {
      title: 'Need a brand kit and templates built for you?',
      text: 'We design brand identities and hand over Canva template kits your team can use every day.',
      label: 'Start a Design Project',
    },
  },
  legal: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
} as const;
