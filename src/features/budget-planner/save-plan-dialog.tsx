import { useState, type SubmitEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PLANNER_LIMITS } from './model/limits.ts';
import { validatePlanName } from './model/plans.ts';

interface SavePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled name (the loaded plan's). */
  initialName?: string;
  /** Called with a valid name; the owner closes the dialog once the plan is stored. */
  onSave: (name: string) => void;
}

const PLAN_NAME_ID = 'save-plan-name';

export function SavePlanDialog({ open, onOpenChange, initialName = '', onSave }: SavePlanDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save Budget Plan"
      description="Plans are kept in this browser only. Save under a new name to keep several versions."
      initialFocus={PLAN_NAME_ID}
    >
      {open && <SavePlanForm initialName={initialName} onCancel={() => onOpenChange(false)} onSave={onSave} />}
    </Dialog>
  );
}

function SavePlanForm({ initialName, onCancel, onSave }: { initialName: string; onCancel: () => void; onSave: (name: string) => void }) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePlanName(name);
    setError(problem);
    if (!problem) onSave(name);
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Plan Name"
        name="plan-name"
        value={name}
        maxLength={PLANNER_LIMITS.planName}
        id={PLAN_NAME_ID}
        autoComplete="off"
        placeholder="e.g. Q3 launch – Sydney"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Plan</Button>
      </div>
    </form>
  );
}
