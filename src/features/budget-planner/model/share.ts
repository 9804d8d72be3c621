/**
 * A whole plan in a link: a compact positional tuple, versioned and base64url-encoded by the
 * calculator kit's share link. Channel ids are not shared; they are renumbered on the way in.
 */
import * as z from 'zod/mini';
import { CURRENCIES } from '../../../lib/money.ts';
import { decodeShare, encodeShare, shareUrl, type DecodeResult } from '../../calculator-kit/share-link.ts';
import { PLANNER_LIMITS } from './limits.ts';
import type { PlanDocument } from './plans.ts';

const PLAN_SHARE_VERSION = 1;

const amount = z.number().check(z.minimum(0));
const percent = z.number().check(z.minimum(0), z.maximum(100));

/** [name, allocation %, CPC, CVR %, value per lead] */
const channelTuple = z.tuple([z.string().check(z.maxLength(PLANNER_LIMITS.readableName)), percent, amount, percent, amount]);
/** [mode (0 budget-first, 1 goal-first), total budget, goal, lead-to-customer %, currency, channels] */
const shareSchema = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  amount,
  amount,
  percent,
  z.enum(CURRENCIES),
  z.array(channelTuple).check(z.minLength(1), z.maxLength(PLANNER_LIMITS.readableChannels)),
]);

export function encodePlanShare({ state, currency }: PlanDocument): string {
  return encodeShare(PLAN_SHARE_VERSION, [
    state.planningMode === 'goal-first' ? 1 : 0,
    state.totalBudget,
    state.campaignGoal,
    state.leadToCustomerRate,
    currency,
    state.channels.map((channel) => [channel.name, channel.budgetAllocation, channel.cpc, channel.cvr, channel.valuePerLead]),
  ]);
}

export function decodePlanShare(token: string): DecodeResult<PlanDocument> {
  const decoded = decodeShare(token, PLAN_SHARE_VERSION, shareSchema);
  if (!decoded.ok) return decoded;
  const [mode, totalBudget, campaignGoal, leadToCustomerRate, currency, channels] = decoded.value;
  return {
    ok: true,
    value: {
      currency,
      state: {
        planningMode: mode === 1 ? 'goal-first' : 'budget-first',
        totalBudget,
        campaignGoal,
        leadToCustomerRate,
        channels: channels.map(([name, budgetAllocation, cpc, cvr, valuePerLead], index) => ({
          id: String(index + 1),
          name,
          budgetAllocation,
          cpc,
          cvr,
          valuePerLead,
        })),
      },
    },
  };
}

/** The page URL with the plan in it. */
export function planShareUrl(pageUrl: string, document: PlanDocument): string {
  return shareUrl(pageUrl, encodePlanShare(document));
}
