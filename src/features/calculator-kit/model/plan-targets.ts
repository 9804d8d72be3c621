/**
 * The plan → ROI calculator hand-off: the planner's figures as targets, in a URL fragment
 * ("#targets=v1.<base64url JSON>", never sent to a server) or a downloaded JSON file. The ROI
 * calculator reads them back through the same schema, so a hand-edited file gets a clear refusal.
 */
import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../../../lib/money.ts';
import { decodeShare, encodeShare, type DecodeResult } from '../share-link.ts';
import type { MarketplaceFees } from '../market/marketplace-fees.ts';

export const TARGETS_SCHEMA_ID = 'plan-targets/1';
export const TARGETS_FRAGMENT = 'targets';
const VERSION = 1;

const amount = z.number().check(z.minimum(0), z.maximum(1e15));
const percent = z.number().check(z.minimum(0), z.maximum(100));

const channelSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  spend: amount,
  cpc: amount,
  cvr: percent,
  vpl: amount,
  clicks: amount,
  leads: amount,
  customers: amount,
  revenue: amount,
  /**
   * A marketplace's fee and commission (market/marketplace-fees.ts), read leniently where it is used
   * (readFees), so the ROI calculator's first load stays as it was; links written before it have none.
   */
  fees: z.optional(z.unknown()),
});

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const planTargetsSchema = z.object({
  schema: z.literal(TARGETS_SCHEMA_ID),
  currency: z.enum(CURRENCIES),
  periodStart: z.optional(isoDate),
  periodEnd: z.optional(isoDate),
  l2c: percent,
  channels: z.array(channelSchema).check(z.minLength(1), z.maxLength(50)),
});

export type PlanTargets = z.infer<typeof planTargetsSchema>;
export type TargetChannel = PlanTargets['channels'][number];

export function encodeTargets(targets: PlanTargets): string {
  return encodeShare(VERSION, targets);
}

export function decodeTargets(token: string): DecodeResult<PlanTargets> {
  return decodeShare(token, VERSION, planTargetsSchema);
}

/** The ROI calculator's address with the targets in the fragment. */
export function targetsUrl(pageUrl: string, targets: PlanTargets): string {
  const url = new URL(pageUrl);
  url.hash = `${TARGETS_FRAGMENT}=${encodeTargets(targets)}`;
  return url.toString();
}

/** The token from a location hash such as "#targets=v1.xxx", or null when there is none. */
export function targetsTokenFromHash(hash: string): string | null {
  const match = new RegExp(`^#?${TARGETS_FRAGMENT}=(.+)$`).exec(hash);
  return match ? (match[1] ?? null) : null;
}

export function targetsToJson(targets: PlanTargets): string {
  return `${JSON.stringify(targets, null, 2)}\n`;
}

export function targetsFromJson(text: string): DecodeResult<PlanTargets> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      problem: 'damaged',
      error: 'The file is not JSON. Choose the file the Budget Planner downloaded.',
    };
  }
  const parsed = planTargetsSchema.safeParse(data);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        problem: 'values',
        error:
          'The file is not a plan from the Budget Planner (plan-targets/1), or some of its values are out of range.',
      };
}

export interface TargetsInput {
  currency: Currency;
  l2c: number;
  channels: readonly {
    name: string;
    spend: number;
    cpc: number;
    cvr: number;
    vpl: number;
    clicks: number;
    leads: number;
    revenue: number;
    fees?: MarketplaceFees;
  }[];
}

export function buildTargets({ currency, l2c, channels }: TargetsInput): PlanTargets {
  return {
    schema: TARGETS_SCHEMA_ID,
    currency,
    l2c,
    channels: channels.map((c) => ({ ...c, customers: (c.leads * l2c) / 100 })),
  };
}
