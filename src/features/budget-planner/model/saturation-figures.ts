/**
 * The saturation figures only the planning tools show: the layer as it starts when turned on, the
 * plan through it for the comparison, the next amount's default and the marginal table. Apart from
 * saturation.ts (what every figure on the first screen needs) so that the first load does not carry
 * them.
 */
import { safeDivide } from '../../../lib/money.ts';
import { calculatePlan, channelLabel, summarise, type PlannerState, type PlanResults } from './planner.ts';
import type { ChannelSaturation, SaturationLayer } from './planning-types.ts';
import { channelsAtSpends, channelSpends, leadsAt, settingFor } from './saturation.ts';

/** Turning the layer on snapshots today's spend as each channel's reference, at phi = Medium. */
export function snapshotLayer(state: PlannerState, phi = 0.5): SaturationLayer {
  const spends = channelSpends(state);
  const channels: Record<string, ChannelSaturation> = {};
  state.channels.forEach((c, i) => {
    channels[c.id] = { phi, sRef: spends[i] ?? 0 };
  });
  return { enabled: true, channels };
}

/**
 * The plan with the layer applied. Goal-first keeps the fixed sharing rule as its headline (the
 * cheapest plan is shown beside it), so only budget-first figures pass through the curves.
 */
export function evaluatePlan(state: PlannerState, layer: SaturationLayer): PlanResults {
  if (!layer.enabled || state.planningMode === 'goal-first') return calculatePlan(state);
  const channels = channelsAtSpends(state, layer, channelSpends(state));
  return { channels, summary: summarise(channels, state.leadToCustomerRate) };
}

/** 1 % of the budget, rounded to two significant digits (so 1,000 VND is never the default). */
export function defaultNextAmount(totalBudget: number): number {
  const raw = totalBudget * 0.01;
  if (!(raw > 0) || !Number.isFinite(raw)) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(raw)) - 1);
  return Math.round(raw / magnitude) * magnitude;
}

export interface MarginalRow {
  id: string;
  name: string;
  averageCpl: number;
  averageRoas: number;
  extraLeads: number;
  marginalCpl: number;
  marginalRoas: number;
  extrapolated: boolean;
}

/** The next `amount` per channel: extra leads = leads(s + delta) − leads(s); marginal CPL = delta/extra leads. */
export function marginalRows(
  state: PlannerState,
  layer: SaturationLayer,
  spends: readonly number[],
  amount: number,
): MarginalRow[] {
  return state.channels.map((c, i) => {
    const s = spends[i] ?? 0;
    const setting = settingFor(layer, c.id);
    const leadsNow = leadsAt(c, setting, s);
    const extraLeads = leadsAt(c, setting, s + amount) - leadsNow;
    return {
      id: c.id,
      name: channelLabel(c.name, i),
      averageCpl: safeDivide(s, leadsNow),
      averageRoas: safeDivide(leadsNow * c.valuePerLead, s),
      extraLeads,
      marginalCpl: safeDivide(amount, extraLeads),
      marginalRoas: safeDivide(extraLeads * c.valuePerLead, amount),
      extrapolated: setting !== undefined && (s < 0.5 * setting.sRef || s > 2 * setting.sRef),
    };
  });
}

/** The channel where the next amount earns most (revenue) — ties keep table order. */
export function bestNextChannel(rows: readonly MarginalRow[]): MarginalRow | undefined {
  return rows.reduce<MarginalRow | undefined>(
    (best, r) => (best === undefined || r.marginalRoas > best.marginalRoas ? r : best),
    undefined,
  );
}
