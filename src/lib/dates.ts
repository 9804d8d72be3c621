/**
 * Calendar days written as YYYY-MM-DD. Content dates (posts, case studies, the sitemap) are UTC
 * days, the day the build records; a file a visitor saves is named by the visitor's own day.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC day of a date, e.g. for lastmod, <time datetime> and summaries. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day on the visitor's own calendar, e.g. in a downloaded file's name. */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
