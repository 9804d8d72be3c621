/** Saved plans read and written through the one storage module, checked by model/plans.ts. */
import { useSyncExternalStore } from 'react';
import { browserStorage, notifyStored, snapshotView, storedValue, type WriteResult } from '../../lib/storage.ts';
import {
  appendSavedPlan,
  deleteSavedPlan,
  makeSavedPlan,
  NO_SAVED_PLANS,
  savedPlansFromData,
  SAVED_PLANS_KEY,
  type PlanDocument,
  type SavedPlan,
  type SavedPlansSnapshot,
} from './model/plans.ts';

const savedPlans = storedValue(SAVED_PLANS_KEY, savedPlansFromData, NO_SAVED_PLANS);
const plansView = snapshotView<SavedPlansSnapshot, SavedPlansSnapshot>(({ value, problem }) => (problem ? { ...NO_SAVED_PLANS, problem } : value));

export function useSavedPlans(): SavedPlansSnapshot {
  return useSyncExternalStore(
    savedPlans.subscribe,
    () => plansView(savedPlans.read()),
    () => NO_SAVED_PLANS,
  );
}

export function savePlan(name: string, document: PlanDocument): { result: WriteResult; plan: SavedPlan } {
  const plan = makeSavedPlan(name, document, new Date());
  const result = appendSavedPlan(browserStorage(), plan);
  notifyStored(SAVED_PLANS_KEY);
  return { result, plan };
}

export function deletePlan(id: string): WriteResult {
  const result = deleteSavedPlan(browserStorage(), id);
  notifyStored(SAVED_PLANS_KEY);
  return result;
}
