/** Client testimonials for the services page. Ratings are out of five. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const RATING_SCALE = 5;

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'They rebuilt our Google Ads account from the tracking up. Within three months our cost per enquiry had roughly halved, and for the first time I can see exactly which campaigns bring in new patients.',
    author: 'Rachel Donnelly',
    role: 'Practice Manager',
    company: 'Harbourside Physiotherapy',
    location: 'Newcastle, NSW',
    rating: 5,
  },
  {
    quote:
      'The team understood our customers in Saigon better than agencies twice their size. The workshop series they planned filled every weekend, and our Instagram finally sounds like us.',
    author: 'Nguyễn Minh Thư',
    role: 'Founder',
    company: 'Nhà Cá Café',
    location: 'Ho Chi Minh City',
    rating: 5,
  },
  {
    quote:
      'We needed English and Vietnamese content that did not read like a translation. Brightlane delivered both, on time every month, and our organic leads from Australia grew steadily all year.',
    author: 'David Tran',
    role: 'Managing Director',
    company: 'Lotus Bridge Education',
    location: 'Melbourne, VIC and Da Nang',
    rating: 5,
  },
];
