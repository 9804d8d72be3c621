import { useId, useState } from 'react';
import { inputClasses } from '../../components/ui/field.tsx';
import { parseAmount } from './model/parse.ts';

interface NumberFieldProps {
  label: string;
  value: number;
  integer: boolean;
  disabled: boolean;
  /** Shown after the label, e.g. the currency code. */
  unit?: string;
  onCommit: (value: number) => void;
}

/**
 * A number typed as text so we can read it our way: non-numbers count as 0 (with a note),
 * negatives are refused with a message and the last good value is kept.
 */
export function NumberField({ label, value, integer, disabled, unit, onCommit }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [message, setMessage] = useState<{ kind: 'error' | 'note'; text: string } | null>(null);
  const [seen, setSeen] = useState({ value, disabled });

  // Leaving edit mode, or a value changed elsewhere, resets the text to the stored number.
  if (seen.value !== value || seen.disabled !== disabled) {
    setSeen({ value, disabled });
    const parsed = parseAmount(text, label, integer);
    if (disabled || !parsed.ok || parsed.value !== value) {
      setText(String(value));
      setMessage(null);
    }
  }

  const describedBy = message ? `${id}-msg` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {unit && <span className="font-normal text-slate-600"> ({unit})</span>}
      </label>
      <input
        id={id}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-invalid={message?.kind === 'error' ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses('tabular-nums')}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseAmount(next, label, integer);
          if (!parsed.ok) {
            setMessage({ kind: 'error', text: `${parsed.error} The previous value is kept.` });
            return;
          }
          setMessage(parsed.notANumber ? { kind: 'note', text: 'Not a number, so it counts as 0.' } : null);
          if (parsed.value !== value) {
            setSeen({ value: parsed.value, disabled });
            onCommit(parsed.value);
          }
        }}
      />
      <p
        id={`${id}-msg`}
        role={message?.kind === 'error' ? 'alert' : undefined}
        className={`mt-1 text-xs empty:hidden ${message?.kind === 'error' ? 'font-medium text-danger-700' : 'text-slate-600'}`}
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
