/** Questions visitors ask before they contact us. Answers are plain text (they feed FAQPage JSON-LD). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Pricing and contracts',
    items: [
      {
        id: 'pricing',
        question: 'How much does working with Brightlane Digital cost?',
        answer:
          'Our pricing is competitive and flexible: we quote per engagement after a free discovery call, based on the channels, markets and volume of work involved. Most clients choose a monthly retainer; strategy work and brand projects are usually a fixed project fee. Every quote lists exactly what is included, and ad spend is always shown separately from our fees.',
      },
      {
        id: 'minimum-term',
        question: 'Do you lock clients into long contracts?',
        answer:
          'No. Retainers run month to month after an initial three-month period, which is the minimum time needed to set up tracking, launch campaigns and see reliable results. You can end the arrangement with 30 days’ notice.',
      },
      {
        id: 'ad-spend',
        question: 'Is advertising spend included in your fees?',
        answer:
          'No. Ad spend is paid directly by you to Google, Meta, TikTok or LinkedIn from your own accounts, so you always see and control it. Our management fee covers strategy, creative, setup, optimisation and reporting.',
      },
    ],
  },
  {
    title: 'Timelines and how we work',
    items: [
      {
        id: 'timeline',
        question: 'How long until we see results?',
        answer:
          'Paid advertising usually produces measurable leads within two to four weeks of launch. Social media engagement typically improves within the first two months. SEO takes longer: expect early movement in three months and meaningful traffic gains in six to twelve, depending on your site and competition.',
      },
      {
        id: 'onboarding',
        question: 'What happens in the first month?',
        answer:
          'Week one is discovery: a workshop with your team and access to your analytics and ad accounts. In week two we deliver an audit and a 90-day plan with targets. By weeks three and four, tracking is fixed and the first campaigns or content are live.',
      },
      {
        id: 'reporting',
        question: 'How will we know what is working?',
        answer:
          'You get a live Looker Studio dashboard connected to your own Google Analytics 4 and ad accounts, a short written summary every month, and a monthly call with your account lead. We report on leads, cost per lead, return on ad spend and revenue where it can be tracked, not just clicks and likes.',
      },
      {
        id: 'in-house-team',
        question: 'Can you work alongside our in-house marketing team?',
        answer:
          'Yes, and many clients do. We often handle the specialist work, such as paid media, SEO or video production, while your team owns the brand and day-to-day posting. We share calendars, templates and dashboards so nothing falls between the two teams.',
      },
    ],
  },
  {
    title: 'Markets and languages',
    items: [
      {
        id: 'markets',
        question: 'Do you work with businesses in both Australia and Vietnam?',
        answer:
          'Yes. We have team members in Sydney and Ho Chi Minh City and work with businesses in both countries, including Australian companies entering Vietnam and Vietnamese brands reaching customers in Australia. We quote and report in AUD, USD or VND.',
      },
      {
        id: 'languages',
        question: 'Do you create content in Vietnamese as well as English?',
        answer:
          'Yes. Content is written by native English and Vietnamese writers. AI tools help with research and first drafts, but every piece is adapted and edited by a native speaker rather than machine translated.',
      },
      {
        id: 'platforms',
        question: 'Which platforms do you manage?',
        answer:
          'Google Search, Maps and YouTube, Meta (Facebook and Instagram), TikTok, LinkedIn and, for Vietnamese audiences, Zalo Official Accounts and Cốc Cốc search ads. We recommend channels based on where your customers are, not on what we happen to sell.',
      },
    ],
  },
  {
    title: 'Tools, AI and data',
    items: [
      {
        id: 'ai-use',
        question: 'How do you use AI in client work?',
        answer:
          'We use AI for research, keyword clustering, first drafts, image concepts and report summaries. A senior specialist reviews, fact-checks and edits everything before it reaches you or goes live, and we never publish AI-generated claims about your business without your approval.',
      },
      {
        id: 'data-privacy',
        question: 'How do you handle our customer data and privacy?',
        answer:
          'We handle personal information in line with the Australian Privacy Act 1988 and Vietnam’s Decree 13/2023 on personal data protection. Customer lists are only uploaded to ad platforms in hashed form, access is limited to the people working on your account, and we do not paste your confidential data into public AI tools. We sign a data processing agreement on request.',
      },
      {
        id: 'account-ownership',
        question: 'Who owns the ad accounts, content and data?',
        answer:
          'You do. Ad accounts, Google Analytics, Search Console, social profiles and all content we create for you are set up in your name or transferred to you. If you leave, you keep everything, including the history.',
      },
      {
        id: 'free-tools',
        question: 'Are your free tools really free, and where does my data go?',
        answer:
          'Yes. The ROI calculator and budget planner run entirely in your browser, with no sign-up. The figures you enter are not sent to our server; saved plans stay in your browser’s local storage until you delete them.',
      },
    ],
  },
];

export const faqItems: readonly FaqItem[] = faqGroups.flatMap((group) => group.items);
