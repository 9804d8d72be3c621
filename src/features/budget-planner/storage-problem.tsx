import { TriangleAlert } from 'lucide-react';
import type { SavedPlansSnapshot } from './model/plans.ts';

const messages = {
  unavailable:
    'This browser is not letting the planner use its storage (private mode or a blocked setting), so plans cannot be saved or loaded here. Copy link still works.',
  corrupted:
    'The saved plans stored in this browser could not be read, so none can be listed. The planner still works; saving a plan starts a fresh list and keeps a backup of the unreadable data.',
} as const;

/** Explains unreadable saved-plan data; renders nothing when all is well. */
export function StorageProblem({ snapshot, className = 'mb-4' }: { snapshot: SavedPlansSnapshot; className?: string }) {
  if (!snapshot.problem) return null;
  const text =
    snapshot.problem === 'skipped'
      ? `${snapshot.skipped} saved ${snapshot.skipped === 1 ? 'entry' : 'entries'} could not be read (damaged or from another version) and ${snapshot.skipped === 1 ? 'is' : 'are'} not listed. They are left untouched.`
      : messages[snapshot.problem];
  return (
    <p role="status" className={`flex gap-2 rounded-control border border-warning-600/30 bg-warning-50 p-3 text-sm text-warning-700 ${className}`}>
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
