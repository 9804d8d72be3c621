/**
 * The ROI calculator's working draft in browser storage: its rows, checked by hand (no schema
 * library on load) and held to the same limits as an import.
 */
import type { Validation } from '../../../lib/storage.ts';
import { MAX_INPUT } from '../../calculator-kit/read-number.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';

export const ROI_DRAFT_KEY = 'brightlane:roi-calculator:draft';
const DRAFT_VERSION = 1;

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_INPUT;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= ROI_LIMITS.name;

export function readRow(data: unknown): RoiRow | undefined {
  if (!isRecord(data)) return undefined;
  const { id, channel, campaignName, spend, clicks, conversions, revenue, customers } = data;
  if (typeof id !== 'string' || id.length === 0 || id.length > 40 || !isText(channel) || !isText(campaignName)) return undefined;
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
  return rows.some((row) => row === undefined) ? wrong : { ok: true, value: rows as RoiRow[] };
}
