/**
 * The ROI calculator's CSV: export rows in the tool's fixed 16 columns, and import a file that has at least
 * the seven input columns (our own export, or a spreadsheet with those headers in any order).
 */
import { fill } from '../../../i18n/fill.ts';
import type { CsvCell } from '../../../lib/csv.ts';
import { parseCsv, unneutraliseCell } from '../../../lib/csv-parse.ts';
import { toFixed, type Currency } from '../../../lib/money.ts';
import { numberProblemWords, readNumber, type NumberWords } from '../../calculator-kit/read-number.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import type { AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import { adTaxInForce, adTaxLine } from '../../calculator-kit/market/ad-tax-line.ts';
import { ROI_LIMITS } from './limits.ts';
import { withMetrics, type Recommendation, type RoiRow } from './roi.ts';

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

/**
 * One CSV row: money and ratios at 2 decimals, ROI and conversion rates as percents (plain machine
 * numbers in every language). The recommendation is written with the page's words when given.
 */
export function csvRow(row: RoiRow, recommendations?: Readonly<Record<Recommendation, string>>): CsvCell[] {
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
    recommendations ? recommendations[r.budgetRecommendation] : r.budgetRecommendation,
  ];
}

/**
 * The export's rows. When any row counts a named result type (messages started, purchases…), each
 * row also gets its type after SPEC's 16 columns (the key, e.g. "message", or the file's own name;
 * empty for plain leads), so SPEC's columns stay exact and the import reads the type back.
 */
export function csvRows(
  rows: readonly RoiRow[],
  recommendations?: Readonly<Record<Recommendation, string>>,
  taxRate?: number,
): CsvCell[][] {
  const typed = hasResultTypes(rows);
  return rows.map((row) => [
    ...csvRow(row, recommendations),
    ...(typed ? [row.result ?? ''] : []),
    ...(taxRate === undefined ? [] : taxCells(row, taxRate)),
  ]);
}

/**
 * With a tax on ad spend switched on (AUD and VND plans, by default), each row also gets the rate,
 * the tax, the spend including it and the ROI after it, after every other column: SPEC's figures
 * stay before tax, as on screen.
 */
/** The rate to write: the tax in force when it is on (AUD and VND by default), else none (no columns). */
export function csvTaxRate(currency: Currency, setting: AdTaxSetting | undefined): number | undefined {
  const tax = adTaxInForce(currency, setting);
  return tax?.on ? tax.rate : undefined;
}

function taxCells(row: RoiRow, ratePercent: number): CsvCell[] {
  const line = adTaxLine(row.spend, row.revenue, ratePercent);
  return [String(ratePercent), toFixed(line.tax, 2), toFixed(line.costWithTax, 2), toFixed(line.roiAfterTax * 100, 2)];
}

export const hasResultTypes = (rows: readonly RoiRow[]): boolean => rows.some((row) => row.result !== undefined);

/** The export's header: SPEC's columns (in the page's words), plus the result type column when rows carry one. */
export function csvHeader(
  columns: readonly string[],
  rows: readonly RoiRow[],
  resultColumn: string,
  taxColumns: readonly string[] = [],
): string[] {
  return [...columns, ...(hasResultTypes(rows) ? [resultColumn] : []), ...taxColumns];
}

/** Header names the optional result type column is read under (either page's export, or a spreadsheet). */
const RESULT_COLUMN = ['result type', 'result', 'loại kết quả'];

/**
 * Header names the tax rate column is read under (roiEn / roiVi csvTaxColumns' first, without its
 * "(%)"): an export written with a tax on brings its rate back; the other tax columns follow from it.
 */
const TAX_RATE_COLUMN = ['tax on ad spend', 'thuế trên chi phí quảng cáo', 'tax rate'];

// ——— Import ———

type InputKey = 'channel' | 'campaignName' | 'spend' | 'clicks' | 'conversions' | 'revenue' | 'customers';

/**
 * Header names we accept for each input, after lower-casing, NFC and dropping "(…)" suffixes: the
 * English export's, the Vietnamese export's, and common spreadsheet names. A file exported from
 * either page imports on either page.
 */
const COLUMN_ALIASES: Record<InputKey, readonly string[]> = {
  channel: ['channel', 'channel name', 'kênh', 'tên kênh'],
  campaignName: ['campaign', 'campaign name', 'campaignname', 'chiến dịch', 'tên chiến dịch'],
  spend: ['spend', 'cost', 'ad spend', 'chi phí', 'chi phí quảng cáo'],
  clicks: ['clicks', 'lượt nhấp', 'lượt click'],
  conversions: ['leads', 'conversions', 'khách hàng tiềm năng'],
  revenue: ['revenue', 'doanh thu'],
  customers: ['customers', 'khách hàng'],
};

/** The words import messages need, in the page's language (roiEn.csv / roiVi.csv and the column names). */
export interface CsvImportWords {
  csv: {
    tooLarge: string;
    tooWide: string;
    empty: string;
    missingOne: string;
    missingMany: string;
    noRows: string;
    lineUnreadable: string;
    tooFewOne: string;
    tooFewMany: string;
    tooMany: string;
    emptyChannel: string;
    notANumber: string;
    overLimit: string;
  };
  channel: string;
  campaign: string;
  spendLabel: string;
  clicks: string;
  leads: string;
  revenue: string;
  customers: string;
}

const labelOf = (words: CsvImportWords, key: InputKey): string =>
  ({
    channel: words.channel,
    campaignName: words.campaign,
    spend: words.spendLabel,
    clicks: words.clicks,
    conversions: words.leads,
    revenue: words.revenue,
    customers: words.customers,
  })[key];

