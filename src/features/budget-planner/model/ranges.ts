/**
 * 80 % ranges by fixed-seed Monte Carlo. Each draw takes every channel's CPC, CVR and value per
 * lead from a lognormal around the typed value (in table order; an input with no uncertainty
 * consumes no random numbers), recomputes the plan at the same spends, and the outputs' 10th,
 * 50th and 90th percentiles are reported with the share of draws that lose money.
 */
import { DEFAULT_DRAWS, DEFAULT_SEED, mulberry32, normal, quantile, Z90 } from '../../calculator-kit/model/random.ts';
import type { PlannerState } from './planner.ts';
import { settingFor, type SaturationLayer } from './saturation.ts';

import { DEFAULT_RANGES, type InputRanges } from './planning-types.ts';

export { DEFAULT_RANGES };

export type { InputRanges } from './planning-types.ts';

export interface RangeOptions {
  spends: readonly number[];
  ranges: Record<string, InputRanges>;
  /** Half-width for the lead-to-customer rate; drawn once per draw after the channels. */
  leadToCustomer?: number;
  seed?: number;
  draws?: number;
  /**
   * Gross margin as a fraction (0.4 = 40 %): a draw loses money when revenue × margin is below
   * spend. Absent: revenue is counted as profit (as published).
   */
  margin?: number;
  /**
   * Gross margin per channel (table order), overriding `margin`: a draw loses money when the sum
   * of each channel's revenue × its margin is below spend; undefined counts revenue as profit.
   */
  margins?: readonly (number | undefined)[];
  /**
   * A shared market factor: one lognormal shock per draw (80 % half-width, 0.2 = ±20 %) that
   * moves every channel's leads together, drawn after everything else, so with it absent the
   * draws (and the published worked examples) are exactly as published.
   */
  shared?: number;
}

export const RANGE_METRICS = ['leads', 'revenue', 'roas', 'cpl', 'cac', 'roi'] as const;
export type RangeMetric = (typeof RANGE_METRICS)[number];
export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
}
export type RangeResult = Record<RangeMetric, Percentiles> & { lossChance: number; draws: number };

interface Prepared {
  cpc: number;
  cvr: number;
  vpl: number;
  /** ln(1 + u) / z for each input, or 0 when it has no range (and draws nothing). */
  sCpc: number;
  sCvr: number;
  sVpl: number;
  spend: number;
  /** Saturation: reference spend and phi, or sRef 0 for a straight line. */
  sRef: number;
  phi: number;
  h: number;
}

const sigma = (u: number) => (u > 0 ? Math.log(1 + u) / Z90 : 0);

function prepare(state: PlannerState, layer: SaturationLayer, options: RangeOptions): Prepared[] {
  return state.channels.map((c, i) => {
    const u = options.ranges[c.id] ?? { cpc: 0, cvr: 0, valuePerLead: 0 };
    const setting = settingFor(layer, c.id);
    const phi = setting?.phi ?? 0;
    const sRef = setting?.sRef ?? 0;
    return {
      cpc: c.cpc,
      cvr: c.cvr,
      vpl: c.valuePerLead,
      sCpc: sigma(u.cpc),
      sCvr: sigma(u.cvr),
      sVpl: sigma(u.valuePerLead),
      spend: options.spends[i] ?? 0,
      sRef,
      phi,
      h: sRef > 0 ? sRef * ((1 - phi) / phi) : 0,
    };
  });
}

/** Same as drawLogRange, with the scale worked out once per input instead of once per draw. */
function draw(rng: () => number, v: number, s: number): number {
  return s > 0 ? v * Math.exp(s * normal(rng)) : v;
}

function clicksAt(p: Prepared, cpc: number): number {
  if (!(cpc > 0)) return 0;
  if (p.sRef > 0 && p.phi > 0) {
    // A drawn CPC rescales the ceiling (Cmax = clicks at sRef / phi) while h stays where it was.
    const cmax = p.sRef / cpc / p.phi;
    return p.spend > 0 ? (cmax * p.spend) / (p.spend + p.h) : 0;
  }
  return p.spend / cpc;
}

