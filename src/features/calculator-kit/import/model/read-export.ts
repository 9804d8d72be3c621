/**
 * A table to what it says: which platform wrote it, where its header is, what each column means,
 * which rows are campaigns and which are totals or summaries (dropped, each with its reason), the
 * period and currency, and every result type it reports. Pure: the worker runs it, tests call it.
 */
import { detectPlatform, headerScore, matchFields, normaliseHeader, type Field, type Platform } from './aliases.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { detectDecimalMark, readCell, type Cell, type DecimalMark } from './numbers.ts';
import type { RawCell, Table } from './table.ts';

export type Mapping = Partial<Record<Field, number>>;
export type DropReason = 'total' | 'summary' | 'placeholder' | 'no-name' | 'unreadable';

export interface ExportRow {
  /** 1-based line in the file (or sheet), for messages. */
  line: number;
  channel: string;
  campaign: string;
  spend: Cell;
  clicks: Cell;
  revenue: Cell;
  customers: Cell;
  /** Each result type this row reports: "lead", "message", "purchase", "conversions", "action:…", "result:…". */
  results: Record<string, Cell>;
  /** The row's own date text when the file is broken down by time: its Day/Week cell, else its reporting start and end. */
  day?: string;
  start?: string;
  end?: string;
}

export interface DroppedRow {
  line: number;
  reason: DropReason;
  name: string;
}

export interface ParsedExport {
  platform: Platform;
  /** 0-based index of the header row; lines above it are the preamble. */
  headerIndex: number;
  headers: string[];
  mapping: Mapping;
  /** Spend and a name column are known: without them nothing can be imported. */
  complete: boolean;
  currency: string | null;
  period: string | null;
  decimal: DecimalMark;
  rows: ExportRow[];
  dropped: DroppedRow[];
  /** Result types in order of how likely they are the visitor's "lead". */
  resultTypes: string[];
  /** Cells that were placeholders or masked ("--", "<5") in the columns we read. */
  unknownCells: number;
  /** The normalised header names, joined: the key a remembered mapping is stored under. */
  signature: string;
}

const text = (cell: RawCell | undefined): string =>
  String(cell ?? '')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .trim();

