/**
 * The ROI calculator's CSV: export rows in the tool's fixed 16 columns, and import a file that has at least
 * the seven input columns (our own export, or a spreadsheet with those headers in any order).
 */
import type { CsvCell } from '../../../lib/csv.ts';
import { parseCsv, unneutraliseCell } from '../../../lib/csv-parse.ts';
import { toFixed } from '../../../lib/money.ts';
import { readNumber } from '../../calculator-kit/read-number.ts';
import { ROI_LIMITS } from './limits.ts';
import { withMetrics, type RoiRow } from './roi.ts';

export const ROI_CSV_FILENAME = 'roi-calculator-results.csv';

export const ROI_CSV_COLUMNS = [
  'Channel',
  'Campaign',
  'Spend',
  'Clicks',
  'Leads',
  'Revenue',
  'Customers',
  'ROI',
  'ROAS',
  'CPL',
  'ARPC',
  'Lead Conv Rate',
  'Customer Conv Rate',
  'CPC',
  'CAC',
  'Budget Recommendation',
] as const;

/** One CSV row: money and ratios at 2 decimals, ROI and conversion rates as percents. */
export function csvRow(row: RoiRow): CsvCell[] {
  const r = withMetrics(row);
  return [
    r.channel,
    r.campaignName,
    toFixed(r.spend, 2),
    toFixed(r.clicks, 0),
    toFixed(r.conversions, 0),
    toFixed(r.revenue, 2),
    toFixed(r.customers, 0),
    toFixed(r.roi * 100, 2),
    toFixed(r.roas, 2),
    toFixed(r.cpl, 2),
    toFixed(r.arpc, 2),
    toFixed(r.leadConversionRate * 100, 2),
    toFixed(r.customerConversionRate * 100, 2),
    toFixed(r.cpc, 2),
    toFixed(r.cac, 2),
    r.budgetRecommendation,
  ];
}

export function csvRows(rows: readonly RoiRow[]): CsvCell[][] {
  return rows.map(csvRow);
}

// ——— Import ———

type InputKey = 'channel' | 'campaignName' | 'spend' | 'clicks' | 'conversions' | 'revenue' | 'customers';

/** Header names we accept for each input, after lower-casing and dropping "(…)" suffixes. */
const COLUMN_ALIASES: Record<InputKey, { label: string; names: readonly string[] }> = {
  channel: { label: 'Channel', names: ['channel', 'channel name'] },
  campaignName: { label: 'Campaign', names: ['campaign', 'campaign name', 'campaignname'] },
  spend: { label: 'Spend', names: ['spend', 'cost', 'ad spend'] },
  clicks: { label: 'Clicks', names: ['clicks'] },
  conversions: { label: 'Leads', names: ['leads', 'conversions'] },
  revenue: { label: 'Revenue', names: ['revenue'] },
  customers: { label: 'Customers', names: ['customers'] },
};

const NUMBER_KEYS = [
  ['spend', false],
  ['clicks', true],
  ['conversions', true],
  ['revenue', false],
  ['customers', true],
] as const;

function normaliseHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
}

export interface ImportProblem {
  line: number;
  message: string;
}

export type RoiImport = { ok: true; rows: RoiRow[]; problems: ImportProblem[] } | { ok: false; error: string };

export function importRoiCsv(text: string, makeId: (index: number) => string): RoiImport {
  if (text.length > ROI_LIMITS.importBytes)
    return { ok: false, error: 'The file is larger than 1 MB. Split it into smaller files and import them one at a time.' };
  const parsed = parseCsv(text);
  if (parsed.header.length === 0 || parsed.header.every((name) => name === ''))
    return { ok: false, error: 'The file is empty. Choose a CSV file with a header row and one row per channel.' };

  const headers = parsed.header.map(normaliseHeader);
  const columnOf = {} as Record<InputKey, string>;
  const missing: string[] = [];
  for (const [key, { label, names }] of Object.entries(COLUMN_ALIASES) as [InputKey, (typeof COLUMN_ALIASES)[InputKey]][]) {
    const index = headers.findIndex((name) => names.includes(name));
    if (index === -1) missing.push(label);
    else columnOf[key] = parsed.header[index] ?? '';
  }
  if (missing.length > 0) {
    return {
      ok: false,
      error: `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. It needs a header row with Channel, Campaign, Spend, Clicks, Leads, Revenue and Customers (in any order).`,
    };
  }
  const lastRequired = Math.max(...Object.values(columnOf).map((name) => parsed.header.indexOf(name)));

  const parseErrors = new Map<number, string>();
  for (const error of parsed.errors) if (!parseErrors.has(error.line)) parseErrors.set(error.line, error.message);

  const rows: RoiRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, values, cells } of parsed.rows) {
    const parseError = parseErrors.get(line);
    if (parseError) {
      problems.push({ line, message: `The line could not be read (${parseError}).` });
      continue;
    }
    if (cells <= lastRequired) {
      problems.push({ line, message: `Only ${cells} value${cells === 1 ? '' : 's'}; the header has ${parsed.header.length} columns.` });
      continue;
    }
    if (cells > parsed.header.length) {
      problems.push({ line, message: `${cells} values, but the header has ${parsed.header.length} columns (is there an unquoted comma in a name?).` });
      continue;
    }
    const channel = unneutraliseCell(values[columnOf.channel] ?? '').slice(0, ROI_LIMITS.name);
    const campaignName = unneutraliseCell(values[columnOf.campaignName] ?? '').slice(0, ROI_LIMITS.name);
    if (channel.trim() === '') {
      problems.push({ line, message: 'The channel name is empty.' });
      continue;
    }
    const numbers: Partial<Record<InputKey, number>> = {};
    const reasons: string[] = [];
    for (const [key, integer] of NUMBER_KEYS) {
      const label = COLUMN_ALIASES[key].label;
      const raw = values[columnOf[key]] ?? '';
      // An empty cell is a figure not filled in, which counts as 0.
      const result = readNumber(raw, { label, integer });
      if (result.ok) numbers[key] = result.value;
      else if (result.reason === 'empty') numbers[key] = 0;
      else if (result.reason === 'not-a-number') reasons.push(`${label} "${raw}" is not a number`);
      else reasons.push(result.error.replace(/\.$/, ''));
    }
    if (reasons.length > 0) {
      problems.push({ line, message: `${reasons.join('; ')}.` });
      continue;
    }
    if (rows.length >= ROI_LIMITS.rows) {
      problems.push({ line, message: `Skipped: a file can bring in at most ${ROI_LIMITS.rows} channels.` });
      continue;
    }
    rows.push({
      id: makeId(rows.length),
      channel,
      campaignName,
      spend: numbers.spend ?? 0,
      clicks: numbers.clicks ?? 0,
      conversions: numbers.conversions ?? 0,
      revenue: numbers.revenue ?? 0,
      customers: numbers.customers ?? 0,
    });
  }
  if (rows.length === 0 && problems.length === 0) return { ok: false, error: 'The file has a header row but no channel rows.' };
  return { ok: true, rows, problems };
}
