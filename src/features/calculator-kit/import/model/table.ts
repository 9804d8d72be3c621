/**
 * Text to a table of cells: the delimiter is detected (Google's default download is tab-separated,
 * Meta's and most others comma-separated, European spreadsheets semicolon-separated), then Papa
 * Parse reads quoting the way spreadsheets write it. Parsing stops past the row limit.
 */
import Papa from 'papaparse';
import { IMPORT_LIMITS } from './limits.ts';

export type RawCell = string | number | null;
export type Table = RawCell[][];

const CANDIDATES = ['\t', ',', ';'] as const;
export type Delimiter = (typeof CANDIDATES)[number];

/** Splits one line on a delimiter outside double quotes (enough to count fields). */
function countFields(line: string, delimiter: string): number {
  let fields = 1;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) fields += 1;
  }
  return fields;
}

/**
 * The delimiter that splits the most of the first lines into the same number (above one) of
 * fields: commas inside "1,240" in a tab-separated file give uneven counts and lose.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, 64_000)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, 30);
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const delimiter of CANDIDATES) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const fields = countFields(line, delimiter);
      if (fields > 1) counts.set(fields, (counts.get(fields) ?? 0) + 1);
    }
    let score = 0;
    for (const [fields, lineCount] of counts) score = Math.max(score, lineCount + fields / 1000);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export type TableResult =
  { ok: true; table: Table; delimiter: Delimiter } | { ok: false; problem: 'too-many-rows' | 'too-many-columns' };

export function parseTable(text: string): TableResult {
  const delimiter = detectDelimiter(text);
  const table: Table = [];
  let problem: 'too-many-rows' | 'too-many-columns' | null = null;
  // The header search needs a few lines more than the data limit.
  const maxLines = IMPORT_LIMITS.rows + IMPORT_LIMITS.headerSearch + 1;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      if (result.data.length > IMPORT_LIMITS.columns) problem = 'too-many-columns';
      else if (table.length >= maxLines) problem = 'too-many-rows';
      else table.push(result.data);
      if (problem) parser.abort();
    },
  });
  return problem ? { ok: false, problem } : { ok: true, table, delimiter };
}
