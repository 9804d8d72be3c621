import { fill } from '../../i18n/fill.ts';
import type { SavedPlansSnapshot } from './model/plans.ts';
import { usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** Explains unreadable saved-plan data; renders nothing when all is well. */
export function StorageProblem({ snapshot, className = 'mb-4' }: { snapshot: SavedPlansSnapshot; className?: string }) {
  const t = usePlannerText();
  if (!snapshot.problem) return null;
  const text =
    snapshot.problem === 'skipped'
      ? snapshot.skipped === 1
        ? t.skippedOne
        : fill(t.skippedMany, { count: snapshot.skipped })
      : snapshot.problem === 'unavailable'
        ? t.storageUnavailable
        : t.storageCorrupted;
  return (
    <p
      role="status"
      className={`flex gap-2 rounded-control border border-warning-600/30 bg-warning-50 p-3 text-sm text-warning-700 ${className}`}
    >
      <Icon name="triangle-exclamation-point" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
