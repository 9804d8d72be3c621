import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const controlClasses =
  'block w-full rounded-control border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-danger-600 border-slate-300 hover:border-slate-400 focus:border-brand-500';

export function inputClasses(extra = ''): string {
  return `${controlClasses} ${extra}`.trim();
}

/**
 * A form of its own around one field of a tool, never submitted (decision 176). After a key press
 * in a text field, or a choice in a list, Chromium's autofill reads the whole form the field belongs
 * to, label by label and box by box, in a task of its own. A field outside any form belongs to the
 * page's one formless form: the planner with 20 channels has about 150 fields, and reading them took
 * 50–70 ms at 4× CPU throttling after every key press. In a form of its own, one field is read.
 * `method="dialog"` outside a dialog makes Enter's implicit submission do nothing, before hydration
 * too.
 */
export function OwnForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <form method="dialog" noValidate className={className}>
      {children}
    </form>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** Label above, control, then hint or error (announced and linked with aria-describedby). */
export function FieldShell({ id, label, hint, error, children, className = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  wrapperClassName?: string;
}

export function TextField({ label, hint, error, id, wrapperClassName, className = '', ...rest }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy =
    [error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      {...(wrapperClassName ? { className: wrapperClassName } : {})}
    >
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(className)}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
}

export function TextAreaField({ label, hint, error, id, className = '', ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(className)}
        {...rest}
      />
    </FieldShell>
  );
}
