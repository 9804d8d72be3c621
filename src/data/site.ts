/**
 * Site-wide facts about the agency. Contact details and social profiles are `astro:env` fields
 * (astro.config.mjs: their defaults and checks), set at build time with the PUBLIC_* variables
 * documented in .env.example; they are public: they appear on every page.
 */
import * as env from 'astro:env/client';

export interface SocialProfile {
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok';
  label: string;
  url: string;
}

const socialCandidates: SocialProfile[] = [
  { network: 'linkedin', label: 'LinkedIn', url: env.PUBLIC_SOCIAL_LINKEDIN.trim() },
  { network: 'facebook', label: 'Facebook', url: env.PUBLIC_SOCIAL_FACEBOOK.trim() },
  { network: 'instagram', label: 'Instagram', url: env.PUBLIC_SOCIAL_INSTAGRAM.trim() },
  { network: 'youtube', label: 'YouTube', url: env.PUBLIC_SOCIAL_YOUTUBE.trim() },
  { network: 'tiktok', label: 'TikTok', url: env.PUBLIC_SOCIAL_TIKTOK.trim() },
];

/** Opening hours as clock times; each page writes them in its own language and time zone. */
export interface OfficeHours {
  open: readonly [number, number];
  close: readonly [number, number];
}

export const site = {
  name: 'Brightlane Digital',
  shortName: 'Brightlane',
  tagline: 'AI-powered marketing for growing businesses in Australia and Vietnam',
  blurb:
    'Brightlane Digital is a small senior team of strategists, creatives and analysts. We use AI where it saves our clients time and money, and people everywhere judgement matters.',
  email: env.PUBLIC_CONTACT_EMAIL,
  phone: env.PUBLIC_CONTACT_PHONE,
  address: {
    street: env.PUBLIC_CONTACT_STREET,
    locality: env.PUBLIC_CONTACT_LOCALITY,
    region: env.PUBLIC_CONTACT_REGION,
    postcode: env.PUBLIC_CONTACT_POSTCODE,
    country: env.PUBLIC_CONTACT_COUNTRY,
  },
  secondOffice: 'District 1, Ho Chi Minh City, Vietnam',
  /** The Vietnamese market's office and contact points. */
  vietnam: {
    phone: env.PUBLIC_CONTACT_PHONE_VN,
    zalo: env.PUBLIC_ZALO_URL,
    // Ward names follow the 2025 reform that removed districts inside Ho Chi Minh City. The
    // address is written as each language writes it; the building is the same.
    address: {
      vi: ['Tầng 8, 65 Lê Lợi', 'Phường Sài Gòn', 'Thành phố Hồ Chí Minh', 'Việt Nam'],
      en: ['Level 8, 65 Le Loi Street', 'Saigon Ward', 'Ho Chi Minh City', 'Vietnam'],
    },
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  /** Both offices keep the same local hours: 9:00 to 18:00, Monday to Friday. */
  officeHours: { open: [9, 0], close: [18, 0] } as OfficeHours,
  businessHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
    { days: 'Saturday - Sunday', hours: 'Closed' },
  ],
  businessHoursShort: 'Mon-Fri 9:00 AM-6:00 PM, weekends closed',
  markets: ['Australia', 'Vietnam'] as const,
  social: socialCandidates.filter((profile) => profile.url !== ''),
  defaultImage: '/og/default.png',
} as const;

export function formatAddress(separator = ', '): string {
  const a = site.address;
  return [a.street, `${a.locality} ${a.region} ${a.postcode}`, a.country].join(separator);
}

/** The Ho Chi Minh City office on one line, in Vietnamese or in English. */
export function formatVietnamAddress(language: 'vi' | 'en', separator = ', '): string {
  return site.vietnam.address[language].join(separator);
}
