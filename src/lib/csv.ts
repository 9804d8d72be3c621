/**
 * CSV writing (RFC 4180, with a guard against spreadsheet formula injection) and reading through
 * Papa Parse. Used by the calculators and the admin exports.
 */
import Papa from 'papaparse';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula gets a leading apostrophe. Plain numbers
 * (including negatives written by us) stay numbers.
 */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value)) return `'${value}`;
  return value;
}

export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to RFC 4180 text with CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quoteCell(neutraliseCell(cell))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface ParsedCsv {
  header: string[];
  /** `cells` is how many values the line really had (to spot short or long rows). */
  rows: { line: number; values: Record<string, string>; cells: number }[];
  errors: { line: number; message: string }[];
}

/** Parses CSV text with a header row; header names are trimmed and lower-cased for matching. */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headerRow, ...body] = result.data;
  const header = (headerRow ?? []).map((name) => name.trim().toLowerCase());
  const errors = result.errors.map((error) => ({ line: (error.row ?? 0) + 1, message: error.message }));
  const rows = body.map((values, index) => ({
    line: index + 2,
    cells: values.length,
    values: Object.fromEntries(header.map((name, column) => [name, (values[column] ?? '').trim()])),
  }));
  return { header, rows, errors };
}

/** Strips the apostrophe our own export adds in front of formula-like text. */
export function unneutraliseCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
