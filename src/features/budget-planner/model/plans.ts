/**
 * Saved plans in browser storage: one key holding a list of {id, name, data, savedAt}. Every plan's
 * data carries a schema version. Reading never throws: unreadable entries are skipped and reported,
 * and kept in storage untouched so nothing a visitor saved is ever lost by this module.
 */
import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../../../lib/money.ts';
import { RESULT_NAME_MAX } from '../../calculator-kit/model/result-type.ts';
import { readAdTax } from '../../calculator-kit/market/ad-tax.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { PLANNING_MODES, type PlannerState } from './planner.ts';
import { SAVED_PLANS_BACKUP_KEY, SAVED_PLANS_KEY } from './saved-key.ts';
import { fromPortable, isDefaultPlanning, toPortable } from './planning-codec.ts';
import {
  readJson,
  readJsonWith,
  writeJson,
  type StorageLike,
  type Validation,
  type WriteResult,
} from '../../../lib/storage.ts';

export { SAVED_PLANS_BACKUP_KEY, SAVED_PLANS_KEY };
export const PLAN_SCHEMA_VERSION = 1;
export const EMPTY_PLAN_NAME_MESSAGE = 'Please enter a plan name';

const amount = z.number().check(z.minimum(0));
const percent = z.number().check(z.minimum(0), z.maximum(100));

const channelSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.maxLength(PLANNER_LIMITS.readableName)),
  budgetAllocation: percent,
  cpc: amount,
  cvr: percent,
  valuePerLead: amount,
  /** What the channel counts as leads (result-type.ts); plans saved before it existed have none. */
  result: z.optional(z.string().check(z.maxLength(RESULT_NAME_MAX))),
  /** A marketplace's fee and commission (marketplace-fees.ts); plans saved before it have none. */
  fees: z.optional(z.object({ feePercent: percent, commissionPercent: percent })),
});

const planDataSchema = z.object({
  schemaVersion: z.literal(PLAN_SCHEMA_VERSION),
  currency: z.enum(CURRENCIES),
  planningMode: z.enum(PLANNING_MODES),
  totalBudget: amount,
  campaignGoal: amount,
  leadToCustomerRate: percent,
  channels: z.array(channelSchema).check(z.minLength(1), z.maxLength(PLANNER_LIMITS.readableChannels)),
  /** The planning settings in their portable form (planning-codec.ts), read leniently and clamped. */
  planning: z.optional(z.unknown()),
  /** The visitor's tax on ad spend (ad-tax.ts), read leniently; plans saved before it have none. */
  adTax: z.optional(z.unknown()),
});

const savedPlanSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLANNER_LIMITS.readableName)),
  data: planDataSchema,
  savedAt: z.iso.datetime({ offset: true }),
});

export type PlanData = z.infer<typeof planDataSchema>;
export type SavedPlan = z.infer<typeof savedPlanSchema>;

/** A planner state plus the currency it is shown in. */
export interface PlanDocument {
  state: PlannerState;
  currency: Currency;
}

export function toPlanData({ state, currency }: PlanDocument): PlanData {
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    currency,
    planningMode: state.planningMode,
    totalBudget: state.totalBudget,
    campaignGoal: state.campaignGoal,
    leadToCustomerRate: state.leadToCustomerRate,
    channels: state.channels.map(({ id, name, budgetAllocation, cpc, cvr, valuePerLead, result, fees }) => ({
      id,
      name,
      budgetAllocation,
      cpc,
      cvr,
      valuePerLead,
      ...(result === undefined ? {} : { result }),
      ...(fees === undefined ? {} : { fees }),
    })),
    ...(isDefaultPlanning(state) ? {} : { planning: toPortable(state) }),
    ...(state.adTax ? { adTax: state.adTax } : {}),
  };
}

export function fromPlanData(data: PlanData): PlanDocument {
  const { schemaVersion: _version, currency, planning: portable, adTax: storedTax, ...state } = data;
  const adTax = readAdTax(storedTax);
  const channels = state.channels.map((channel) => ({ ...channel }));
  const planning =
    portable === undefined
      ? undefined
      : fromPortable(
          portable,
          channels.map((channel) => channel.id),
        );
  return { state: { ...state, channels, ...(planning ? { planning } : {}), ...(adTax ? { adTax } : {}) }, currency };
}

