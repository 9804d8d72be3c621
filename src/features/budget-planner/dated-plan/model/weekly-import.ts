/**
 * A platform export to weekly actuals: every dated row is summed into the Monday-started week it
 * falls in, per planner channel. The channel is the row's own channel name (a mapped column) or the
 * platform that wrote the file, matched to the plan's channels with sameChannel. Rows of channels
 * the plan does not have are counted and named, not imported; rows without a date are counted so
 * the review can say the export needs a Day or Week column. Pure: the review and the tests call it.
 */
import type { Platform } from '../../../calculator-kit/import/model/aliases.ts';
import { parseExportDay } from '../../../calculator-kit/import/model/dates.ts';
import type { Cell } from '../../../calculator-kit/import/model/numbers.ts';
import type { ExportRow, ParsedExport } from '../../../calculator-kit/import/model/read-export.ts';
import { weekStart, type IsoDay } from './calendar.ts';
import { sameChannel } from './pacing.ts';
import type { Actual } from './plan.ts';

export { parseExportDay };

/** The Monday of the week a row covers: its Day/Week cell, or a reporting start and end inside one week. */
export function rowWeek(row: Pick<ExportRow, 'day' | 'start' | 'end'>): IsoDay | null {
  const day = row.day === undefined ? null : parseExportDay(row.day);
  if (day) return weekStart(day);
  const start = row.start === undefined ? null : parseExportDay(row.start);
  const end = row.end === undefined ? null : parseExportDay(row.end);
  if (start && end && weekStart(start) === weekStart(end)) return weekStart(start);
  return null;
}

const PLATFORM_NAMES: Record<Platform, string[]> = {
  google: ['Google Ads', 'Google'],
  meta: ['Meta Ads', 'Meta', 'Facebook Ads', 'Facebook'],
  tiktok: ['TikTok Ads', 'TikTok'],
  generic: [],
};

/** The plan channel a row belongs to, or null; `assigned` holds the visitor's own choices by import name. */
function planChannel(
  names: readonly string[],
  channels: readonly string[],
  assigned: Readonly<Record<string, string>>,
): string | null {
  for (const name of names) {
    const own = assigned[name];
    if (own !== undefined) return channels.find((c) => sameChannel(c, own)) ?? null;
  }
  for (const name of names) {
    const found = channels.find((c) => sameChannel(c, name));
    if (found !== undefined) return found;
  }
  return null;
}

const value = (cell: Cell | undefined) => (cell?.kind === 'number' ? cell.value : 0);

export interface ImportSource {
  file: ParsedExport;
  /** The result type counted as the plan's results (leads). */
  leadType: string;
}

export interface WeeklyImport {
  /** One entry per plan channel and Monday, in week then channel order. */
  actuals: Actual[];
  /** Channel names in the files that no plan channel matches; their rows are not imported. */
  unmatched: { name: string; rows: number }[];
  /** Rows that carry no date: the export needs a Day or Week column. */
  undated: number;
  /** Dated rows imported (those of a plan channel). */
  dated: number;
}

/** The name a row is known by in the review: its own channel, else its platform. */
export function importName(row: ExportRow, platform: Platform): string {
  return platform === 'generic' ? row.channel || row.campaign : (PLATFORM_NAMES[platform][0] ?? row.channel);
}

export function weeklyActuals(
  sources: readonly ImportSource[],
  channels: readonly string[],
  assigned: Readonly<Record<string, string>> = {},
): WeeklyImport {
  const sums = new Map<string, Actual>();
  const unmatched = new Map<string, number>();
  let undated = 0;
  let dated = 0;
  for (const { file, leadType } of sources) {
    for (const row of file.rows) {
      const week = rowWeek(row);
      if (!week) {
        undated += 1;
        continue;
      }
      const name = importName(row, file.platform);
      const names = [...new Set([name, row.channel, ...PLATFORM_NAMES[file.platform]].filter(Boolean))];
      const channel = planChannel(names, channels, assigned);
      if (channel === null) {
        unmatched.set(name, (unmatched.get(name) ?? 0) + 1);
        continue;
      }
      dated += 1;
      const key = `${week}|${channel}`;
      const sum = sums.get(key) ?? { channel, weekStart: week, spend: 0, clicks: 0, results: 0, revenue: 0 };
      sum.spend += value(row.spend);
      sum.clicks = (sum.clicks ?? 0) + value(row.clicks);
      sum.results += value(row.results[leadType]);
      sum.revenue += value(row.revenue);
      sums.set(key, sum);
    }
  }
  const cents = (n: number) => Math.round(n * 100) / 100;
  const actuals = [...sums.values()]
    .map((a) => {
      const clicks = Math.round(a.clicks ?? 0);
      return {
        channel: a.channel,
        weekStart: a.weekStart,
        spend: cents(a.spend),
        results: cents(a.results),
        revenue: cents(a.revenue),
        ...(clicks > 0 ? { clicks } : {}),
      };
    })
    .sort(
      (a, b) => a.weekStart.localeCompare(b.weekStart) || channels.indexOf(a.channel) - channels.indexOf(b.channel),
    );
  return { actuals, unmatched: [...unmatched].map(([name, rows]) => ({ name, rows })), undated, dated };
}

/** The kept actuals with the imported weeks in place: an imported channel-week replaces the kept one, the rest stay. */
export function mergeActuals(kept: readonly Actual[], imported: readonly Actual[]): Actual[] {
  const replaced = (a: Actual) =>
    imported.some((b) => b.weekStart === a.weekStart && sameChannel(a.channel, b.channel));
  return [...kept.filter((a) => !replaced(a)), ...imported];
}
