/**
 * Phone numbers typed into the contact forms, normalised to E.164 (decision 130). A small rule set
 * instead of a phone library: Australian and Vietnamese numbers written the national way (with the
 * leading 0), and any number written with its country code (+ or 00). Pure, so the browser and the
 * server run the same rule.
 */
import type { Locale } from '../../lib/locales.ts';

/** How a visitor would like us to reply. */
export const REPLY_CHANNELS = ['email', 'phone', 'zalo', 'whatsapp'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export const isReplyChannel = (value: unknown): value is ReplyChannel =>
  (REPLY_CHANNELS as readonly unknown[]).includes(value);

/** Characters people put between digits: spaces, dots, dashes, slashes and brackets. */
const SEPARATORS = /[\s.\-/()\u00A0]/g;

// National numbers, without the leading 0.
// Australia: 2, 3, 7, 8 (landlines) and 4 (mobiles), eight more digits.
const AU_NATIONAL = /^[23478]\d{8}$/;
// Vietnam: mobiles 3, 5, 7, 8, 9 with eight more digits; landlines 2 with nine more (area code 2xx).
const VN_NATIONAL = /^(?:[35789]\d{8}|2\d{9})$/;

/** The country a national number (leading 0) is read in first: the page's market. */
const MARKETS: Record<Locale, readonly ['61' | '84', RegExp][]> = {
  en: [
    ['61', AU_NATIONAL],
    ['84', VN_NATIONAL],
  ],
  vi: [
    ['84', VN_NATIONAL],
    ['61', AU_NATIONAL],
  ],
};

/**
 * The number in E.164 (`+84903123456`), or undefined when it cannot be one. A number with its
 * country code is checked against the national rules when it is Australian or Vietnamese, and
 * otherwise only for the E.164 shape (a country code that does not start with 0, 8 to 15 digits).
 */
export function normalisePhone(input: string, locale: Locale): string | undefined {
  const compact = input.normalize('NFKC').trim().replace(SEPARATORS, '');
  if (!compact) return undefined;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) {
    const national = compact.slice(1);
    if (!/^\d+$/.test(national)) return undefined;
    const market = MARKETS[locale].find(([, rule]) => rule.test(national));
    return market ? `+${market[0]}${national}` : undefined;
  } else return undefined;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return undefined;
  // "+61 0412…" and "+84 0903…": the trunk 0 written after the country code is dropped.
  for (const [code, rule] of [
    ['61', AU_NATIONAL],
    ['84', VN_NATIONAL],
  ] as const) {
    if (!digits.startsWith(code)) continue;
    const national = digits.slice(code.length).replace(/^0/, '');
    return rule.test(national) ? `+${code}${national}` : undefined;
  }
  return `+${digits}`;
}

/** One-tap links for a stored E.164 number. */
export function phoneLinks(e164: string): { tel: string; zalo: string; whatsapp: string } {
  const digits = e164.replace(/^\+/, '');
  return { tel: `tel:${e164}`, zalo: `https://zalo.me/${digits}`, whatsapp: `https://wa.me/${digits}` };
}
