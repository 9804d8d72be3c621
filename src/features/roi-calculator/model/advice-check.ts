/**
 * One piece of advice per channel: the optimizer's fixed multiplier (SPEC, unchanged) set against
 * the marginal check on a saturating curve. The check agrees when the suggested change does not
 * lose money; with a gross margin, "money" is contribution (revenue × margin − spend), otherwise
 * revenue is counted as profit. The UI words each verdict; this module only decides it.
 */
import { SATURATION_PRESETS, type SaturationPreset } from '../../calculator-kit/model/saturation-presets.ts';
import { marginalCheck } from './planning-checks.ts';
import type { RoiRow } from './roi.ts';
import type { MarginalSettings } from './marginal-settings.ts';

export { MARGINAL_OFF, type MarginalSettings } from './marginal-settings.ts';

export const DEFAULT_PRESET: SaturationPreset = 'medium';

export function presetOf(settings: MarginalSettings, id: string): SaturationPreset {
  return settings.presets[id] ?? DEFAULT_PRESET;
}

export type AdviceCheck =
  /** Nothing to test: the suggestion keeps today's spend, or the row has no spend yet. */
  | { kind: 'no-change' }
  | {
      kind: 'agrees' | 'disagrees';
      direction: 'more' | 'less';
      /** Money moved by the suggestion (always positive). */
      changedSpend: number;
      /** Revenue gained (more) or given up (less), always positive. */
      changedRevenue: number;
      /** Profit (or contribution, with a margin) the move adds; negative means it loses money. */
      profitChange: number;
      /** profitChange per unit of money moved: for "more", the ROI of the extra money. */
      returnOnChange: number;
    };

/**
 * The verdict for one row. margin is a ratio (0.4 = 40 %) or null (revenue counted as profit).
 * A cut agrees when the money removed was losing money; a rise agrees when the extra money pays
 * for itself.
 */
export function checkAdvice(
  row: Pick<RoiRow, 'spend' | 'revenue'>,
  preset: SaturationPreset,
  margin: number | null = null,
): AdviceCheck {
  const check = marginalCheck(row, SATURATION_PRESETS[preset]);
  if (check.extraSpend === 0 || !(row.spend > 0)) return { kind: 'no-change' };
  const m = margin ?? 1;
  const profitChange = check.extraRevenue * m - check.extraSpend;
  const changedSpend = Math.abs(check.extraSpend);
  // A rounding hair below zero (a linear row exactly at break-even) is not a loss.
  const loses = profitChange < -1e-9 * changedSpend;
  return {
    kind: loses ? 'disagrees' : 'agrees',
    direction: check.extraSpend > 0 ? 'more' : 'less',
    changedSpend,
    changedRevenue: Math.abs(check.extraRevenue),
    profitChange,
    returnOnChange: check.extraSpend > 0 ? profitChange / changedSpend : -profitChange / changedSpend,
  };
}

/** The verdict for each row by id, or null when the visitor has not turned the check on. */
export function checkAllAdvice(
  rows: readonly RoiRow[],
  settings: MarginalSettings,
  margin: number | null = null,
): Map<string, AdviceCheck> | null {
  if (!settings.on) return null;
  return new Map(rows.map((row) => [row.id, checkAdvice(row, presetOf(settings, row.id), margin)]));
}
