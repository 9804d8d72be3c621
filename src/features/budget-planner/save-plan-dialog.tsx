import { fill } from '../../i18n/fill.ts';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PLANNER_LIMITS } from './model/limits.ts';
import { validatePlanName } from './model/plans.ts';
import { usePlannerText } from './planner-text.tsx';

interface SavePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled name (the loaded plan's). */
  initialName?: string;
  /** Called with a valid name; the owner closes the dialog once the plan is stored. */
  onSave: (name: string, replace: boolean) => void;
  /** Whether a plan of this name is saved already: saving over it asks first. */
  isTaken?: (name: string) => boolean;
}

const PLAN_NAME_ID = 'save-plan-name';

export function SavePlanDialog({
  open,
  onOpenChange,
  initialName = '',
  onSave,
  isTaken = () => false,
}: SavePlanDialogProps) {
  const t = usePlannerText();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.saveTitle}
      description={t.saveDescription}
      initialFocus={PLAN_NAME_ID}
    >
      {open && (
        <SavePlanForm
          initialName={initialName}
          onCancel={() => onOpenChange(false)}
          onSave={onSave}
          isTaken={isTaken}
        />
      )}
    </Dialog>
  );
}

interface SavePlanFormProps {
  initialName: string;
  onCancel: () => void;
  onSave: (name: string, replace: boolean) => void;
  isTaken: (name: string) => boolean;
}

function SavePlanForm({ initialName, onCancel, onSave, isTaken }: SavePlanFormProps) {
  const t = usePlannerText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  // The name the visitor has been asked about; a second Save with it replaces the older plan.
  const [confirming, setConfirming] = useState<string>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePlanName(name);
    setError(problem ? t.planNameEmpty : undefined);
    if (problem) return;
    const taken = isTaken(name);
    if (taken && confirming !== name.trim()) {
      setConfirming(name.trim());
      return;
    }
    onSave(name, taken);
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t.planName}
        name="plan-name"
        value={name}
        maxLength={PLANNER_LIMITS.planName}
        id={PLAN_NAME_ID}
        autoComplete="off"
        placeholder={t.planNamePlaceholder}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(undefined);
          setConfirming(undefined);
        }}
      />
      {confirming !== undefined && (
        <p
          role="alert"
          className="mt-3 rounded-control border border-warning-600/30 bg-warning-50 p-3 text-sm text-slate-800"
        >
          {fill(t.overwrite, { name: confirming })}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit">{confirming === undefined ? t.savePlan : t.replacePlan}</Button>
      </div>
    </form>
  );
}
