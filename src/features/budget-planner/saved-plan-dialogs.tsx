/**
 * The Load and Compare dialogs wired to browser storage. Loaded on first use (with zod and the plan
 * schema), so the planner's first JavaScript stays small.
 */
import { toast } from '../../components/ui/toast.tsx';
import { fromPlanData, type PlanDocument } from './model/plans.ts';
import { ComparePlansDialog } from './compare-plans-dialog.tsx';
import { LoadPlanDialog } from './load-plan-dialog.tsx';
import { deletePlan, restorePlan, useSavedPlans } from './use-saved-plans.ts';
import { isPlanNameTaken } from './model/plans.ts';
import { SavePlanDialog } from './save-plan-dialog.tsx';
import { usePlannerText } from './planner-text.tsx';

interface DialogProps {
  onOpenChange: (open: boolean) => void;
}

export function LoadPlanDialogContainer({
  onOpenChange,
  onLoad,
}: DialogProps & { onLoad: (document: PlanDocument, name: string) => void }) {
  const t = usePlannerText();
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
          toast({ title: t.loadFailed, tone: 'error' });
        }
      }}
      onDelete={(plan) => {
        if (deletePlan(plan.id).ok) {
          // SPEC's message; Undo itself is offered inside the dialog, where it can be reached.
          toast({ title: t.planDeleted, tone: 'info' });
          return true;
        }
        toast({ title: t.deleteFailed, description: t.deleteFailedHint, tone: 'error' });
        return false;
      }}
      onRestore={(plan) => {
        if (restorePlan(plan).ok) return true;
        toast({ title: t.saveFailed, tone: 'error' });
        return false;
      }}
    />
  );
}

export function ComparePlansDialogContainer({ onOpenChange }: DialogProps) {
  const snapshot = useSavedPlans();
  return <ComparePlansDialog open onOpenChange={onOpenChange} plans={snapshot.plans} />;
}

/** The save dialog, told which names are taken so that saving over one asks first. */
export function SavePlanDialogContainer({
  onOpenChange,
  initialName,
  onSave,
}: DialogProps & { initialName: string; onSave: (name: string, replace: boolean) => void }) {
  const snapshot = useSavedPlans();
  return (
    <SavePlanDialog
      open
      onOpenChange={onOpenChange}
      initialName={initialName}
      isTaken={(name) => isPlanNameTaken(snapshot.plans, name)}
      onSave={onSave}
    />
  );
}
