/**
 * The planner's working draft in browser storage. Checked by hand rather than with the plan schema,
 * so restoring a draft on load does not bring zod into the planner's first JavaScript. Values are
 * then clamped like anything else arriving from outside.
 *
 * The planning settings travel in their portable form (planning-codec.ts), which the first screen
 * does not load: reading a draft gives the plan and the settings still in that form, and the island
 * loads the codec to put both on screen together (withDraftPlanning); writing a plan that carries
 * settings waits for the codec (plannerDraft gives undefined until it is there).
 */
import type { Validation } from '../../../lib/storage.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { PLANNING_MODES, type Channel, type PlannerState } from './planner.ts';
import { sanitiseState } from './state.ts';
import type { PortablePlanning } from './planning-codec.ts';

/** The portable form's reader and writer (planning-codec.ts), loaded on demand. */
export type PlanningCodec = typeof import('./planning-codec.ts');

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

export interface StoredDraft {
  version: number;
  state: PlannerState;
  planning?: PortablePlanning;
}

/** A draft as read back: the plan, clamped, and its planning settings as stored (when it has any). */
export interface DraftRead {
  state: PlannerState;
  planning?: unknown;
}

/**
 * The draft: the plan, and its planning settings (in their portable form) when any is set. Undefined
 * while the plan carries settings and the codec has not arrived: nothing is written until it has.
 */
export function plannerDraft(state: PlannerState, codec: PlanningCodec | null | undefined): StoredDraft | undefined {
  const { planning, ...plan } = state;
  if (planning === undefined) return { version: DRAFT_VERSION, state: plan };
  if (!codec) return undefined;
  return codec.isDefaultPlanning(state)
    ? { version: DRAFT_VERSION, state: plan }
    : { version: DRAFT_VERSION, state: plan, planning: codec.toPortable(state) };
}

/** The stored draft's plan, clamped, with its planning settings left in their portable form. */
export function readPlannerDraft(data: unknown): Validation<DraftRead> {
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
  const clean = sanitiseState(state);
  return {
    ok: true,
    value: data.planning === undefined ? { state: clean } : { state: clean, planning: data.planning },
  };
}

/**
 * The draft's plan with its planning settings read through the codec, which clamps them (settings
 * that cannot be read are left out, as every reader of the portable form does). The form is
 * positional and the plan keeps its first channels, so each kept channel keeps its own settings.
 */
export function withDraftPlanning(draft: DraftRead, codec: PlanningCodec): PlannerState {
  if (draft.planning === undefined) return draft.state;
  const planning = codec.fromPortable(
    draft.planning,
    draft.state.channels.map((channel) => channel.id),
  );
  return planning ? { ...draft.state, planning } : draft.state;
}
