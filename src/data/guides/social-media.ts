import type { Guide } from './types.ts';

export const socialMediaGuide: Guide = {
  slug: 'social-media-growth-tools',
  path: '/solutions/free-resources/social-media-growth-tools',
  eyebrow: 'Free toolkit',
  heading: 'Social Media Growth Tools',
  lead: 'The free tools our social team uses every week to plan, create, schedule and measure, and the growth routine that ties them together. Nothing here needs a paid plan to get started.',
  image: { src: '/images/pages/social-media-growth.svg', alt: 'Phone screens with posts, a calendar and a rising follower chart connected by lines', width: 560, height: 420 },
  updated: '2025-04-09',
  schema: 'Article',
  intro: [
    {
      title: 'Tools do not grow accounts, routines do',
      paragraphs: [
        'Accounts that grow steadily post consistently, reply quickly and change course based on what the numbers say. The tools below make that routine cheaper and faster; the checklist underneath is the routine itself.',
        'For Australian audiences, Instagram, Facebook, TikTok and LinkedIn carry most business results. In Vietnam, Facebook and TikTok dominate, and Zalo is where customers message you, so plan for all three.',
      ],
    },
  ],
  tools: {
    title: 'The free toolkit',
    intro: 'Every tool here has a free plan we have used with clients. Plans change, so check the limits on each site before you build a process around them.',
    items: [
      { name: 'Meta Business Suite', use: 'Schedule Facebook and Instagram posts, reels and stories; one inbox for comments and messages; basic insights.', freePlan: 'Free for all Facebook Pages and Instagram professional accounts.', href: 'https://business.facebook.com/' },
      { name: 'Buffer', use: 'Schedule to LinkedIn, TikTok, Instagram, Facebook and more from one calendar.', freePlan: 'Free plan covers up to three channels with a limited number of scheduled posts each.', href: 'https://buffer.com/' },
      { name: 'Canva', use: 'Design posts, carousels, stories and short videos from templates sized for every platform.', freePlan: 'Free plan with thousands of templates; brand kits and background removal need Pro.', href: 'https://www.canva.com/' },
      { name: 'CapCut', use: 'Edit short-form video with automatic captions, trending effects and direct export to TikTok.', freePlan: 'Free desktop, mobile and web editor; some effects and cloud storage are paid.', href: 'https://www.capcut.com/' },
      { name: 'TikTok Creative Center', use: 'See trending hashtags, songs, creators and top-performing ads by country, including Australia and Vietnam.', freePlan: 'Free with a TikTok account.', href: 'https://ads.tiktok.com/business/creativecenter' },
      { name: 'Google Trends', use: 'Compare interest in topics over time and by region to time posts around seasonal demand.', freePlan: 'Free.', href: 'https://trends.google.com/' },
      { name: 'GA4 Campaign URL Builder', use: 'Add UTM tags to links in bios and posts so Google Analytics shows which posts bring visitors and leads.', freePlan: 'Free.', href: 'https://ga-dev-tools.google/campaign-url-builder/' },
      { name: 'Zalo Official Account', use: 'A verified business presence on Zalo for messaging Vietnamese customers, sharing updates and taking bookings.', freePlan: 'Free to create; paid packages unlock more messaging features.', href: 'https://oa.zalo.me/' },
    ],
  },
  checklistTitle: 'The growth checklist',
  checklistIntro: 'Set-up checks once, then the weekly routine. Download the CSV to copy it into your project tool as a recurring task list.',
  checklist: {
    slug: 'social-media-growth-tools',
    title: 'Social Media Growth Checklist',
    summary: 'A one-off set-up and a weekly routine for growing business accounts on Facebook, Instagram, TikTok, LinkedIn and Zalo with free tools.',
    sections: [
      {
        id: 'setup',
        title: 'One-off set-up',
        items: [
          { id: 'sm-profiles', text: 'Use the same name, handle, logo and bio on every platform', detail: 'Customers should recognise you instantly wherever they find you.' },
          { id: 'sm-professional', text: 'Switch Instagram and TikTok to business or professional accounts', detail: 'Unlocks insights, contact buttons and scheduling.' },
          { id: 'sm-bio-links', text: 'Add a UTM-tagged link to every bio', detail: 'So Google Analytics credits the right platform for visits and leads.' },
          { id: 'sm-pillars', text: 'Define three to five content pillars', detail: 'For example: how-to tips, behind the scenes, customer stories, offers, team.' },
          { id: 'sm-templates', text: 'Build Canva templates for each pillar and format', detail: 'Templates keep quality steady when you are busy.' },
          { id: 'sm-baseline', text: 'Record a baseline: followers, reach, engagement rate and site visits per platform', detail: 'Growth only means something against a starting point.' },
        ],
      },
      {
        id: 'plan',
        title: 'Every week: plan',
        items: [
          { id: 'sm-trends', text: 'Check TikTok Creative Center and Google Trends for timely topics', detail: 'Ten minutes of trend research beats guessing.' },
          { id: 'sm-calendar', text: 'Fill next week’s calendar with posts across your pillars', detail: 'Aim for a realistic rhythm you can keep, such as three feed posts and five stories.' },
          { id: 'sm-dates', text: 'Note local dates and events', detail: 'Australia Day, EOFY in June and Click Frenzy; Tết, Mid-Autumn Festival and 11.11 in Vietnam.' },
        ],
      },
      {
        id: 'create',
        title: 'Every week: create and publish',
        items: [
          { id: 'sm-video-first', text: 'Produce at least one short vertical video', detail: 'Reels and TikToks reach far more non-followers than static posts.' },
          { id: 'sm-hook', text: 'Open every video with a hook in the first two seconds', detail: 'State the payoff or show the result first.' },
          { id: 'sm-captions', text: 'Add on-screen captions and alt text', detail: 'Most people watch without sound, and captions make posts accessible.' },
          { id: 'sm-schedule', text: 'Schedule posts for the times your insights show followers are online', detail: 'Meta Business Suite and Buffer both show best times.' },
        ],
      },
      {
        id: 'engage',
        title: 'Every day: engage',
        items: [
          { id: 'sm-replies', text: 'Reply to comments and messages within one business day', detail: 'Fast replies lift reach and win customers who are ready to buy.' },
          { id: 'sm-outbound', text: 'Spend 15 minutes engaging with customers, partners and local accounts', detail: 'Thoughtful comments on other accounts bring people back to yours.' },
          { id: 'sm-ugc', text: 'Share and credit customer posts that mention you, with permission', detail: 'User-generated content is trusted more than brand content.' },
        ],
      },
      {
        id: 'measure',
        title: 'Every month: measure and adjust',
        items: [
          { id: 'sm-top-posts', text: 'List the top five posts by reach and by saves or shares', detail: 'Make more of what people save and share, not just what they like.' },
          { id: 'sm-traffic', text: 'Check social visits and leads in Google Analytics', detail: 'Growth that never reaches your website or inbox is vanity.' },
          { id: 'sm-cut', text: 'Drop the weakest format or pillar and test one new idea', detail: 'Small, regular experiments compound.' },
        ],
      },
    ],
  },
  related: [
    { label: 'Marketing with Canva', href: '/solutions/free-resources/marketing-with-canva' },
    { label: 'Our Social Media Management service', href: '/services#social-media-management' },
  ],
};
