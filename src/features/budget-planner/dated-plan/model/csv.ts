/**
 * The dated plan as CSV: one row per channel and month, the plan beside the actual figures (blank
 * where no actuals reach that month). Money with 2 decimals, leads with 1. Quoting and the
 * formula-injection guard come from lib/csv.ts.
 */
import { toCsv, type CsvCell } from '../../../../lib/csv.ts';
import { toFixed } from '../../../../lib/money.ts';
import { actualBetween } from './pacing.ts';
import type { Actual, MonthPlan } from './plan.ts';

/** Month, channel, index, then plan and actual for budget/spend, leads and revenue; "{currency}" is filled in. */
export type DatedCsvHeader = readonly [string, string, string, string, string, string, string, string, string];

export const DATED_CSV_HEADER_EN: DatedCsvHeader = [
  'Month',
  'Channel',
  'Seasonality index',
  'Planned budget ({currency})',
  'Actual spend ({currency})',
  'Planned leads',
  'Actual leads',
  'Planned revenue ({currency})',
  'Actual revenue ({currency})',
];

export function datedCsv(
  months: readonly MonthPlan[],
  actuals: readonly Actual[],
  header: DatedCsvHeader,
  currency: string,
): string {
  const rows: CsvCell[][] = [];
  for (const m of months) {
    for (const c of m.channels) {
      const mine = actuals.filter((a) => a.channel.trim().toLocaleLowerCase() === c.name.trim().toLocaleLowerCase());
      const reached = mine.some((a) => a.weekStart <= m.end && a.weekStart >= addWeekBefore(m.start));
      const a = actualBetween(mine, m.start, m.end);
      rows.push([
        m.month,
        c.name,
        toFixed(m.index, 2),
        toFixed(c.budget, 2),
        reached ? toFixed(a.spend, 2) : '',
        toFixed(c.leads, 1),
        reached ? toFixed(a.results, 1) : '',
        toFixed(c.revenue, 2),
        reached ? toFixed(a.revenue, 2) : '',
      ]);
    }
  }
  return toCsv(
    header.map((h) => h.replace('{currency}', currency)),
    rows,
  );
}

/** A week that starts up to six days before the month still reaches into it. */
function addWeekBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
}
