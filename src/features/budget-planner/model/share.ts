/**
 * A whole plan in a link: a compact positional tuple, versioned and base64url-encoded by the
 * calculator kit's share link. Channel ids are not shared; they are renumbered on the way in.
 */
import * as z from 'zod/mini';
import { CURRENCIES } from '../../../lib/money.ts';
import {
  decodeShare,
  decodeShareVersions,
  encodeShare,
  encodeShareCompressed,
  shareUrl,
  type DecodeResult,
} from '../../calculator-kit/share-link.ts';
import { fromPortable, isDefaultPlanning, toPortable } from './planning-codec.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readAdTax } from '../../calculator-kit/market/ad-tax.ts';
import { readFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { PLANNER_LIMITS } from './limits.ts';
import type { PlanDocument } from './plans.ts';

const PLAN_SHARE_VERSION = 1;
/**
 * Version 2: version 1's tuple plus the planning settings (planning-codec.ts portable form, or
 * null), compressed (deflate-raw). Links of version 1 still open, with every layer off. When a
 * channel counts a named result type, an eighth element lists each channel's ("" for plain leads);
 * version 2 links written before it open as they did. A ninth element carries the visitor's tax on
 * ad spend (ad-tax.ts) when they changed it from the market's default. A tenth lists each channel's
 * marketplace fee and commission ([fee %, commission %], or null) when any channel has them
 * (marketplace-fees.ts); the elements before it are then written as null when unset.
 */
export const PLAN_SHARE_VERSION_2 = 2;

const amount = z.number().check(z.minimum(0));
const percent = z.number().check(z.minimum(0), z.maximum(100));

/** [name, allocation %, CPC, CVR %, value per lead] */
const channelTuple = z.tuple([
  z.string().check(z.maxLength(PLANNER_LIMITS.readableName)),
  percent,
  amount,
  percent,
  amount,
]);
/** [mode (0 budget-first, 1 goal-first), total budget, goal, lead-to-customer %, currency, channels] */
const shareSchema = z.tuple([
  z.union([z.literal(0), z.literal(1)]),
  amount,
  amount,
  percent,
  z.enum(CURRENCIES),
  z.array(channelTuple).check(z.minLength(1), z.maxLength(PLANNER_LIMITS.readableChannels)),
]);

const shareSchemaV2 = z.tuple([
  ...shareSchema.def.items,
  z.unknown(),
  z.optional(z.unknown()),
  z.optional(z.unknown()),
  z.optional(z.unknown()),
]);

const hasResults = (state: PlanDocument['state']) => state.channels.some((channel) => channel.result !== undefined);
const hasFees = (state: PlanDocument['state']) => state.channels.some((channel) => channel.fees !== undefined);

function planTuple({ state, currency }: PlanDocument) {
  return [
    state.planningMode === 'goal-first' ? 1 : 0,
    state.totalBudget,
    state.campaignGoal,
    state.leadToCustomerRate,
    currency,
    state.channels.map((channel) => [
      channel.name,
      channel.budgetAllocation,
      channel.cpc,
      channel.cvr,
      channel.valuePerLead,
    ]),
  ] as const;
}

/** A version 1 link: the plan without its planning settings. */
export function encodePlanShare(document: PlanDocument): string {
  return encodeShare(PLAN_SHARE_VERSION, planTuple(document));
}

/** A version 2 link: the plan and every planning setting, compressed. */
export async function encodePlanShareV2(document: PlanDocument): Promise<string> {
  const planning = isDefaultPlanning(document.state) ? null : toPortable(document.state);
  const results = hasResults(document.state) ? document.state.channels.map((channel) => channel.result ?? '') : null;
  const fees = hasFees(document.state)
    ? document.state.channels.map((channel) =>
        channel.fees ? [channel.fees.feePercent, channel.fees.commissionPercent] : null,
      )
    : null;
  // Trailing elements only when set: [planning, result types, tax on ad spend, marketplace fees].
  const extra = fees
    ? [results, document.state.adTax ?? null, fees]
    : document.state.adTax
      ? [results, document.state.adTax]
      : results
        ? [results]
        : [];
  return encodeShareCompressed(PLAN_SHARE_VERSION_2, [...planTuple(document), planning, ...extra]);
}

export function decodePlanShare(token: string): DecodeResult<PlanDocument> {
  const decoded = decodeShare(token, PLAN_SHARE_VERSION, shareSchema);
  if (!decoded.ok) return decoded;
  return documentFrom(decoded.value);
}

/** Any version of the planner's link: version 1 (plan only) or 2 (plan and planning settings). */
export async function decodeAnyPlanShare(token: string): Promise<DecodeResult<PlanDocument>> {
  const decoded = await decodeShareVersions(token, {
    [PLAN_SHARE_VERSION]: { schema: shareSchema, compressed: false },
    [PLAN_SHARE_VERSION_2]: { schema: shareSchemaV2, compressed: true },
  });
  if (!decoded.ok) return decoded;
  const { version, value } = decoded.value;
  if (version === PLAN_SHARE_VERSION) return documentFrom(value as z.infer<typeof shareSchema>);
  const tuple = value as z.infer<typeof shareSchemaV2>;
  const plain = documentFrom([tuple[0], tuple[1], tuple[2], tuple[3], tuple[4], tuple[5]]);
  if (!plain.ok) return plain;
  const adTax = readAdTax(tuple[8]);
  const state = {
    ...plain.value.state,
    channels: withFees(withResultTypes(plain.value.state.channels, tuple[7]), tuple[9]),
    ...(adTax ? { adTax } : {}),
  };
  const result = { ...plain, value: { ...plain.value, state } };
  const planning =
    tuple[6] === null
      ? undefined
      : fromPortable(
          tuple[6],
          result.value.state.channels.map((channel) => channel.id),
        );
  return planning ? { ok: true, value: { ...result.value, state: { ...result.value.state, planning } } } : result;
}

/** Each channel's result type from a version 2 link, by order; anything unreadable is plain leads. */
function withResultTypes(
  channels: PlanDocument['state']['channels'],
  value: unknown,
): PlanDocument['state']['channels'] {
  if (!Array.isArray(value)) return channels;
  return channels.map((channel, index) => {
    const result = readResult(value[index]);
    return result === undefined ? channel : { ...channel, result };
  });
}

/** Each channel's marketplace fees from a version 2 link, by order; anything unreadable is none. */
function withFees(channels: PlanDocument['state']['channels'], value: unknown): PlanDocument['state']['channels'] {
  if (!Array.isArray(value)) return channels;
  return channels.map((channel, index) => {
    const fees = readFees(value[index]);
    return fees === undefined ? channel : { ...channel, fees };
  });
}

function documentFrom([mode, totalBudget, campaignGoal, leadToCustomerRate, currency, channels]: z.infer<
  typeof shareSchema
>): DecodeResult<PlanDocument> {
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

/** The page URL with the plan in it (version 1). */
export function planShareUrl(pageUrl: string, document: PlanDocument): string {
  return shareUrl(pageUrl, encodePlanShare(document));
}

/**
 * The address the page copies: version 1 for a plan without planning settings (every page reads
 * it), version 2 when any setting is set, so nothing is lost either way.
 */
export async function planShareUrlFor(pageUrl: string, document: PlanDocument): Promise<string> {
  if (
    isDefaultPlanning(document.state) &&
    !hasResults(document.state) &&
    !hasFees(document.state) &&
    !document.state.adTax
  )
    return planShareUrl(pageUrl, document);
  return shareUrl(pageUrl, await encodePlanShareV2(document));
}
