/**
 * The period each kept row belongs to, so that two months of one channel stay apart when a tool
 * needs them apart (the planner's saturation fit) while every other figure still sums over all of
 * them. A period is a calendar month ("2026-07") when the row covers one day (a Day or Week cell,
 * or a Meta row whose reporting start and end are the same day) or a whole month; any other range
 * keeps its own dates ("2026-07-01 – 2026-07-15"); text no date reader understands is its own period.
 * A Google report carries its range once, in the preamble, so its rows take the file's period.
 */
import { MONTHS, pad, parseExportDay } from './dates.ts';
import type { ExportRow, ParsedExport } from './read-export.ts';

/** A month as a Month column writes it: "2026-09", "September 2026", "Sep 2026", "09/2026"; else null. */
export function parseExportMonth(value: string): string | null {
  const text = value.trim().toLowerCase();
  const yearFirst = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
  const monthFirst = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  const [year, month] = yearFirst
    ? [Number(yearFirst[1]), Number(yearFirst[2])]
    : monthFirst
      ? [Number(monthFirst[2]), Number(monthFirst[1])]
      : [0, 0];
  if (year > 0) return month >= 1 && month <= 12 ? `${year}-${pad(month)}` : null;
  const named = /^([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/.exec(text);
  if (named && MONTHS.includes(named[1] ?? '')) return `${named[2]}-${pad(MONTHS.indexOf(named[1] ?? '') + 1)}`;
  return null;
}

const lastDayOfMonth = (day: string) => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return `${day.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The period of a date range as the exports write its two ends. */
export function rangePeriod(from: string, to: string): string | null {
  const start = parseExportDay(from);
  const end = parseExportDay(to || from);
  if (!start || !end) {
    const text = [from.trim(), to.trim()].filter(Boolean).join(' – ');
    return text === '' ? null : text;
  }
  if (start === end) return start.slice(0, 7);
  if (start.endsWith('-01') && end === lastDayOfMonth(start)) return start.slice(0, 7);
  return `${start} – ${end}`;
}

/** The file-wide period of a Google report ("1 July 2026 - 31 July 2026"), as a period key. */
function filePeriod(period: string | null): string | null {
  if (!period || !/\d/.test(period)) return null;
  const [from = '', to = ''] = period.split(/\s+[-–—]\s+/);
  return rangePeriod(from, to);
}

export function rowPeriod(row: Pick<ExportRow, 'day' | 'start' | 'end'>, fileWide: string | null): string | null {
  if (row.day !== undefined) {
    const month = parseExportMonth(row.day);
    if (month) return month;
    const day = parseExportDay(row.day);
    return day ? day.slice(0, 7) : row.day;
  }
  if (row.start !== undefined || row.end !== undefined) return rangePeriod(row.start ?? '', row.end ?? '');
  return fileWide;
}

/** A file's rows by period, periods in order (months and dated ranges sort by date); null = no date. */
export function splitByPeriod(
  file: Pick<ParsedExport, 'rows' | 'period'>,
): { period: string | null; rows: ExportRow[] }[] {
  const fileWide = filePeriod(file.period);
  const groups = new Map<string | null, ExportRow[]>();
  for (const row of file.rows) {
    const period = rowPeriod(row, fileWide);
    groups.set(period, [...(groups.get(period) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([period, rows]) => ({ period, rows }));
}
