/**
 * Planner CSV export: a fixed header; budget, CPL, revenue and ROAS with 2 decimals,
 * leads with 1, clicks rounded. Quoting and the formula-injection guard come from lib/csv.ts.
 */
import { toCsv } from '../../../lib/csv.ts';
import { toFixed } from '../../../lib/money.ts';
import type { ChannelResult } from './planner.ts';
import { localIsoDate } from '../../../lib/dates.ts';

const PLANNER_CSV_HEADER = [
  'Channel',
  'Budget ($)',
  'Clicks',
  'Conversions (Leads)',
  'Cost Per Lead (CPL)',
  'Revenue ($)',
  'ROAS',
] as const;

function plannerCsvRows(results: readonly ChannelResult[]): string[][] {
  return results.map((result) => [
    result.name,
    toFixed(result.allocatedBudget, 2),
    toFixed(result.estimatedClicks, 0),
    toFixed(result.estimatedLeads, 1),
    toFixed(result.cpl, 2),
    toFixed(result.estimatedRevenue, 2),
    toFixed(result.roas, 2),
  ]);
}

/** SPEC's fixed file; another page language passes its own header (same columns, same numbers). */
export function plannerCsv(results: readonly ChannelResult[], header: readonly string[] = PLANNER_CSV_HEADER): string {
  return toCsv(header, plannerCsvRows(results));
}

/** A plan name as a file-name fragment: lower-case letters, digits and single hyphens. */
export function slugifyPlanName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** marketing-budget-plan-YYYY-MM-DD.csv, with the loaded plan's name before the date when there is one. */
export function plannerCsvFileName(date: Date, planName?: string): string {
  const slug = planName ? slugifyPlanName(planName) : '';
  return `marketing-budget-plan-${slug ? `${slug}-` : ''}${localIsoDate(date)}.csv`;
}
