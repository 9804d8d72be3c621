/**
 * Site-wide facts about the agency. Contact details can be overridden at build time with the
 * PUBLIC_* variables documented in .env.example (they are public: they appear on every page).
 */
const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value.trim() : fallback;
}

export interface SocialProfile {
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok';
  label: string;
  url: string;
}

const socialCandidates: SocialProfile[] = [
  { network: 'linkedin', label: 'LinkedIn', url: pick(env.PUBLIC_SOCIAL_LINKEDIN, '') },
  { network: 'facebook', label: 'Facebook', url: pick(env.PUBLIC_SOCIAL_FACEBOOK, '') },
  { network: 'instagram', label: 'Instagram', url: pick(env.PUBLIC_SOCIAL_INSTAGRAM, '') },
  { network: 'youtube', label: 'YouTube', url: pick(env.PUBLIC_SOCIAL_YOUTUBE, '') },
  { network: 'tiktok', label: 'TikTok', url: pick(env.PUBLIC_SOCIAL_TIKTOK, '') },
];

/** Only a zalo.me address is accepted, so a typo cannot send Vietnamese visitors elsewhere. */
function zaloUrl(value: string | undefined): string {
  const fallback = 'https://zalo.me/2716508431172354048';
  const candidate = pick(value, fallback);
  return /^https:\/\/zalo\.me\/[\w-]+$/.test(candidate) ? candidate : fallback;
}

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
  email: pick(env.PUBLIC_CONTACT_EMAIL, 'hello@brightlane.digital'),
  phone: pick(env.PUBLIC_CONTACT_PHONE, '+61 2 8155 0420'),
  address: {
    street: pick(env.PUBLIC_CONTACT_STREET, 'Level 4, 88 Harris Street'),
    locality: pick(env.PUBLIC_CONTACT_LOCALITY, 'Pyrmont'),
    region: pick(env.PUBLIC_CONTACT_REGION, 'NSW'),
    postcode: pick(env.PUBLIC_CONTACT_POSTCODE, '2009'),
    country: pick(env.PUBLIC_CONTACT_COUNTRY, 'Australia'),
  },
  secondOffice: 'District 1, Ho Chi Minh City, Vietnam',
  /** The Vietnamese market's office and contact points. */
  vietnam: {
    phone: pick(env.PUBLIC_CONTACT_PHONE_VN, '+84 28 7300 4120'),
    zalo: zaloUrl(env.PUBLIC_ZALO_URL),
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
