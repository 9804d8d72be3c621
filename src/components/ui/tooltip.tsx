import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

/** An info button that shows its explanation on hover and on keyboard focus. */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={150}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className="inline-flex rounded-full p-0.5 text-slate-500 hover:text-brand-700"
          >
            <Icon name="info" className="h-4 w-4" />
          </button>
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-[90] max-w-xs rounded-control bg-slate-900 px-3 py-2 text-sm text-white shadow-raised"
          >
            {children}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
