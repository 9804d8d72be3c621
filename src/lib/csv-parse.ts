/** CSV reading through Papa Parse, for the ROI calculator's import. */
import Papa from 'papaparse';

export interface ParsedCsv {
  header: string[];
  /** `cells` is how many values the line really had (to spot short or long rows). */
  rows: { line: number; values: Record<string, string>; cells: number }[];
  errors: { line: number; message: string }[];
}

/**
 * Parses CSV text with a header row; header names are trimmed and lower-cased for matching. A header
 * wider than `maxColumns` returns no rows: building a record per row of thousands of columns is
 * what froze a page on a hostile file; rows past `maxRows` are not built either.
 */
export function parseCsv(text: string, maxColumns = Infinity, maxRows = Infinity): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headerRow, ...body] = result.data;
  const header = (headerRow ?? []).map((name) => name.trim().toLowerCase());
  if (header.length > maxColumns) return { header, rows: [], errors: [] };
  const errors = result.errors.map((error) => ({ line: (error.row ?? 0) + 1, message: error.message }));
  const rows = body.slice(0, maxRows).map((values, index) => ({
    line: index + 2,
    cells: values.length,
    values: Object.fromEntries(header.map((name, column) => [name, (values[column] ?? '').trim()])),
  }));
  return { header, rows, errors };
}

/** Strips the apostrophe our own export adds in front of formula-like text. */
export function unneutraliseCell(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
