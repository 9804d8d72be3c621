import { inputClasses, OwnForm } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Accessible name when no visible <label htmlFor={id}> exists. */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
}

/**
 * A single choice from a short list: the browser's own select, like the tools' currency picker.
 * Keyboard, screen readers and the phone's own picker work as the platform intends, and it sets no
 * state of its own after hydration, unlike a scripted listbox (decision 076).
 */
export function Select({ id, value, onValueChange, options, ariaLabel, className = '', disabled }: SelectProps) {
  return (
    <OwnForm className="contents">
      <select
        id={id}
        value={value}
        aria-label={ariaLabel}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        className={inputClasses(`h-10 min-w-40 py-0 text-sm ${className}`)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </OwnForm>
  );
}
