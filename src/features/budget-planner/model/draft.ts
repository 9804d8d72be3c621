/**
 * The planner's working draft in browser storage. Checked by hand rather than with the plan schema,
 * so restoring a draft on load does not bring zod into the planner's first JavaScript. Values are
 * then clamped like anything else arriving from outside.
 */
import type { Validation } from '../../../lib/storage.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { PLANNING_MODES, type Channel, type PlannerState } from './planner.ts';
import { sanitiseState } from './state.ts';
import { fromPortable, isDefaultPlanning, toPortable, type PortablePlanning } from './planning-settings.ts';

export const PLANNER_DRAFT_KEY = 'brightlane:budget-planner:draft';
const DRAFT_VERSION = 1;

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readChannel(data: unknown): Channel | undefined {
  if (!isRecord(data)) return undefined;
  const { id, name, budgetAllocation, cpc, cvr, valuePerLead } = data;
  if (typeof id !== 'string' || id.length === 0 || id.length > 40) return undefined;
  if (typeof name !== 'string' || name.length > PLANNER_LIMITS.readableName) return undefined;
  if (!isNumber(budgetAllocation) || !isNumber(cpc) || !isNumber(cvr) || !isNumber(valuePerLead)) return undefined;
  const result = readResult(data.result);
  const fees = readFees(data.fees);
  return {
    id,
    name,
    budgetAllocation,
    cpc,
    cvr,
    valuePerLead,
    ...(result === undefined ? {} : { result }),
    ...(fees === undefined ? {} : { fees }),
  };
}

/** The draft: the plan, and its planning settings (in their portable form) when any is set. */
export function plannerDraft(state: PlannerState): {
  version: number;
  state: PlannerState;
  planning?: PortablePlanning;
} {
  if (isDefaultPlanning(state)) {
    const { planning: _none, ...plan } = state;
    return { version: DRAFT_VERSION, state: plan };
  }
  const { planning: _keyed, ...plan } = state;
  return { version: DRAFT_VERSION, state: plan, planning: toPortable(state) };
}

export function plannerDraftFromData(data: unknown): Validation<PlannerState> {
  const wrong = { ok: false, message: 'The saved draft of the planner has the wrong shape.' } as const;
  if (!isRecord(data) || data.version !== DRAFT_VERSION || !isRecord(data.state)) return wrong;
  const { planningMode, totalBudget, campaignGoal, leadToCustomerRate, channels } = data.state;
  if (!PLANNING_MODES.includes(planningMode as never)) return wrong;
  if (!isNumber(totalBudget) || !isNumber(campaignGoal) || !isNumber(leadToCustomerRate)) return wrong;
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > PLANNER_LIMITS.readableChannels)
    return wrong;
  const read = channels.map(readChannel);
  if (read.some((channel) => channel === undefined)) return wrong;
  const state: PlannerState = {
    planningMode: planningMode as PlannerState['planningMode'],
    totalBudget,
    campaignGoal,
    leadToCustomerRate,
    channels: read as Channel[],
    // Checked by sanitiseState below; a draft without it opens with the market's default.
    ...(data.state.adTax === undefined ? {} : { adTax: data.state.adTax as never }),
  };
  const planning =
    data.planning === undefined
      ? undefined
      : fromPortable(
          data.planning,
          state.channels.map((channel) => channel.id),
        );
  return { ok: true, value: sanitiseState(planning ? { ...state, planning } : state) };
}
