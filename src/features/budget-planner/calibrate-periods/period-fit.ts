/**
 * Diminishing returns learnt from the visitor's own periods. Rows of one planner channel (a channel
 * and the result type it counts, as calibrate.ts sums them) are added up per period; the lowest- and
 * highest-spend periods whose figures are all known give two (spend, results) points, and the
 * planning layer's own two-point fit (hill.ts) draws the curve through them, or says why it cannot.
 *
 * The planner keeps each channel's CPC, conversion rate and value per lead as the totals over all
 * periods, and places a curve by (phi, reference spend) with h = sRef·(1−phi)/phi and ceiling =
 * sRef/CPL/phi. Choosing sRef = Cmax·CPL − h (the spend at which the fitted curve's own cost per
 * result equals the file's overall one) makes that curve the fitted one exactly:
 * phi = sRef/(sRef + h) gives back h, and sRef/CPL/phi = (sRef + h)/CPL = Cmax.
 */
import { calibrationKey, type CalibrationRow } from '../../calculator-kit/import/model/calibrate.ts';
import { fitTwoPoints } from '../../calculator-kit/model/hill-fit.ts';
import { PHI_MAX, PHI_MIN } from '../../calculator-kit/model/saturation-presets.ts';

export interface PeriodFigures extends CalibrationRow {
  period: string | null;
  unknown: boolean;
}

export interface PeriodPoint {
  period: string;
  spend: number;
  clicks: number;
  leads: number;
  /** A placeholder ("<5", "--") is among this period's figures. */
  unknown: boolean;
}

/** Why a channel's periods give no curve; the channel then keeps its assumptions. */
export type PeriodRefusal = 'unknown' | 'same-spend' | 'fell' | 'no-saturation' | 'not-positive' | 'outside';

export type PeriodCurve =
  { ok: true; cmax: number; h: number; phi: number; sRef: number } | { ok: false; reason: PeriodRefusal };

export interface ChannelPeriods {
  /** calibrationKey of the channel. */
  key: string;
  channel: string;
  /** What the channel counts as results, in the page's words. */
  leadLabel: string;
  /** Every dated period of the channel, in order. */
  points: PeriodPoint[];
  /** Periods the channel's rows cover, an undated part counting as one: its plan budget is spend ÷ this. */
  periods: number;
  /** The two periods the curve goes through (low spend first); null when fewer than two are usable. */
  chosen: [PeriodPoint, PeriodPoint] | null;
  curve: PeriodCurve;
}

/** The lowest- and highest-spend periods with every figure known, or why there are none. */
export function choosePoints(
  points: readonly PeriodPoint[],
): { ok: true; chosen: [PeriodPoint, PeriodPoint] } | { ok: false; reason: 'unknown' | 'same-spend' } {
  const usable = points.filter((point) => !point.unknown).sort((a, b) => a.spend - b.spend);
  const [low, high] = [usable[0], usable[usable.length - 1]];
  if (!low || !high || usable.length < 2) return { ok: false, reason: 'unknown' };
  if (low.spend === high.spend) return { ok: false, reason: 'same-spend' };
  return { ok: true, chosen: [low, high] };
}

/** The curve through two periods, placed for the planner (see the top of this file). */
export function fitPeriods(
  low: PeriodPoint,
  high: PeriodPoint,
  totals: { spend: number; clicks: number; leads: number },
): PeriodCurve {
  if (high.spend > low.spend && high.leads < low.leads) return { ok: false, reason: 'fell' };
  if (!(totals.clicks > 0)) return { ok: false, reason: 'unknown' };
  const fit = fitTwoPoints({ spend: low.spend, results: low.leads }, { spend: high.spend, results: high.leads });
  if (!fit.ok) return { ok: false, reason: fit.reason };
  const sRef = fit.cmax * (totals.spend / totals.leads) - fit.h;
  const phi = sRef / (sRef + fit.h);
  if (!(sRef > 0) || phi < PHI_MIN || phi > PHI_MAX) return { ok: false, reason: 'outside' };
  return { ok: true, cmax: fit.cmax, h: fit.h, phi, sRef };
}

const sum = (list: readonly PeriodFigures[], pick: (row: PeriodFigures) => number) =>
  list.reduce((total, row) => total + pick(row), 0);

/** Each planner channel's periods and, where two or more are dated, its curve or the reason for none. */
export function channelPeriods(rows: readonly PeriodFigures[]): ChannelPeriods[] {
  const byKey = new Map<string, PeriodFigures[]>();
  for (const row of rows) byKey.set(calibrationKey(row), [...(byKey.get(calibrationKey(row)) ?? []), row]);
  return [...byKey.entries()].map(([key, list]) => {
    const byPeriod = new Map<string | null, PeriodFigures[]>();
    for (const row of list) byPeriod.set(row.period, [...(byPeriod.get(row.period) ?? []), row]);
    const points = [...byPeriod.entries()]
      .filter((entry): entry is [string, PeriodFigures[]] => entry[0] !== null)
      .map(([period, part]) => ({
        period,
        spend: sum(part, (row) => row.spend),
        clicks: sum(part, (row) => row.clicks),
        leads: sum(part, (row) => row.leads),
        unknown: part.some((row) => row.unknown),
      }))
      .sort((a, b) => a.period.localeCompare(b.period));
    const first = list[0];
    const base = {
      key,
      channel: first?.channel ?? '',
      leadLabel: first?.leadLabel ?? '',
      points,
      periods: byPeriod.size,
    };
    const picked = choosePoints(points);
    if (!picked.ok) return { ...base, chosen: null, curve: { ok: false, reason: picked.reason } };
    const totals = {
      spend: sum(list, (r) => r.spend),
      clicks: sum(list, (r) => r.clicks),
      leads: sum(list, (r) => r.leads),
    };
    return { ...base, chosen: picked.chosen, curve: fitPeriods(picked.chosen[0], picked.chosen[1], totals) };
  });
}
