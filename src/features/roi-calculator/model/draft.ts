/**
 * The ROI calculator's working draft in browser storage: its rows, checked by hand (no schema
 * library on load) and held to the same limits as an import.
 */
import type { Validation } from '../../../lib/storage.ts';
import { MAX_INPUT } from '../../calculator-kit/read-number.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readAdTax, type AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';
import { MARGINAL_OFF, type MarginalSettings } from './marginal-settings.ts';
import { SATURATION_PRESETS, type SaturationPreset } from '../../calculator-kit/model/saturation-presets.ts';

export const ROI_DRAFT_KEY = 'brightlane:roi-calculator:draft';
const DRAFT_VERSION = 1;

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_INPUT;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= ROI_LIMITS.name;

export function readRow(data: unknown): RoiRow | undefined {
  if (!isRecord(data)) return undefined;
  const { id, channel, campaignName, spend, clicks, conversions, revenue, customers } = data;
  const result = readResult(data.result);
  if (typeof id !== 'string' || id.length === 0 || id.length > 40 || !isText(channel) || !isText(campaignName))
    return undefined;
  if (![spend, clicks, conversions, revenue, customers].every(isAmount)) return undefined;
  return {
    id,
    channel,
    campaignName,
    spend: spend as number,
    clicks: clicks as number,
    conversions: conversions as number,
    revenue: revenue as number,
    customers: customers as number,
    ...(result === undefined ? {} : { result }),
  };
}

export function roiDraft(rows: readonly RoiRow[]): { version: number; rows: readonly RoiRow[] } {
  return { version: DRAFT_VERSION, rows };
}

export function roiDraftFromData(data: unknown): Validation<RoiRow[]> {
  const wrong = { ok: false, message: 'The saved draft of the ROI calculator has the wrong shape.' } as const;
  if (!isRecord(data) || data.version !== DRAFT_VERSION || !Array.isArray(data.rows)) return wrong;
  if (data.rows.length === 0 || data.rows.length > ROI_LIMITS.rows) return wrong;
  const rows = data.rows.map(readRow);
  return rows.some((row) => row === undefined) ? wrong : { ok: true, value: withUniqueIds(rows as RoiRow[]) };
}

/**
 * Row ids must be unique: an edit or a removal finds its row by id, so two rows sharing one (a
 * draft written by an older page, or edited by hand) would take one edit each. Later copies get a
 * fresh id; the first keeps its own, and nothing else about a row changes.
 */
export function withUniqueIds(rows: readonly RoiRow[]): RoiRow[] {
  const seen = new Set<string>();
  const taken = new Set(rows.map((row) => row.id));
  let next = 1;
  return rows.map((row) => {
    if (!seen.has(row.id)) {
      seen.add(row.id);
      return row;
    }
    while (taken.has(`r${next}`)) next += 1;
    const id = `r${next}`;
    taken.add(id);
    seen.add(id);
    return { ...row, id };
  });
}

/** The working state kept between visits: the rows, a plan's targets, the gross margin and the marginal check. */
export interface RoiWork {
  rows: RoiRow[];
  /** The plan targets as stored; checked by their schema when the planning panel loads. */
  targets: unknown;
  /** Gross margin as a ratio (0 < margin ≤ 1); absent: revenue counted as profit. */
  margin?: number;
  /** The marginal check beside the optimizer; absent: off, every row at the default saturation. */
  marginal?: MarginalSettings;
  /** The visitor's tax on ad spend; absent: the market's default. */
  adTax?: AdTaxSetting;
}

export interface RoiWorkDraft {
  version: number;
  rows: readonly RoiRow[];
  targets?: unknown;
  margin?: number;
  marginal?: MarginalSettings;
  adTax?: AdTaxSetting;
}

/** The draft with what the visitor set beside the rows; an old draft without them still opens. */
export function roiWorkDraft(
  rows: readonly RoiRow[],
  targets: unknown,
  margin: number | null = null,
  marginal: MarginalSettings = MARGINAL_OFF,
  adTax?: AdTaxSetting,
): RoiWorkDraft {
  const draft: RoiWorkDraft = roiDraft(rows);
  if (targets !== null && targets !== undefined) draft.targets = targets;
  if (margin !== null) draft.margin = margin;
  if (marginal.on || Object.keys(marginal.presets).length > 0) draft.marginal = marginal;
  if (adTax) draft.adTax = adTax;
  return draft;
}

export const isMargin = (value: unknown): value is number => typeof value === 'number' && value > 0 && value <= 1;

/** Saturation choices kept only for rows that exist and presets the page knows. */
export function readMarginal(data: unknown, rows: readonly RoiRow[]): MarginalSettings | undefined {
  if (!isRecord(data) || typeof data.on !== 'boolean' || !isRecord(data.presets)) return undefined;
  const stored = data.presets;
  const presets: Record<string, SaturationPreset> = {};
  for (const row of rows) {
    const preset = stored[row.id];
    if (typeof preset === 'string' && Object.hasOwn(SATURATION_PRESETS, preset))
      presets[row.id] = preset as SaturationPreset;
  }
  return { on: data.on, presets };
}

export function roiWorkFromData(data: unknown): Validation<RoiWork> {
  const rows = roiDraftFromData(data);
  if (!rows.ok) return rows;
  const record = isRecord(data) ? data : {};
  const targets = isRecord(record.targets) ? record.targets : null;
  const work: RoiWork = { rows: rows.value, targets };
  if (isMargin(record.margin)) work.margin = record.margin;
  const marginal = readMarginal(record.marginal, rows.value);
  if (marginal) work.marginal = marginal;
  const adTax = readAdTax(record.adTax);
  if (adTax) work.adTax = adTax;
  return { ok: true, value: work };
}
