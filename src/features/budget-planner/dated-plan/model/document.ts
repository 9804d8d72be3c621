/**
 * The dated plan as it leaves the page and comes back: browser storage (versioned, schema-checked
 * through lib/storage.ts), the full dated-plan file (the planner's plan, its currency and the dated
 * plan with versions and actuals) and the share link. Sized for a year of weekly actuals over ten
 * channels (530 rows, about 50 KB) with room to spare.
 */
import * as z from 'zod/mini';
import { fromSchema, storedValue, type StoredValue } from '../../../../lib/storage.ts';
import { CURRENCIES, type Currency } from '../../../../lib/money.ts';
import { decodeShare, encodeShare, type DecodeResult } from '../../../calculator-kit/share-link.ts';
import type { PlannerState } from '../../model/planner.ts';
import { PLANNING_MODES } from '../../model/planner.ts';
import { PLANNER_LIMITS } from '../../model/limits.ts';
import { isIsoDay, isMonday } from './calendar.ts';
import { PHASINGS, type DatedPlan } from './plan.ts';
import { PRESETS } from './seasonality.ts';

export const DATED_LIMITS = {
  /** Weekly rows kept: 60 weeks × 20 channels. */
  actuals: 1200,
  /** Months a flight may cover. */
  months: 36,
  versions: 50,
  /** The longest link we hand out; browsers and chat apps cut longer ones. */
  linkChars: 8000,
  fileBytes: 1_000_000,
} as const;

export const DATED_PLAN_KEY = 'brightlane:budget-planner:dated-plan';
const STORE_VERSION = 1;

const amount = z.number().check(z.minimum(0), z.maximum(PLANNER_LIMITS.amount));
const day = z.string().check(z.refine(isIsoDay, 'Not a calendar day.'));
const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

const actualSchema = z.object({
  channel: z.string().check(z.maxLength(PLANNER_LIMITS.readableName)),
  weekStart: z.string().check(z.refine(isMonday, 'A week starts on a Monday.')),
  spend: amount,
  clicks: z.optional(amount),
  results: amount,
  revenue: amount,
});

const datedSchema = z.object({
  flight: z.object({ start: day, end: day }),
  phasing: z.enum(PHASINGS),
  preset: z.enum(PRESETS),
  index: z.record(month, z.number().check(z.minimum(0), z.maximum(10))),
  fixed: z.record(month, amount),
  actuals: z.array(actualSchema).check(z.maxLength(DATED_LIMITS.actuals)),
  version: z.number().check(z.int(), z.minimum(1)),
  history: z
    .array(
      z.object({
        version: z.number(),
        replacedOn: day,
        months: z.array(z.object({ month, budget: amount })).check(z.maxLength(DATED_LIMITS.months)),
      }),
    )
    .check(z.maxLength(DATED_LIMITS.versions)),
});

const storedSchema = z.object({ version: z.literal(STORE_VERSION), plan: datedSchema });

/** The stored value checked: the plan, or a message when it has the wrong shape. */
export function fromStored(data: unknown) {
  const checked = fromSchema(storedSchema)(data);
  return checked.ok ? { ok: true as const, value: checked.value.plan as DatedPlan | null } : checked;
}

/** The visitor's dated plan in this browser (null: none yet). */
export const datedPlanStore: StoredValue<DatedPlan | null> = storedValue(DATED_PLAN_KEY, fromStored, null);

export function storedForm(plan: DatedPlan): unknown {
  return { version: STORE_VERSION, plan };
}

const plannerSchema = z.object({
  planningMode: z.enum(PLANNING_MODES),
  totalBudget: amount,
  campaignGoal: amount,
  leadToCustomerRate: z.number().check(z.minimum(0), z.maximum(100)),
  channels: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        name: z.string().check(z.maxLength(PLANNER_LIMITS.readableName)),
        budgetAllocation: z.number().check(z.minimum(0), z.maximum(100)),
        cpc: amount,
        cvr: z.number().check(z.minimum(0), z.maximum(100)),
        valuePerLead: amount,
      }),
    )
    .check(z.minLength(1), z.maxLength(PLANNER_LIMITS.readableChannels)),
});

export const FILE_KIND = 'brightlane-dated-plan';
const fileSchema = z.object({
  kind: z.literal(FILE_KIND),
  version: z.literal(1),
  currency: z.enum(CURRENCIES),
  planner: plannerSchema,
  dated: datedSchema,
});

export interface DatedDocument {
  currency: Currency;
  planner: PlannerState;
  dated: DatedPlan;
}

/** The full dated-plan file: JSON, readable by this page in either language. */
export function toFile(document: DatedDocument): string {
  return `${JSON.stringify({ kind: FILE_KIND, version: 1, ...document }, null, 1)}\n`;
}

export type FileProblem = 'size' | 'json' | 'shape';

export function fromFile(text: string): { ok: true; value: DatedDocument } | { ok: false; problem: FileProblem } {
  if (text.length > DATED_LIMITS.fileBytes) return { ok: false, problem: 'size' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, problem: 'shape' };
  const { currency, planner, dated } = parsed.data;
  return { ok: true, value: { currency, planner, dated: dated as DatedPlan } };
}

export const DATED_PARAM = 'dated';
/** The value of the link's dated parameter when the dated plan would not fit: the page asks for the file. */
export const ASK_FOR_FILE = 'file';
const LINK_VERSION = 1;

export function encodeDated(plan: DatedPlan): string {
  return encodeShare(LINK_VERSION, plan);
}

export function decodeDated(token: string): DecodeResult<DatedPlan> {
  return decodeShare(token, LINK_VERSION, datedSchema) as DecodeResult<DatedPlan>;
}

/**
 * The dated plan added to the planner's own share link. When the result would be too long, the
 * link carries the planner's plan and asks for the file instead (`tooLarge` says so to the page).
 */
export function datedShareUrl(plannerUrl: string, plan: DatedPlan): { url: string; tooLarge: boolean } {
  const url = new URL(plannerUrl);
  url.searchParams.set(DATED_PARAM, encodeDated(plan));
  if (url.toString().length <= DATED_LIMITS.linkChars) return { url: url.toString(), tooLarge: false };
  url.searchParams.set(DATED_PARAM, ASK_FOR_FILE);
  return { url: url.toString(), tooLarge: true };
}
