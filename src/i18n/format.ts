/**
 * Numbers, money and dates for the page's language, always through Intl with the locale's own
 * tag (vi-VN: "1.234.567 ₫" with a non-breaking space, no minor unit for the dong).
 */
import { localeFacts, type Locale } from '../lib/locales.ts';

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeFacts[locale].intl, options).format(value);
}

export function formatMoney(value: number, currency: string, locale: Locale): string {
  // Intl knows each currency's minor unit (none for VND), so no digit count is written here.
  return new Intl.NumberFormat(localeFacts[locale].intl, { style: 'currency', currency }).format(value);
}

/** `tag` overrides the locale's Intl tag where a page has its own long-standing style. */
export function formatDate(
  date: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  tag?: string,
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  // Intl writes "3 tháng 1, 2025"; Vietnamese prose writes the year as "năm 2025".
  if (
    locale === 'vi' &&
    !tag &&
    (options.dateStyle === 'long' || (options.month === 'long' && options.day && options.year))
  ) {
    // In UTC the numbers need no Intl, whose first date formatter loads the browser's locale data
    // (a tool's template picker writes these dates as it opens).
    if ((options.timeZone ?? 'UTC') === 'UTC')
      return `${value.getUTCDate()} tháng ${value.getUTCMonth() + 1} năm ${value.getUTCFullYear()}`;
    const numeric = new Intl.DateTimeFormat('vi-VN', {
      timeZone: options.timeZone ?? 'UTC',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      numeric.formatToParts(value).find((candidate) => candidate.type === type)?.value;
    return `${part('day')} tháng ${part('month')} năm ${part('year')}`;
  }
  return new Intl.DateTimeFormat(tag ?? localeFacts[locale].intl, { timeZone: 'UTC', ...options }).format(value);
}

/** A wall-clock time such as 09:00 in the locale's style ("9:00 AM" or "09:00"). */
export function formatClock(hours: number, minutes: number, locale: Locale): string {
  const date = new Date(Date.UTC(2026, 0, 5, hours, minutes));
  return new Intl.DateTimeFormat(localeFacts[locale].intl, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
