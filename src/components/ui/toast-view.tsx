import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribe, type ToastItem, type ToastTone } from './toast-store.ts';
import { useUiWords } from './ui-words.tsx';
import { Icon, type IconName } from './icon.tsx';

const toneStyles: Record<ToastTone, { box: string; icon: IconName }> = {
  success: { box: 'border-success-600/30', icon: 'circle-check' },
  error: { box: 'border-danger-600/40', icon: 'circle-x' },
  info: { box: 'border-brand-300', icon: 'info' },
};

const iconTone: Record<ToastTone, string> = {
  success: 'text-success-600',
  error: 'text-danger-600',
  info: 'text-brand-600',
};

/**
 * How long a toast stays before it closes itself. A confirmation goes after 5 s and an undo offer
 * after 8 s; a failure stays until it is dismissed or the next toast takes its place, because it
 * tells the visitor what to do next and they must have the time to read it (WCAG 2.2.1).
 */
function toastDuration(item: Pick<ToastItem, 'tone' | 'action'>): number {
  if (item.tone === 'error') return Infinity;
  return item.action ? 8000 : 5000;
}

/** The Radix toast region and the current toast; loaded by toast.tsx's Toaster on the first toast. */
export function ToastView() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  const words = useUiWords();
  return (
    <RadixToast.Provider swipeDirection="right" label={words.notification}>
      {items.map((item) => {
        const { box, icon } = toneStyles[item.tone];
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            type={item.tone === 'error' || item.action ? 'foreground' : 'background'}
            duration={toastDuration(item)}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={`flex w-full items-start gap-3 rounded-card border bg-white p-4 shadow-raised ${box}`}
          >
            <Icon name={icon} className={`mt-0.5 h-5 w-5 shrink-0 ${iconTone[item.tone]}`} />
            <div className="flex-1">
              <RadixToast.Title className="font-semibold text-slate-900">{item.title}</RadixToast.Title>
              {item.description && (
                <RadixToast.Description className="mt-1 text-sm text-slate-600">
                  {item.description}
                </RadixToast.Description>
              )}
              {item.action && (
                <RadixToast.Action
                  altText={item.action.altText}
                  onClick={item.action.onAction}
                  className="mt-2 rounded-control border border-brand-300 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {item.action.label}
                </RadixToast.Action>
              )}
            </div>
            <RadixToast.Close
              aria-label={words.dismiss}
              className="rounded-control p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <Icon name="x" className="h-4 w-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={words.notifications}
        className="fixed print:hidden right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
