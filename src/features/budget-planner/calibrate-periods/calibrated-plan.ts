/**
 * The plan an import makes: each channel's CPC, conversion rate and value per lead from the files
 * (totals over all periods), the budget split as the files spent it, per period when a channel has
 * several, and diminishing returns switched on for the channels whose periods gave a curve. Runs in
 * the review's on-demand chunk, so none of it is in the planner's first load.
 */
import type { ImportedRow } from '../../calculator-kit/import/imported-rows.ts';
import { allocationsFromShares, calibrate } from '../../calculator-kit/import/model/calibrate.ts';
import { exampleScale, type Currency } from '../../../lib/money.ts';
import { PLANNER_LIMITS } from '../model/limits.ts';
import { newChannel, type Channel, type PlannerState } from '../model/planner.ts';
import { planningOf } from '../model/planning-settings.ts';
import type { ChannelSaturation } from '../model/planning-types.ts';
import { nextChannelId } from '../model/state.ts';
import type { ChannelPeriods } from './period-fit.ts';

export type Figure = 'cpc' | 'cvr' | 'valuePerLead';
export interface FigureSource {
  name: string;
  fromFile: Figure[];
  assumed: Figure[];
}

export interface CalibratedPlan {
  next: PlannerState;
  /** Which figures of each channel came from the files and which are the planner's assumptions. */
  sources: FigureSource[];
  /** Channels made, and how many of them got a curve from their periods. */
  channels: number;
  fitted: number;
}

export function calibratedPlan(
  state: PlannerState,
  import_: { rows: readonly ImportedRow[]; mode: 'append' | 'replace'; currency: Currency },
  fits: readonly ChannelPeriods[],
  now = Date.now(),
): CalibratedPlan | null {
  const { rows, mode, currency } = import_;
  // A channel seen over several periods plans its average period: the curve's spends are per period.
  const periodsOf = (key: string) => fits.find((fit) => fit.key === key)?.periods ?? 1;
  const calibrated = calibrate(rows)
    .slice(0, mode === 'replace' ? PLANNER_LIMITS.channels : PLANNER_LIMITS.channels - state.channels.length)
    .map((channel) => ({ ...channel, spend: channel.spend / periodsOf(channel.key) }));
  if (calibrated.length === 0) return null;
  const allocations =
    mode === 'replace' ? allocationsFromShares(calibrated.map((channel) => channel.spend)) : calibrated.map(() => 0);
  const taken: Channel[] = mode === 'replace' ? [] : [...state.channels];
  const curves: Record<string, ChannelSaturation> = {};
  const made = calibrated.map((channel, index) => {
    const fallback = newChannel(
      nextChannelId(taken, now + index),
      channel.name.slice(0, PLANNER_LIMITS.channelName),
      exampleScale(currency),
    );
    const made: Channel = {
      ...fallback,
      budgetAllocation: allocations[index] ?? 0,
      cpc: channel.cpc ?? fallback.cpc,
      cvr: channel.cvr ?? fallback.cvr,
      valuePerLead: channel.valuePerLead ?? fallback.valuePerLead,
      ...(channel.result === undefined ? {} : { result: channel.result }),
    };
    taken.push(made);
    const curve = fits.find((fit) => fit.key === channel.key)?.curve;
    if (curve?.ok) curves[made.id] = { phi: curve.phi, sRef: curve.sRef, fromFile: true };
    return made;
  });
  const fitted = Object.keys(curves).length;
  const planning = planningOf(state);
  const withCurves =
    fitted === 0
      ? {}
      : {
          planning: {
            ...planning,
            saturation: {
              enabled: true,
              channels: { ...(mode === 'replace' ? {} : planning.saturation.channels), ...curves },
            },
          },
        };
  const spent = calibrated.reduce((sum, channel) => sum + channel.spend, 0);
  const next: PlannerState =
    mode === 'replace'
      ? { ...state, ...withCurves, channels: made, totalBudget: spent > 0 ? Math.round(spent) : state.totalBudget }
      : { ...state, ...withCurves, channels: [...state.channels, ...made] };
  const figures: Figure[] = ['cpc', 'cvr', 'valuePerLead'];
  return {
    next,
    sources: calibrated.map((channel) => ({
      name: channel.name,
      fromFile: figures.filter((key) => channel[key] !== null),
      assumed: figures.filter((key) => channel[key] === null),
    })),
    channels: made.length,
    fitted,
  };
}
