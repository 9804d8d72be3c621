/**
 * Where saved plans live in browser storage. Kept apart from the plan schema so the page can check
 * the stored list on first load without loading zod.
 */
export const SAVED_PLANS_KEY = 'brightlane:budget-planner:saved-plans';
/** Where an unreadable saved-plans value is copied before a new save replaces it. */
export const SAVED_PLANS_BACKUP_KEY = `${SAVED_PLANS_KEY}:unreadable-backup`;
