import type { Guide } from './types.ts';

export const canvaGuide: Guide = {
  slug: 'marketing-with-canva',
  path: '/solutions/free-resources/marketing-with-canva',
  eyebrow: 'Free guide',
  heading: 'Marketing with Canva',
  lead: 'How to set Canva up so everything your team designs looks like it came from the same brand: colours and fonts, master templates, sizes that fit each platform, infographics, exports and a pre-publish check.',
  image: { src: '/images/pages/canva-marketing.svg', alt: 'A design canvas with colour swatches, a type sample and social post layouts in a grid', width: 560, height: 420 },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'Who this guide is for',
      paragraphs: [
        'Small teams who design their own social posts, ads, flyers and presentations. Canva’s free plan is enough to follow every step; where a feature needs Canva Pro or Teams, we say so and give the free workaround.',
      ],
    },
  ],
  steps: {
    title: 'Step by step',
    intro: 'Allow an afternoon for steps 1 to 3. After that, each new design should take minutes.',
    items: [
      { name: 'Collect your brand basics', text: 'Gather your logo files (full colour, white and a square icon), two or three brand colours as hex codes, one heading font and one body font. If you have no guidelines, pick colours from your logo and keep to two fonts.' },
      { name: 'Set up a brand kit or a master file', text: 'On Canva Pro or Teams, add logos, colours and fonts to Brand Kit so they appear in every design. On the free plan, create a one-page "brand sheet" design with your colours, fonts and logos and duplicate it as the starting point for new work.' },
      { name: 'Build master templates per format', text: 'Create one template for each size you use: Instagram and Facebook feed 1080 × 1350 px (4:5), stories and reels covers 1080 × 1920 px (9:16), link and LinkedIn images 1200 × 627 px, YouTube thumbnails 1280 × 720 px. Lock the logo and background elements so they cannot move by accident.' },
      { name: 'Design with a clear hierarchy', text: 'One message per design. Make the headline the largest element, keep body text to a line or two, and leave generous margins (about 60 px on a 1080 px design) because platforms crop edges and overlay buttons.' },
      { name: 'Make infographics that read at a glance', text: 'Start from a vertical grid, number the steps or points, use Canva charts for data so the numbers stay accurate, and cite the source at the bottom. Limit yourself to your brand colours plus one highlight colour.' },
      { name: 'Check accessibility', text: 'Keep text contrast at 4.5:1 or higher against its background, avoid text over busy photos, add captions to video, and write alt text when you publish.' },
      { name: 'Export in the right format', text: 'PNG for graphics with text, JPG for photo-heavy images, MP4 for video and animation, PDF Print with crop marks and bleed for anything going to a printer.' },
      { name: 'Publish and reuse', text: 'Schedule from Canva’s Content Planner on Pro, or download and schedule in Meta Business Suite or Buffer. Save the designs that perform best as new templates.' },
    ],
  },
  checklistTitle: 'Pre-publish design checklist',
  checklistIntro: 'Run these checks on every design before it goes out. Download the Markdown version to pin in your team’s Canva folder.',
  checklist: {
    slug: 'marketing-with-canva',
    title: 'Canva Pre-Publish Design Checklist',
    summary: 'Checks for every Canva design before it is published: brand, layout, copy, accessibility and export.',
    sections: [
      {
        id: 'brand',
        title: 'Brand',
        items: [
          { id: 'cv-template', text: 'Started from an approved master template', detail: 'Keeps layout, logo position and margins consistent.' },
          { id: 'cv-colours', text: 'Uses only brand colours plus at most one highlight colour', detail: 'Check each element against the hex codes in your brand kit or sheet.' },
          { id: 'cv-fonts', text: 'Uses the two brand fonts only', detail: 'Pasted text often brings a different default font with it.' },
          { id: 'cv-logo', text: 'Logo is the correct version, undistorted, with clear space around it', detail: 'White logo on dark backgrounds, full colour on light.' },
        ],
      },
      {
        id: 'layout',
        title: 'Layout and copy',
        items: [
          { id: 'cv-one-message', text: 'Carries one clear message with one call to action', detail: 'If it needs two messages, make two designs or a carousel.' },
          { id: 'cv-safe-zone', text: 'Nothing important sits in the outer 60 px or where platform buttons overlay', detail: 'Stories and reels cover the top and bottom with interface.' },
          { id: 'cv-size', text: 'Canvas size matches the platform and placement', detail: '4:5 for feeds, 9:16 for stories and reels, 1.91:1 for link images.' },
          { id: 'cv-proofread', text: 'Copy is proofread, including prices, dates and Vietnamese diacritics', detail: 'Read it aloud, or have a second person check.' },
          { id: 'cv-text-amount', text: 'Text is short enough to read in three seconds on a phone', detail: 'Move detail into the caption.' },
        ],
      },
      {
        id: 'accessibility',
        title: 'Accessibility',
        items: [
          { id: 'cv-contrast', text: 'Text contrast is at least 4.5:1 against its background', detail: 'Use a contrast checker on the exact colours you used.' },
          { id: 'cv-captions', text: 'Videos have burned-in or uploaded captions', detail: 'Most social video is watched with the sound off.' },
          { id: 'cv-alt', text: 'Alt text is written and ready to paste when publishing', detail: 'Describe what the image shows and any text on it.' },
        ],
      },
      {
        id: 'export',
        title: 'Rights and export',
        items: [
          { id: 'cv-licences', text: 'All photos, music and elements are licensed for commercial use', detail: 'Pro elements in a free account export with a watermark or need payment.' },
          { id: 'cv-format', text: 'Exported in the right format and size', detail: 'PNG for text graphics, JPG for photos, MP4 for video, PDF Print with bleed for print.' },
          { id: 'cv-file-name', text: 'File named with date, campaign and platform', detail: 'For example 2025-06-nha-ca-workshop-ig-story.png, so it can be found later.' },
          { id: 'cv-save-template', text: 'If it performed well, saved as a new template', detail: 'Your best designs become the starting point for the next ones.' },
        ],
      },
    ],
  },
  related: [
    { label: 'Social Media Growth Tools', href: '/solutions/free-resources/social-media-growth-tools' },
    { label: 'Our Branding & Design service', href: '/services#branding-design' },
  ],
};
