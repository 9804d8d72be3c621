/**
 * CSV writing: RFC 4180, with a guard against spreadsheet formula injection. Used by the
 * calculators, the checklists and the admin exports. Reading lives in csv-parse.ts, so pages that
 * only write never load the parser.
 */
import { finite } from './money.ts';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula gets a leading apostrophe. Plain numbers
 * (including negatives written by us) stay numbers.
 */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(finite(value));
  if (FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value)) return `'${value}`;
  // Text already written as '=… gets one more apostrophe, so reading it back is never ambiguous. The
  // reader trims the spaces around a cell, so the apostrophe goes after any leading spaces.
  const spaces = /^ */.exec(value)![0].length;
  if (/^'+[=+\-@\t\r]/.test(value.slice(spaces))) return `${value.slice(0, spaces)}'${value.slice(spaces)}`;
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