/** A plan name must be non-empty after trimming. Returns the error text, or undefined. */
export function validatePlanName(name: string): string | undefined {
  return name.trim() === '' ? EMPTY_PLAN_NAME_MESSAGE : undefined;
}

export function makeSavedPlan(name: string, document: PlanDocument, now: Date): SavedPlan {
  return {
    id: String(now.getTime()),
    name: name.trim().slice(0, PLANNER_LIMITS.planName),
    data: toPlanData(document),
    savedAt: now.toISOString(),
  };
}

export type SavedPlansProblem = 'unavailable' | 'corrupted' | 'skipped';

export interface SavedPlansSnapshot {
  plans: SavedPlan[];
  /** Entries that are not valid plans (foreign or from a future version); kept on write. */
  skipped: number;
  problem?: SavedPlansProblem;
}

interface RawRead {
  entries: unknown[];
  corrupted: boolean;
  unavailable: boolean;
}

function readRaw(storage: StorageLike | undefined): RawRead {
  const result = readJson(storage, SAVED_PLANS_KEY, z.array(z.unknown()), []);
  if (result.ok) return { entries: result.value, corrupted: false, unavailable: false };
  return { entries: [], corrupted: result.error === 'corrupted', unavailable: result.error === 'unavailable' };
}

/** The stored list as plans: a list is readable even when some entries are not valid plans. */
export function savedPlansFromData(data: unknown): Validation<SavedPlansSnapshot> {
  if (!Array.isArray(data)) return { ok: false, message: 'Saved plans are not a list.' };
  const plans: SavedPlan[] = [];
  let skipped = 0;
  for (const entry of data) {
    const parsed = savedPlanSchema.safeParse(entry);
    if (parsed.success) plans.push(parsed.data);
    else skipped += 1;
  }
  return { ok: true, value: skipped > 0 ? { plans, skipped, problem: 'skipped' } : { plans, skipped } };
}

export const NO_SAVED_PLANS: SavedPlansSnapshot = { plans: [], skipped: 0 };

export function readSavedPlans(storage: StorageLike | undefined): SavedPlansSnapshot {
  const result = readJsonWith(storage, SAVED_PLANS_KEY, savedPlansFromData, NO_SAVED_PLANS);
  return result.ok ? result.value : { ...NO_SAVED_PLANS, problem: result.error };
}

/** Saving appends a plan to the list. An unreadable old value is backed up first. */
export function appendSavedPlan(storage: StorageLike | undefined, plan: SavedPlan): WriteResult {
  const raw = readRaw(storage);
  if (raw.unavailable) return { ok: false, error: 'unavailable', detail: 'Browser storage is not available.' };
  if (raw.corrupted && storage) {
    const backup = writeJson(storage, SAVED_PLANS_BACKUP_KEY, storage.getItem(SAVED_PLANS_KEY));
    if (!backup.ok) return backup;
  }
  return writeJson(storage, SAVED_PLANS_KEY, [...raw.entries, plan]);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a plan of this name is already saved (names compare trimmed and case-insensitively). */
export function isPlanNameTaken(plans: readonly SavedPlan[], name: string): boolean {
  return plans.some((plan) => sameName(plan.name, name));
}

/** Saving over a plan of the same name: the older entries of that name are replaced by this one. */
export function replaceSavedPlan(storage: StorageLike | undefined, plan: SavedPlan): WriteResult {
  const raw = readRaw(storage);
  if (raw.unavailable || raw.corrupted) return appendSavedPlan(storage, plan);
  const others = raw.entries.filter((entry) => {
    const parsed = savedPlanSchema.safeParse(entry);
    return !(parsed.success && sameName(parsed.data.name, plan.name));
  });
  return writeJson(storage, SAVED_PLANS_KEY, [...others, plan]);
}

export function deleteSavedPlan(storage: StorageLike | undefined, id: string): WriteResult {
  const raw = readRaw(storage);
  if (raw.unavailable || raw.corrupted)
    return { ok: false, error: 'unavailable', detail: 'Saved plans could not be read.' };
  const remaining = raw.entries.filter(
    (entry) => !(typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id),
  );
  return writeJson(storage, SAVED_PLANS_KEY, remaining);
}
