/**
 * Saved sets of the ROI calculator: named copies of the channel rows (with their currency) in
 * browser storage, like the planner's saved plans. One key holds the list; entries that cannot be
 * read are skipped and kept, so nothing saved is lost by this module. A set also keeps the gross
 * margin and the marginal check when they are set (optional fields: older sets read as before).
 */
import { CURRENCIES, type Currency } from '../../../lib/money.ts';
import type { Validation } from '../../../lib/storage.ts';
import { readAdTax, type AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import type { MarginalSettings } from './advice-check.ts';
import { isMargin, readMarginal, readRow } from './draft.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';

export const ROI_SAVED_SETS_KEY = 'brightlane:roi-calculator:saved-sets';
const SET_VERSION = 1;
export const SET_NAME_LIMIT = 80;

export interface SavedSet {
  version: number;
  id: string;
  name: string;
  savedAt: string;
  currency: Currency;
  rows: RoiRow[];
  /** Gross margin as a ratio; absent: revenue counted as profit. */
  margin?: number;
  /** The marginal check; absent: off. */
  marginal?: MarginalSettings;
  /** The visitor's tax on ad spend; absent: the market's default. */
  adTax?: AdTaxSetting;
}

/** The planning settings a set keeps beside its rows. */
export interface SetSettings {
  margin: number | null;
  marginal: MarginalSettings;
  adTax?: AdTaxSetting | undefined;
}

export interface SavedSetsList {
  sets: SavedSet[];
  /** Everything stored, readable or not, so a write keeps what this version cannot read. */
  raw: unknown[];
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

function readSet(data: unknown): SavedSet | undefined {
  if (!isRecord(data) || data.version !== SET_VERSION) return undefined;
  const { id, name, savedAt, currency, rows } = data;
  if (typeof id !== 'string' || typeof name !== 'string' || name.trim() === '' || name.length > SET_NAME_LIMIT)
    return undefined;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return undefined;
  if (
    !CURRENCIES.includes(currency as Currency) ||
    !Array.isArray(rows) ||
    rows.length === 0 ||
    rows.length > ROI_LIMITS.rows
  )
    return undefined;
  const read = rows.map(readRow);
  if (read.some((row) => row === undefined)) return undefined;
  const set: SavedSet = {
    version: SET_VERSION,
    id,
    name,
    savedAt,
    currency: currency as Currency,
    rows: read as RoiRow[],
  };
  if (isMargin(data.margin)) set.margin = data.margin;
  const marginal = readMarginal(data.marginal, set.rows);
  if (marginal) set.marginal = marginal;
  const adTax = readAdTax(data.adTax);
  if (adTax) set.adTax = adTax;
  return set;
}

export const NO_SAVED_SETS: SavedSetsList = { sets: [], raw: [] };

export function savedSetsFromData(data: unknown): Validation<SavedSetsList> {
  if (!Array.isArray(data)) return { ok: false, message: 'Saved sets are not a list.' };
  const sets = data.map(readSet).filter((set): set is SavedSet => set !== undefined);
  return { ok: true, value: { sets, raw: data } };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function isSetNameTaken(list: SavedSetsList, name: string): boolean {
  return list.sets.some((set) => sameName(set.name, name));
}

export function makeSavedSet(
  name: string,
  rows: readonly RoiRow[],
  currency: Currency,
  now: Date,
  settings?: SetSettings,
): SavedSet {
  const set: SavedSet = {
    version: SET_VERSION,
    id: String(now.getTime()),
    name: name.trim().slice(0, SET_NAME_LIMIT),
    savedAt: now.toISOString(),
    currency,
    rows: [...rows],
  };
  if (settings?.margin != null) set.margin = settings.margin;
  if (settings && (settings.marginal.on || Object.keys(settings.marginal.presets).length > 0))
    set.marginal = settings.marginal;
  if (settings?.adTax) set.adTax = settings.adTax;
  return set;
}

/** The stored list with this set added; a set of the same name is replaced when asked. */
export function withSet(list: SavedSetsList, set: SavedSet, replace: boolean): unknown[] {
  const kept = replace
    ? list.raw.filter((entry) => !(isRecord(entry) && typeof entry.name === 'string' && sameName(entry.name, set.name)))
    : list.raw;
  return [...kept, set];
}

export function withoutSet(list: SavedSetsList, id: string): unknown[] {
  return list.raw.filter((entry) => !(isRecord(entry) && entry.id === id));
}
