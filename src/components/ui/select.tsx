import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';

export interface SelectOption {
  /** Never empty: Radix reserves the empty value for clearing the selection. */
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
}

export function Select({ id, value, onValueChange, options, ariaLabel, className = '' }: SelectProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange}>
      <RadixSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        className={`inline-flex h-10 min-w-40 items-center justify-between gap-2 rounded-control border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:border-brand-400 ${className}`}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-[80] min-w-(--radix-select-trigger-width) rounded-control border border-slate-200 bg-white p-1 shadow-raised"
        >
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <RadixSelect.ItemIndicator className="absolute left-2">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
