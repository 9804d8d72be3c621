/** Saved plans read and written through the one schema-checked module, model/plans.ts. */
import { useSyncExternalStore } from 'react';
import { appendSavedPlan, deleteSavedPlan, makeSavedPlan, readSavedPlans, type PlanDocument, type SavedPlan, type SavedPlansSnapshot } from './model/plans.ts';
import type { WriteResult } from '../../lib/storage.ts';
import { notifySavedPlans, plansStorage, rawSavedPlans, subscribeSavedPlans } from './saved-plans-store.ts';

const SERVER_SNAPSHOT: SavedPlansSnapshot = { plans: [], skipped: 0 };
let cachedRaw: string | null | undefined;
let cachedSnapshot: SavedPlansSnapshot = SERVER_SNAPSHOT;

/** Re-reads only when the stored text changed, so React sees a stable snapshot. */
function getSnapshot(): SavedPlansSnapshot {
  const raw = rawSavedPlans();
  if (raw !== cachedRaw || cachedSnapshot === SERVER_SNAPSHOT) {
    cachedRaw = raw;
    cachedSnapshot = readSavedPlans(plansStorage());
  }
  return cachedSnapshot;
}

export function useSavedPlans(): SavedPlansSnapshot {
  return useSyncExternalStore(subscribeSavedPlans, getSnapshot, () => SERVER_SNAPSHOT);
}

export function savePlan(name: string, document: PlanDocument): { result: WriteResult; plan: SavedPlan } {
  const plan = makeSavedPlan(name, document, new Date());
  const result = appendSavedPlan(plansStorage(), plan);
  notifySavedPlans();
  return { result, plan };
}

export function deletePlan(id: string): WriteResult {
  const result = deleteSavedPlan(plansStorage(), id);
  notifySavedPlans();
  return result;
}
