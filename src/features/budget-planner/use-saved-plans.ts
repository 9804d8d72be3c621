/** Saved plans read and written through the one storage module, checked by model/plans.ts. */
import { useSyncExternalStore } from 'react';
import { browserStorage, notifyStored, snapshotView, storedValue, type WriteResult } from '../../lib/storage.ts';
import {
  appendSavedPlan,
  deleteSavedPlan,
  makeSavedPlan,
  replaceSavedPlan,
  NO_SAVED_PLANS,
  savedPlansFromData,
  SAVED_PLANS_KEY,
  type PlanDocument,
  type SavedPlan,
  type SavedPlansSnapshot,
} from './model/plans.ts';

const savedPlans = storedValue(SAVED_PLANS_KEY, savedPlansFromData, NO_SAVED_PLANS);
const plansView = snapshotView<SavedPlansSnapshot, SavedPlansSnapshot>(({ value, problem }) =>
  problem ? { ...NO_SAVED_PLANS, problem } : value,
);

export function useSavedPlans(): SavedPlansSnapshot {
  return useSyncExternalStore(
    savedPlans.subscribe,
    () => plansView(savedPlans.read()),
    () => NO_SAVED_PLANS,
  );
}

export function savePlan(
  name: string,
  document: PlanDocument,
  replace = false,
): { result: WriteResult; plan: SavedPlan } {
  const plan = makeSavedPlan(name, document, new Date());
  const result = (replace ? replaceSavedPlan : appendSavedPlan)(browserStorage(), plan);
  notifyStored(SAVED_PLANS_KEY);
  return { result, plan };
}

export function deletePlan(id: string): WriteResult {
  const result = deleteSavedPlan(browserStorage(), id);
  notifyStored(SAVED_PLANS_KEY);
  return result;
}

/** Undo of a delete: the same plan, with its id and saved time, goes back in the list. */
export function restorePlan(plan: SavedPlan): WriteResult {
  const result = appendSavedPlan(browserStorage(), plan);
  notifyStored(SAVED_PLANS_KEY);
  return result;
}
