/**
 * Where saved plans live, and a cheap health check of the stored text that needs no schema (so the
 * page can report unreadable data on first load without shipping zod; full checks are in
 * planner-plans.ts).
 */
export const SAVED_PLANS_KEY = 'brightlane:budget-planner:saved-plans';
/** Where an unreadable saved-plans value is copied before a new save replaces it. */
export const SAVED_PLANS_BACKUP_KEY = `${SAVED_PLANS_KEY}:unreadable-backup`;

export type SavedPlansHealth = 'ok' | 'corrupted' | 'unavailable';

/** The stored text (undefined when storage is blocked) is fine when missing or a JSON list. */
export function savedPlansHealth(raw: string | null | undefined): SavedPlansHealth {
  if (raw === undefined) return 'unavailable';
  if (raw === null) return 'ok';
  try {
    return Array.isArray(JSON.parse(raw)) ? 'ok' : 'corrupted';
  } catch {
    return 'corrupted';
  }
}
