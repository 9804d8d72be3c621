import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label: string;
}

/** Tabs with roving focus: arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List aria-label={label} className="no-print flex flex-wrap gap-1 rounded-card bg-slate-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="shrink-0 rounded-control px-3 py-2 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="mt-6 focus-visible:outline-offset-4">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
