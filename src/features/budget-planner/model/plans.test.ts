import { describe, expect, it } from 'vitest';
import { defaultPlannerState } from './planner.ts';
import {
  appendSavedPlan,
  deleteSavedPlan,
  EMPTY_PLAN_NAME_MESSAGE,
  fromPlanData,
  makeSavedPlan,
  PLAN_SCHEMA_VERSION,
  readSavedPlans,
  SAVED_PLANS_BACKUP_KEY,
  SAVED_PLANS_KEY,
  toPlanData,
  validatePlanName,
} from './plans.ts';
import type { StorageLike } from '../../../lib/storage.ts';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function fullStorage(): StorageLike {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  };
}

const document = { state: defaultPlannerState(), currency: 'AUD' as const };
const at = new Date('2025-04-09T05:30:00.000Z');

describe('plan names', () => {
  it('must be non-empty after trimming', () => {
    expect(validatePlanName('')).toBe(EMPTY_PLAN_NAME_MESSAGE);
    expect(validatePlanName('   ')).toBe('Please enter a plan name');
    expect(validatePlanName(' Q3 ')).toBeUndefined();
  });
});

describe('saved plans', () => {
  it('a saved plan has a timestamp id, the trimmed name, versioned data and an ISO date', () => {
    const plan = makeSavedPlan('  Q3 launch ', document, at);
    expect(plan).toMatchObject({ id: String(at.getTime()), name: 'Q3 launch', savedAt: '2025-04-09T05:30:00.000Z' });
    expect(plan.data.schemaVersion).toBe(PLAN_SCHEMA_VERSION);
    expect(fromPlanData(plan.data)).toEqual(document);
    expect(toPlanData(document).channels).not.toBe(document.state.channels);
  });

  it('appends under one key as a list and reads it back', () => {
    const storage = memoryStorage();
    expect(readSavedPlans(storage)).toEqual({ plans: [], skipped: 0 });
    expect(appendSavedPlan(storage, makeSavedPlan('A', document, at)).ok).toBe(true);
    expect(appendSavedPlan(storage, makeSavedPlan('B', document, new Date(at.getTime() + 1000))).ok).toBe(true);
    const stored = JSON.parse(storage.data.get(SAVED_PLANS_KEY)!);
    expect(Array.isArray(stored)).toBe(true);
    expect(stored.map((p: { name: string }) => p.name)).toEqual(['A', 'B']);
    expect(readSavedPlans(storage).plans.map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('deletes by id', () => {
    const storage = memoryStorage();
    const a = makeSavedPlan('A', document, at);
    appendSavedPlan(storage, a);
    appendSavedPlan(storage, makeSavedPlan('B', document, new Date(at.getTime() + 1)));
    expect(deleteSavedPlan(storage, a.id).ok).toBe(true);
    expect(readSavedPlans(storage).plans.map((p) => p.name)).toEqual(['B']);
  });

  it('reports corrupted JSON instead of throwing, and backs it up before a new save', () => {
    const storage = memoryStorage({ [SAVED_PLANS_KEY]: '{not json' });
    expect(readSavedPlans(storage)).toEqual({ plans: [], skipped: 0, problem: 'corrupted' });
    expect(appendSavedPlan(storage, makeSavedPlan('Fresh', document, at)).ok).toBe(true);
    expect(JSON.parse(storage.data.get(SAVED_PLANS_BACKUP_KEY)!)).toBe('{not json');
    expect(readSavedPlans(storage).plans.map((p) => p.name)).toEqual(['Fresh']);
  });

  it('skips foreign or future entries, reports them and keeps them on write', () => {
    const foreign = { id: 'x', title: 'not a plan' };
    const future = { ...makeSavedPlan('Future', document, at), data: { ...toPlanData(document), schemaVersion: 2 } };
    const storage = memoryStorage({
      [SAVED_PLANS_KEY]: JSON.stringify([foreign, future, makeSavedPlan('Good', document, at)]),
    });
    const read = readSavedPlans(storage);
    expect(read.plans.map((p) => p.name)).toEqual(['Good']);
    expect(read).toMatchObject({ skipped: 2, problem: 'skipped' });
    appendSavedPlan(storage, makeSavedPlan('New', document, new Date(at.getTime() + 5)));
    expect(JSON.parse(storage.data.get(SAVED_PLANS_KEY)!)).toHaveLength(4);
  });

  it('rejects out-of-range numbers in stored data', () => {
    const bad = makeSavedPlan('Bad', document, at);
    const tampered = { ...bad, data: { ...bad.data, leadToCustomerRate: 400 } };
    const storage = memoryStorage({ [SAVED_PLANS_KEY]: JSON.stringify([tampered]) });
    expect(readSavedPlans(storage)).toMatchObject({ plans: [], skipped: 1 });
  });

  it('a full storage quota is reported as a failed write', () => {
    const result = appendSavedPlan(fullStorage(), makeSavedPlan('A', document, at));
    expect(result).toMatchObject({ ok: false, error: 'quota' });
  });

  it('missing storage is reported, not thrown', () => {
    expect(readSavedPlans(undefined)).toMatchObject({ plans: [], problem: 'unavailable' });
    expect(appendSavedPlan(undefined, makeSavedPlan('A', document, at)).ok).toBe(false);
  });
});

describe('saving over a plan of the same name', () => {
  it('replaces the older plans of that name (trimmed, any case) and keeps the rest', async () => {
    const { makeSavedPlan, replaceSavedPlan, readSavedPlans, appendSavedPlan, isPlanNameTaken } =
      await import('./plans.ts');
    const { defaultPlannerState } = await import('./planner.ts');
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    const document = { state: defaultPlannerState(), currency: 'AUD' as const };
    appendSavedPlan(storage, makeSavedPlan('Q3 launch', document, new Date('2026-11-01T10:00:00Z')));
    appendSavedPlan(storage, makeSavedPlan('Other', document, new Date('2026-11-02T10:00:00Z')));
    expect(isPlanNameTaken(readSavedPlans(storage).plans, '  q3 LAUNCH ')).toBe(true);
    const newer = makeSavedPlan(
      'q3 launch',
      { ...document, state: { ...document.state, totalBudget: 25000 } },
      new Date('2026-11-03T10:00:00Z'),
    );
    expect(replaceSavedPlan(storage, newer).ok).toBe(true);
    const plans = readSavedPlans(storage).plans;
    expect(plans.map((plan) => [plan.name, plan.data.totalBudget])).toEqual([
      ['Other', 10000],
      ['q3 launch', 25000],
    ]);
  });
});
