/**
 * The review's rows kept apart per period: what a fit over time needs (the planner's saturation from
 * two periods). Its own module, so the review and the tools that do not ask for periods never load it.
 */
import { toRow, type ImportedRow } from './imported-rows.ts';
import { toChannels } from './model/channels.ts';
import { splitByPeriod } from './model/periods.ts';
import type { ParsedExport } from './model/read-export.ts';

/** One channel's figures in one period of the file; `unknown` when a placeholder ("<5", "--") is in them. */
export interface PeriodRow extends ImportedRow {
  /** The period key (model/periods.ts); null when the row carries no date. */
  period: string | null;
  unknown: boolean;
}

/** The same rows as importedRows, kept apart per period: what a fit over time needs. */
export function importedPeriodRows(
  file: ParsedExport,
  leadType: string | ((key: string) => string),
  label: (type: string) => string,
): PeriodRow[] {
  return splitByPeriod(file).flatMap(({ period, rows }) =>
    toChannels(rows, leadType).map((channel) => ({
      ...toRow(channel, label, 0),
      // Kept in cents here: a fit through two small months must not move with rounding.
      leads: Math.round(channel.leads.value * 100) / 100,
      period,
      unknown: channel.spend.unknown + channel.clicks.unknown + channel.leads.unknown > 0,
    })),
  );
}
