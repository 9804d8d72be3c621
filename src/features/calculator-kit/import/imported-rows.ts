/**
 * What the review hands to a tool: one row per channel and campaign in whole figures, each with the
 * result type counted as its leads. Customers come from the file when it has them, otherwise from the
 * lead-to-customer rate (an assumption the review shows).
 */
import { resultFromImport, type ResultType } from '../model/result-type.ts';
import { toChannels, type ImportedChannel, type Sum } from './model/channels.ts';
import type { ParsedExport } from './model/read-export.ts';

export interface ImportedRow {
  channel: string;
  campaign: string;
  spend: number;
  clicks: number;
  leads: number;
  revenue: number;
  customers: number;
  /** The result type counted as leads, in the page's words ("messages started"). */
  leadLabel: string;
  /** The same as a stored result type (model/result-type.ts); undefined for plain leads. */
  result: ResultType | undefined;
}

const whole = (sum: Sum) => Math.round(sum.value);
const cents = (sum: Sum) => Math.round(sum.value * 100) / 100;

type Chosen = string | ((key: string) => string);

export function toRow(
  channel: ImportedChannel,
  label: (type: string) => string,
  customerRatePercent: number,
): ImportedRow {
  return {
    channel: channel.channel || channel.campaign,
    campaign: channel.channel ? channel.campaign : '',
    spend: cents(channel.spend),
    clicks: whole(channel.clicks),
    leads: whole(channel.leads),
    revenue: cents(channel.revenue),
    customers:
      channel.customers.known > 0
        ? whole(channel.customers)
        : Math.round((channel.leads.value * customerRatePercent) / 100),
    leadLabel: label(channel.leadType),
    result: resultFromImport(channel.leadType),
  };
}

/** `leadType` is the file's choice, or one per channel (by channelKey); `label` words a result type. */
export function importedRows(
  file: ParsedExport,
  leadType: Chosen,
  label: (type: string) => string,
  customerRatePercent: number,
): ImportedRow[] {
  return toChannels(file.rows, leadType).map((channel) => toRow(channel, label, customerRatePercent));
}
