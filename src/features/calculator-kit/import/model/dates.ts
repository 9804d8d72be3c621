/**
 * Dates as the exports write them, read into "YYYY-MM-DD" on the UTC calendar. The planner's weekly
 * actuals and its period split both read rows' dates through here: one reading of a date.
 */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const back = new Date(Date.UTC(year, month - 1, day));
  const valid = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return valid ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * A date as the exports write it: 2026-09-01 (Google, Meta, TikTok; a spreadsheet date cell reads
 * the same), 01/09/2026 or 1.9.2026 (day first, as in Australia and Vietnam; month first only when
 * the day cannot be a month), "Sep 1, 2026" or "1 September 2026". A range ("2026-09-07 – 2026-09-13",
 * a Week cell) gives its first day.
 */
export function parseExportDay(value: string): string | null {
  const text = value.trim().toLowerCase();
  const iso = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(text);
  if (numeric) {
    const [a, b, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    return b > 12 && a <= 12 ? isoOf(year, a, b) : isoOf(year, b, a);
  }
  const monthFirst = /([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(text);
  if (monthFirst && MONTHS.includes(monthFirst[1] ?? ''))
    return isoOf(Number(monthFirst[3]), MONTHS.indexOf(monthFirst[1] ?? '') + 1, Number(monthFirst[2]));
  const dayFirst = /(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})/.exec(text);
  if (dayFirst && MONTHS.includes(dayFirst[2] ?? ''))
    return isoOf(Number(dayFirst[3]), MONTHS.indexOf(dayFirst[2] ?? '') + 1, Number(dayFirst[1]));
  return null;
}
