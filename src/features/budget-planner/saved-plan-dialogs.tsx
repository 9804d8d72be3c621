/**
 * The Load and Compare dialogs wired to browser storage. Loaded on first use (with zod and the plan
 * schema), so the planner's first JavaScript stays small.
 */
import { toast } from '../../components/ui/toast.tsx';
import { fromPlanData, type PlanDocument } from './model/plans.ts';
import { ComparePlansDialog } from './compare-plans-dialog.tsx';
import { LoadPlanDialog } from './load-plan-dialog.tsx';
import { deletePlan, useSavedPlans } from './use-saved-plans.ts';

interface DialogProps {
  onOpenChange: (open: boolean) => void;
}

export function LoadPlanDialogContainer({ onOpenChange, onLoad }: DialogProps & { onLoad: (document: PlanDocument, name: string) => void }) {
  const snapshot = useSavedPlans();
  return (
    <LoadPlanDialog
      open
      onOpenChange={onOpenChange}
      snapshot={snapshot}
      onLoad={(plan) => {
        try {
          onLoad(fromPlanData(plan.data), plan.name);
        } catch {
          toast({ title: 'Failed to load plan', tone: 'error' });
        }
      }}
      onDelete={(plan) => {
        const result = deletePlan(plan.id);
        if (result.ok) toast({ title: 'Plan deleted' });
        else toast({ title: 'Failed to delete plan', description: 'Saved plans could not be updated in this browser.', tone: 'error' });
      }}
    />
  );
}

export function ComparePlansDialogContainer({ onOpenChange }: DialogProps) {
  const snapshot = useSavedPlans();
  return <ComparePlansDialog open onOpenChange={onOpenChange} plans={snapshot.plans} />;
}
