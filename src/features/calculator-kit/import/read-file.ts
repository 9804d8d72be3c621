/**
 * One dropped file, bytes to a read export: the size is checked before anything is read, the first
 * bytes tell a spreadsheet from text, and a spreadsheet's reader loads only now (read-excel-file,
 * decision 095). Runs in the import worker; the tests call it directly.
 */
import { decodeText, sniffKind } from './model/decode.ts';
import { IMPORT_LIMITS } from './model/limits.ts';
import { interpretTable, type Mapping, type ParsedExport } from './model/read-export.ts';
import { parseTable, type RawCell, type Table } from './model/table.ts';

export type ReadProblem =
  'too-large' | 'empty' | 'binary' | 'xls' | 'spreadsheet' | 'too-many-rows' | 'too-many-columns' | 'no-rows';

export type ReadResult =
  { ok: true; file: ParsedExport; kind: 'xlsx' | 'text'; encoding: string } | { ok: false; problem: ReadProblem };

function cellOf(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return String(value);
}

async function readSpreadsheet(bytes: Uint8Array): Promise<Table | null> {
  try {
    const { readSheet } = await import('read-excel-file/universal');
    const copy = new Uint8Array(bytes).buffer;
    const sheet = await readSheet(copy);
    return sheet.map((row) => row.map(cellOf));
  } catch {
    return null;
  }
}

export async function readExportBytes(bytes: Uint8Array, mapping?: Mapping): Promise<ReadResult> {
  if (bytes.length > IMPORT_LIMITS.bytes) return { ok: false, problem: 'too-large' };
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const kind = sniffKind(bytes);
  if (kind === 'xls') return { ok: false, problem: 'xls' };
  let table: Table;
  let encoding = 'xlsx';
  if (kind === 'xlsx') {
    const sheet = await readSpreadsheet(bytes);
    if (!sheet) return { ok: false, problem: 'spreadsheet' };
    if (sheet.length > IMPORT_LIMITS.rows + IMPORT_LIMITS.headerSearch) return { ok: false, problem: 'too-many-rows' };
    if (sheet.some((row) => row.length > IMPORT_LIMITS.columns)) return { ok: false, problem: 'too-many-columns' };
    table = sheet;
  } else {
    const decoded = decodeText(bytes);
    if (!decoded.ok) return { ok: false, problem: decoded.problem };
    encoding = decoded.encoding;
    const parsed = parseTable(decoded.text);
    if (!parsed.ok) return { ok: false, problem: parsed.problem };
    table = parsed.table;
  }
  if (table.length < 2) return { ok: false, problem: 'no-rows' };
  const file = interpretTable(table, mapping);
  return { ok: true, file, kind: kind === 'xlsx' ? 'xlsx' : 'text', encoding };
}