const NUMBER_KEYS = [
  ['spend', false],
  ['clicks', true],
  ['conversions', true],
  ['revenue', false],
  ['customers', true],
] as const;

function normaliseHeader(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
}

export interface ImportProblem {
  line: number;
  message: string;
}

export type RoiImport =
  | {
      ok: true;
      rows: RoiRow[];
      problems: ImportProblem[];
      /** The tax rate on ad spend the file was written with (percent), when it has the tax columns. */
      taxRate?: number;
    }
  | { ok: false; error: string };

/**
 * Reads an import file. `words` are the ROI dictionary's (roiEn / roiVi); `numbers` the kit's number
 * messages (kitEn / kitVi, as `numberWords`), which word a figure that is too large or negative.
 */
export function importRoiCsv(
  text: string,
  makeId: (index: number) => string,
  words: CsvImportWords,
  numberWords: NumberWords,
): RoiImport {
  const w = words.csv;
  if (text.length > ROI_LIMITS.importBytes) return { ok: false, error: w.tooLarge };
  // Lines past ten times the row limit are never needed: the limit's message comes well before.
  const parsed = parseCsv(text, ROI_LIMITS.importColumns, ROI_LIMITS.rows * 10);
  if (parsed.header.length === 0 || parsed.header.every((name) => name === '')) return { ok: false, error: w.empty };
  if (parsed.header.length > ROI_LIMITS.importColumns)
    return { ok: false, error: fill(w.tooWide, { columns: parsed.header.length, limit: ROI_LIMITS.importColumns }) };

  const headers = parsed.header.map(normaliseHeader);
  const columnOf = {} as Record<InputKey, string>;
  const missing: string[] = [];
  for (const [key, names] of Object.entries(COLUMN_ALIASES) as [InputKey, readonly string[]][]) {
    const index = headers.findIndex((name) => names.includes(name));
    if (index === -1) missing.push(labelOf(words, key));
    else columnOf[key] = parsed.header[index] ?? '';
  }
  if (missing.length > 0) {
    return {
      ok: false,
      error: fill(missing.length > 1 ? w.missingMany : w.missingOne, { columns: missing.join(', ') }),
    };
  }
  const lastRequired = Math.max(...Object.values(columnOf).map((name) => parsed.header.indexOf(name)));
  const resultIndex = headers.findIndex((name) => RESULT_COLUMN.includes(name));
  const resultColumn = resultIndex === -1 ? undefined : parsed.header[resultIndex];
  const taxIndex = headers.findIndex((name) => TAX_RATE_COLUMN.includes(name));
  let taxRate: number | undefined;

  const parseErrors = new Map<number, string>();
  for (const error of parsed.errors) if (!parseErrors.has(error.line)) parseErrors.set(error.line, error.message);

  const rows: RoiRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, values, cells } of parsed.rows) {
    if (rows.length >= ROI_LIMITS.rows) {
      // One message for everything past the limit, not one per line of a huge file.
      problems.push({ line, message: fill(w.overLimit, { limit: ROI_LIMITS.rows }) });
      break;
    }
    const parseError = parseErrors.get(line);
    if (parseError) {
      problems.push({ line, message: fill(w.lineUnreadable, { error: parseError }) });
      continue;
    }
    if (cells <= lastRequired) {
      problems.push({
        line,
        message: fill(cells === 1 ? w.tooFewOne : w.tooFewMany, { cells, columns: parsed.header.length }),
      });
      continue;
    }
    if (cells > parsed.header.length) {
      problems.push({ line, message: fill(w.tooMany, { cells, columns: parsed.header.length }) });
      continue;
    }
    const channel = unneutraliseCell(values[columnOf.channel] ?? '').slice(0, ROI_LIMITS.name);
    const campaignName = unneutraliseCell(values[columnOf.campaignName] ?? '').slice(0, ROI_LIMITS.name);
    if (channel.trim() === '') {
      problems.push({ line, message: w.emptyChannel });
      continue;
    }
    const numbers: Partial<Record<InputKey, number>> = {};
    const reasons: string[] = [];
    for (const [key, integer] of NUMBER_KEYS) {
      const label = labelOf(words, key);
      const raw = values[columnOf[key]] ?? '';
      // An empty cell is a figure not filled in, which counts as 0.
      const result = readNumber(raw, { label, integer });
      if (result.ok) numbers[key] = result.value;
      else if (result.reason === 'empty') numbers[key] = 0;
      else if (result.reason === 'not-a-number') reasons.push(fill(w.notANumber, { label, raw }));
      else reasons.push(numberProblemWords(numberWords, label, result.problem, result.limit).replace(/\.$/, ''));
    }
    if (reasons.length > 0) {
      problems.push({ line, message: `${reasons.join('; ')}.` });
      continue;
    }
    const result = resultColumn === undefined ? undefined : readResult(unneutraliseCell(values[resultColumn] ?? ''));
    // The file's rate is the first kept row's (the export writes one rate on every row).
    if (taxIndex !== -1 && taxRate === undefined) {
      const rate = readNumber(values[parsed.header[taxIndex] ?? ''] ?? '', { label: '', max: 100 });
      if (rate.ok) taxRate = rate.value;
    }
    rows.push({
      ...(result === undefined ? {} : { result }),
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
  if (rows.length === 0 && problems.length === 0) return { ok: false, error: w.noRows };
  return { ok: true, rows, problems, ...(taxRate === undefined ? {} : { taxRate }) };
}
