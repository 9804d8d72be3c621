import { FolderOpen, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { SavedPlan, SavedPlansSnapshot } from './model/plans.ts';
import { money } from './format.ts';
import { StorageProblem } from './storage-problem.tsx';

interface LoadPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapshot: SavedPlansSnapshot;
  onLoad: (plan: SavedPlan) => void;
  onDelete: (plan: SavedPlan) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function savedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : dateFormat.format(date);
}

/** The channel with the largest share, which is often what tells two versions of a plan apart. */
function topChannel(plan: SavedPlan): string {
  const top = plan.data.channels.reduce((best, channel) => (channel.budgetAllocation > best.budgetAllocation ? channel : best));
  return top.name.trim() === '' ? '' : ` · top: ${top.name.trim()} ${top.budgetAllocation}%`;
}

function planOutline(plan: SavedPlan): string {
  const { data } = plan;
  const count = `${data.channels.length} channel${data.channels.length === 1 ? '' : 's'}`;
  return data.planningMode === 'goal-first'
    ? `Goal First · ${data.campaignGoal.toLocaleString('en-US')} customers · ${count}`
    : `Budget First · ${money(data.totalBudget, data.currency)} · ${count}${topChannel(plan)}`;
}

export function LoadPlanDialog({ open, onOpenChange, snapshot, onLoad, onDelete }: LoadPlanDialogProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // Newest first.
  const plans = [...snapshot.plans].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

  function remove(plan: SavedPlan) {
    const dialog = listRef.current?.closest<HTMLElement>('[role="dialog"]');
    onDelete(plan);
    // Keep keyboard focus inside the dialog once the row and its buttons are gone.
    requestAnimationFrame(() => {
      const next = dialog?.querySelector<HTMLElement>('[data-plan-action]') ?? dialog?.querySelector<HTMLElement>('button[aria-label="Close"]');
      next?.focus();
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Load Saved Plan"
      description="Loading a plan replaces the figures currently in the planner."
      className="max-w-lg"
    >
      <StorageProblem snapshot={snapshot} />
      {plans.length === 0 ? (
        <p className="rounded-control border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">No saved plans found</p>
      ) : (
        <ul ref={listRef} className="divide-y divide-slate-200 rounded-control border border-slate-200" aria-label="Saved plans">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900" title={plan.name}>
                  {plan.name}
                </p>
                <p className="text-sm text-slate-600">Saved {savedDate(plan.savedAt)}</p>
                <p className="text-sm text-slate-600">{planOutline(plan)}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" data-plan-action="" aria-label={`Load ${plan.name}`} onClick={() => onLoad(plan)}>
                  <FolderOpen aria-hidden="true" className="h-4 w-4" />
                  Load
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Delete ${plan.name}`}
                  onClick={() => remove(plan)}
                  className="hover:border-danger-600 hover:text-danger-700"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