export function simulateRanges(state: PlannerState, layer: SaturationLayer, options: RangeOptions): RangeResult {
  const draws = Math.max(1, Math.floor(options.draws ?? DEFAULT_DRAWS));
  const rng = mulberry32(options.seed ?? DEFAULT_SEED);
  const spend = options.spends.reduce((s, v) => s + v, 0);
  const channels = prepare(state, layer, options);
  const sL2c = sigma(options.leadToCustomer ?? 0);
  const sShared = sigma(options.shared ?? 0);
  const planMargin = options.margin !== undefined && options.margin > 0 ? options.margin : 1;
  const margins = channels.map((_, i) => {
    const m = options.margins?.[i];
    return m !== undefined && m > 0 ? m : options.margins ? 1 : planMargin;
  });
  const out: Record<RangeMetric, Float64Array> = {
    leads: new Float64Array(draws),
    revenue: new Float64Array(draws),
    roas: new Float64Array(draws),
    cpl: new Float64Array(draws),
    cac: new Float64Array(draws),
    roi: new Float64Array(draws),
  };
  let losses = 0;
  for (let d = 0; d < draws; d += 1) {
    let leads = 0;
    let revenue = 0;
    let profit = 0;
    for (const [i, p] of channels.entries()) {
      const cpc = draw(rng, p.cpc, p.sCpc);
      const cvr = Math.min(100, draw(rng, p.cvr, p.sCvr));
      const vpl = draw(rng, p.vpl, p.sVpl);
      const channelLeads = (clicksAt(p, cpc) * cvr) / 100;
      leads += channelLeads;
      revenue += channelLeads * vpl;
      profit += channelLeads * vpl * (margins[i] ?? 1);
    }
    const rate = Math.min(100, draw(rng, state.leadToCustomerRate, sL2c));
    if (sShared > 0) {
      // One shock for the whole market this draw: every channel's leads (and so revenue) move together.
      const factor = draw(rng, 1, sShared);
      leads *= factor;
      revenue *= factor;
      profit *= factor;
    }
    const customers = (leads * rate) / 100;
    out.leads[d] = leads;
    out.revenue[d] = revenue;
    out.roas[d] = spend > 0 ? revenue / spend : 0;
    out.cpl[d] = leads > 0 ? spend / leads : 0;
    out.cac[d] = customers > 0 ? spend / customers : 0;
    out.roi[d] = spend > 0 ? (revenue - spend) / spend : 0;
    if (profit < spend) losses += 1;
  }
  const result = { lossChance: losses / draws, draws } as RangeResult;
  for (const metric of RANGE_METRICS) {
    const sorted = out[metric].sort();
    result[metric] = { p10: quantile(sorted, 0.1), p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
  }
  return result;
}

/**
 * Every input at its bad end at once, then at its good end: kept only to show in the methodology
 * how much wider that "band" is than the 80 % range. It is never presented as the range.
 */
export function cornerBand(
  state: PlannerState,
  spends: readonly number[],
  ranges: Record<string, InputRanges>,
): { roi: [number, number]; revenue: [number, number] } {
  const at = (bad: boolean) => {
    let revenue = 0;
    state.channels.forEach((c, i) => {
      const u = ranges[c.id] ?? { cpc: 0, cvr: 0, valuePerLead: 0 };
      const f = (v: number, w: number, up: boolean) => (up ? v * (1 + w) : v / (1 + w));
      const cpc = f(c.cpc, u.cpc, bad);
      const cvr = Math.min(100, f(c.cvr, u.cvr, !bad));
      const vpl = f(c.valuePerLead, u.valuePerLead, !bad);
      revenue += cpc > 0 ? ((spends[i] ?? 0) / cpc) * (cvr / 100) * vpl : 0;
    });
    return revenue;
  };
  const spend = spends.reduce((s, v) => s + v, 0);
  const low = at(true);
  const high = at(false);
  const roi = (r: number) => (spend > 0 ? (r - spend) / spend : 0);
  return { roi: [roi(low), roi(high)], revenue: [low, high] };
}
