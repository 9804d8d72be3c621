import { useId, useState, type ReactNode } from 'react';
import { inputClasses } from '../../components/ui/field.tsx';

interface NumberFieldProps {
  label: ReactNode;
  value: number;
  /** Receives every parsable number typed; the planner clamps it. */
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Short unit shown inside the field, e.g. "$" or "%". Decorative: the label names the unit. */
  prefix?: string;
  suffix?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** A control shown before the box on the same row (the allocation slider). */
  leading?: ReactNode;
}

/**
 * A number input that lets people type freely ("", "1.", "0.0") while focused and shows the
 * clamped value from state once they leave it.
 */
export function NumberField({ label, value, onValueChange, min, max, step = 1, prefix, suffix, hint, id, className = '', leading }: NumberFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(Number.isFinite(value) ? Number(value.toFixed(6)) : 0);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={leading ? 'flex items-center gap-3' : ''}>
        {leading}
        <div className={leading ? 'relative w-24 shrink-0' : 'relative'}>
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600">
            {prefix}
          </span>
        )}
        <input
          id={fieldId}
          type="number"
          inputMode="decimal"
          value={shown}
          min={min}
          max={max}
          step={step}
          aria-describedby={hint ? `${fieldId}-hint` : undefined}
          onFocus={() => setDraft(shown)}
          onBlur={() => setDraft(null)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const parsed = Number(text);
            if (text.trim() !== '' && Number.isFinite(parsed)) onValueChange(parsed);
          }}
          className={inputClasses(`tabular-nums ${prefix ? (prefix.length > 1 ? 'pl-11' : 'pl-7') : ''} ${suffix ? 'pr-8' : ''}`)}
        />
        {suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600">
            {suffix}
          </span>
        )}
        </div>
      </div>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