function findHeader(table: Table): number {
  let best = 0;
  let bestScore = 0;
  table.slice(0, IMPORT_LIMITS.headerSearch).forEach((row, index) => {
    const score = headerScore(row.map(normaliseHeader));
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** A Meta result indicator or result type, as one of our keys. */
export function resultKey(indicator: string): string {
  const value = indicator.toLowerCase();
  if (value === '') return 'results';
  if (/messag|tin nhắn|conversation|trò chuyện/.test(value)) return 'message';
  if (/lead|khách hàng tiềm năng/.test(value)) return 'lead';
  if (/purchase|lượt mua|mua hàng/.test(value)) return 'purchase';
  if (/link_click|link click|nhấp vào liên kết/.test(value)) return 'link-click';
  return `result:${indicator.trim().slice(0, IMPORT_LIMITS.name)}`;
}

const TOTAL = /^(total|tổng(\s+cộng)?)\s*:/i;
const isPlaceholderName = (name: string) => name === '--' || name === '-' || name === '—';

function channelName(platform: Platform, type: string): string {
  if (platform === 'google') return type ? `Google Ads – ${type}` : 'Google Ads';
  if (platform === 'meta') return 'Meta Ads';
  if (platform === 'tiktok') return 'TikTok Ads';
  return '';
}

const PRIORITY = ['lead', 'message', 'conversions', 'purchase', 'results'];

function orderResultTypes(found: Set<string>, vietnamese: boolean): string[] {
  const priority = vietnamese ? ['message', ...PRIORITY.filter((key) => key !== 'message')] : PRIORITY;
  const rank = (key: string) => {
    const index = priority.indexOf(key);
    return index === -1 ? priority.length : index;
  };
  return [...found].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function periodOf(preamble: Table, rows: Table, mapping: Mapping): string | null {
  const values = (field: Field) => {
    const column = mapping[field];
    return column === undefined
      ? []
      : rows
          .map((row) => text(row[column]))
          .filter((value) => value !== '' && !isPlaceholderName(value) && !TOTAL.test(value));
  };
  const starts = [...values('start'), ...values('day')].sort();
  const ends = [...values('end'), ...values('day')].sort();
  if (starts.length > 0 && ends.length > 0) {
    const [first, last] = [starts[0], ends[ends.length - 1]];
    return first === last ? (first ?? null) : `${first} – ${last}`;
  }
  // Google's preamble: a title line, then the date range ("1 September 2026 - 30 September 2026", "All time").
  const lines = preamble.map((row) => row.map(text).filter(Boolean).join(' ')).filter(Boolean);
  return lines.find((line) => /\d/.test(line)) ?? lines[1] ?? null;
}

/**
 * Reads a table. `mapping` is the visitor's own (from the mapping step or remembered); without
 * it the header names decide.
 */
export function interpretTable(table: Table, mapping?: Mapping): ParsedExport {
  const headerIndex = findHeader(table);
  const headerCells = (table[headerIndex] ?? []).map(normaliseHeader);
  const headers = (table[headerIndex] ?? []).map((cell) => text(cell).slice(0, 200));
  const platform = detectPlatform(headerCells);
  const map: Mapping = mapping ?? matchFields(headerCells);
  const body = table.slice(headerIndex + 1);
  const vietnamese = headerCells.some((header) => /[ăâđêôơưạ-ỹ]/.test(header.name));

  const at = (row: RawCell[], field: Field): RawCell | undefined =>
    map[field] === undefined ? undefined : row[map[field]];
  const numberColumns: Field[] = [
    'spend',
    'clicks',
    'revenue',
    'customers',
    'results',
    'conversions',
    'messages',
    'leads',
    'purchases',
  ];
  const samples = body
    .slice(0, 500)
    .flatMap((row) =>
      numberColumns.map((field) => at(row, field)).filter((cell): cell is string => typeof cell === 'string'),
    );
  const decimal = detectDecimalMark(samples, vietnamese ? ',' : '.');

  const headerCurrency =
    headerCells.find((header, index) => header.currency && index === map.spend)?.currency ??
    headerCells.find((header) => header.currency)?.currency ??
    null;
  const columnCurrency = body.map((row) => text(at(row, 'currency'))).find((value) => /^[A-Z]{3}$/.test(value)) ?? null;

  const dates = (row: RawCell[]): Pick<ExportRow, 'day' | 'start' | 'end'> => {
    const found: Pick<ExportRow, 'day' | 'start' | 'end'> = {};
    for (const field of ['day', 'start', 'end'] as const) {
      const value = text(at(row, field)).slice(0, 60);
      if (value !== '') found[field] = value;
    }
    return found;
  };
  const rows: ExportRow[] = [];
  const dropped: DroppedRow[] = [];
  const found = new Set<string>();
  let unknownCells = 0;
  const read = (row: RawCell[], field: Field): Cell => {
    const cell = readCell(at(row, field), decimal);
    if (cell.kind === 'unknown') unknownCells += 1;
    return cell;
  };

  body.forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    const campaign = text(at(row, 'campaign')).slice(0, IMPORT_LIMITS.name);
    const ownChannel = text(at(row, 'channel')).slice(0, IMPORT_LIMITS.name);
    const name = campaign || ownChannel;
    const firstCell = text(row[0]);
    const totalCell = [firstCell, text(at(row, 'status')), name].find((cell) => TOTAL.test(cell));
    if (totalCell) {
      dropped.push({ line, reason: 'total', name: totalCell });
      return;
    }
    if (platform === 'tiktok' && /^total\b/i.test(name)) {
      dropped.push({ line, reason: 'total', name });
      return;
    }
    if (isPlaceholderName(name)) {
      dropped.push({ line, reason: 'placeholder', name });
      return;
    }
    if (name === '') {
      dropped.push({ line, reason: platform === 'meta' ? 'summary' : 'no-name', name: '' });
      return;
    }
    const action = text(at(row, 'conversionAction'));
    const segmented = action !== '' && !isPlaceholderName(action);
    const spend = segmented ? ({ kind: 'empty' } as const) : read(row, 'spend');
    if (spend.kind === 'invalid') {
      dropped.push({ line, reason: 'unreadable', name });
      return;
    }
    const results: Record<string, Cell> = {};
    const put = (key: string, cell: Cell) => {
      if (cell.kind === 'empty' || cell.kind === 'invalid') return;
      results[key] = cell;
      found.add(key);
    };
    if (segmented) {
      // One row per conversion action: its conversions count under that action only; spend and
      // clicks come from the campaign's unsegmented rows.
      put(`action:${action.slice(0, IMPORT_LIMITS.name)}`, read(row, 'conversions'));
    } else {
      if (map.results !== undefined) put(resultKey(text(at(row, 'resultType'))), read(row, 'results'));
      if (map.conversions !== undefined) put('conversions', read(row, 'conversions'));
      if (map.messages !== undefined) put('message', read(row, 'messages'));
      if (map.leads !== undefined) put('lead', read(row, 'leads'));
      if (map.purchases !== undefined) put('purchase', read(row, 'purchases'));
    }
    rows.push({
      line,
      channel: ownChannel || channelName(platform, text(at(row, 'campaignType'))),
      campaign,
      spend,
      clicks: segmented ? { kind: 'empty' } : read(row, 'clicks'),
      revenue: segmented ? { kind: 'empty' } : read(row, 'revenue'),
      customers: read(row, 'customers'),
      results,
      ...dates(row),
    });
  });

  return {
    platform,
    headerIndex,
    headers,
    mapping: map,
    complete: map.spend !== undefined && (map.campaign !== undefined || map.channel !== undefined),
    currency: headerCurrency ?? columnCurrency,
    period: periodOf(table.slice(0, headerIndex), body, map),
    decimal,
    rows,
    dropped,
    resultTypes: orderResultTypes(found, vietnamese),
    unknownCells,
    signature: headerCells.map((header) => header.name).join('|'),
  };
}
