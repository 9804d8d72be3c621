/**
 * The plan → ROI calculator hand-off: the planner's figures as targets, in a URL fragment
 * ("#targets=v1.<base64url JSON>", never sent to a server) or a downloaded JSON file. The ROI
 * calculator reads them back through one schema (plan-targets-read.ts), so a hand-edited file gets a
 * clear refusal. Writing needs no schema: this module is free of zod, so the planner's hand-off block
 * does not load and build the validator when the planning tools open (decision 167).
 */
import type { Currency } from '../../../lib/money.ts';
import { encodeShare } from '../share-link.ts';
import type { MarketplaceFees } from '../market/marketplace-fees.ts';

export const TARGETS_SCHEMA_ID = 'plan-targets/1';
export const TARGETS_FRAGMENT = 'targets';
export const TARGETS_VERSION = 1;

/** One channel's planned figures (the file's `channels[]`; amounts in the plan's currency, rates in %). */
export interface TargetChannel {
  name: string;
  spend: number;
  cpc: number;
  cvr: number;
  vpl: number;
  clicks: number;
  leads: number;
  customers: number;
  revenue: number;
  /**
   * A marketplace's fee and commission (market/marketplace-fees.ts), read leniently where it is used
   * (readFees), so the ROI calculator's first load stays as it was; links written before it have none.
   */
  fees?: unknown;
}

/** The plan-targets/1 document. A type test (plan-targets.test.ts) keeps the reader's schema equal to it. */
export interface PlanTargets {
  schema: typeof TARGETS_SCHEMA_ID;
  currency: Currency;
  /** ISO days (YYYY-MM-DD). */
  periodStart?: string | undefined;
  periodEnd?: string | undefined;
  l2c: number;
  channels: TargetChannel[];
}

export function encodeTargets(targets: PlanTargets): string {
  return encodeShare(TARGETS_VERSION, targets);
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

export interface TargetsInput {
  currency: Currency;
  l2c: number;
  /** A channel's figures without its customers, which follow from the leads and `l2c`. */
  channels: readonly (Omit<TargetChannel, 'customers' | 'fees'> & { fees?: MarketplaceFees })[];
}

export function buildTargets({ currency, l2c, channels }: TargetsInput): PlanTargets {
  return {
    schema: TARGETS_SCHEMA_ID,
    currency,
    l2c,
    channels: channels.map((c) => ({ ...c, customers: (c.leads * l2c) / 100 })),
  };
}
