/**
 * One-at-a-time sensitivity ("tornado"): each channel's CPC, CVR and value per lead in turn is
 * multiplied by (1 − step) and (1 + step) while everything else stays put, and the bars are
 * sorted by how far the plan's ROI swings. Inputs that move ROI identically (a channel's CVR and
 * value per lead both scale its revenue and nothing else) share one bar, so the chart does not
 * show the same fact twice and push a different input off the top.
 */
import type { Channel, PlannerState, PlanResults } from './planner.ts';

export const TORNADO_FIELDS = ['cpc', 'cvr', 'valuePerLead'] as const;
export type TornadoField = (typeof TORNADO_FIELDS)[number];
export const TORNADO_LABELS: Record<TornadoField, string> = { cpc: 'CPC', cvr: 'CVR', valuePerLead: 'VPL' };

export interface TornadoInput {
  channelId: string;
  field: TornadoField;
}

export interface TornadoBar {
  /** The bar's first input; `inputs` lists every input that moves ROI exactly this way. */
  channelId: string;
  field: TornadoField;
  inputs: TornadoInput[];
  label: string;
  /** ROI with the input at (1 − step)× and (1 + step)×. */
  atLow: number;
  atHigh: number;
  min: number;
  max: number;
  swing: number;
}

export function tornado(
  state: PlannerState,
  evaluate: (s: PlannerState) => PlanResults,
  step = 0.2,
): { base: number; bars: TornadoBar[] } {
  const base = evaluate(state).summary.overallROI;
  const roiWith = (index: number, field: TornadoField, factor: number) => {
    const channels = state.channels.map((c, i): Channel => (i === index ? { ...c, [field]: c[field] * factor } : c));
    return evaluate({ ...state, channels }).summary.overallROI;
  };
  const bars: TornadoBar[] = [];
  state.channels.forEach((c, i) => {
    for (const field of TORNADO_FIELDS) {
      const atLow = roiWith(i, field, 1 - step);
      const atHigh = roiWith(i, field, 1 + step);
      const min = Math.min(atLow, atHigh);
      const max = Math.max(atLow, atHigh);
      bars.push({
        channelId: c.id,
        field,
        inputs: [{ channelId: c.id, field }],
        label: `${c.name.trim() || `Channel ${i + 1}`} ${TORNADO_LABELS[field]}`,
        atLow,
        atHigh,
        min,
        max,
        swing: max - min,
      });
    }
  });
  // Figures equal in exact arithmetic (CVR and VPL) may differ in the last bit; compare rounded.
  const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const merged: TornadoBar[] = [];
  for (const bar of bars) {
    const twin = merged.find((m) => same(m.atLow, bar.atLow) && same(m.atHigh, bar.atHigh));
    if (twin) {
      twin.inputs.push(...bar.inputs);
      twin.label = `${twin.label} / ${bar.label}`;
    } else merged.push(bar);
  }
  // Array.prototype.sort is stable, so equal swings keep table order (CPC, CVR, VPL).
  const key = (bar: TornadoBar) => Math.round(bar.swing * 1e9);
  merged.sort((a, b) => key(b) - key(a));
  return { base, bars: merged };
}
