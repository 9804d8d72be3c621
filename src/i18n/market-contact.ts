/**
 * The contact details a page shows first, chosen by its language: the Sydney office on English
 * pages, the Ho Chi Minh City office with its phone, Zalo and Vietnam-time hours on Vietnamese ones.
 */
import { formatAddress, formatVietnamAddress, site } from '../data/site.ts';
import { dictionaryFor, fill } from './dictionary.ts';
import { formatClock } from './format.ts';
import type { Locale } from '../lib/locales.ts';

export interface MarketContact {
  address: string;
  phone: string;
  phoneHref: string;
  zalo?: { href: string; label: string } | undefined;
  /** One line: days, hours and, where it is not obvious, the time zone. */
  hoursShort: string;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "09:00–18:00" in the locale's clock style; both offices keep the same local hours. */
export function hoursRange(locale: Locale): string {
  const { open, close } = site.officeHours;
  return `${formatClock(open[0], open[1], locale)}–${formatClock(close[0], close[1], locale)}`;
}

export function marketContact(locale: Locale): MarketContact {
  if (locale === 'en') {
    return {
      address: formatAddress(),
      phone: site.phone,
      phoneHref: telHref(site.phone),
      hoursShort: site.businessHoursShort,
    };
  }
  const text = dictionaryFor(locale).contactInfo;
  return {
    address: formatVietnamAddress('vi'),
    phone: site.vietnam.phone,
    phoneHref: telHref(site.vietnam.phone),
    zalo: { href: site.vietnam.zalo, label: text.zaloLink },
    hoursShort: `${fill(text.hoursShort, { hours: hoursRange(locale) })} (${text.vietnamTime})`,
  };
}
