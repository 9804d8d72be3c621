import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useUiWords } from './ui-words.tsx';
import { Icon } from './icon.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a wider max width. */
  className?: string;
  /** The id of the control to focus on opening; otherwise the first one (the close button). */
  initialFocus?: string;
}

/** Modal dialog: focus is trapped and returned, Escape and the close button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className = 'max-w-md',
  initialFocus,
}: DialogProps) {
  // Dialogs are often mounted on demand and unmounted on close, which can leave focus on <body>:
  // the control that had focus when the dialog first rendered gets it back.
  const [opener] = useState(() => globalThis.document?.activeElement ?? null);
  useEffect(() => {
    if (open) return;
    returnFocus(opener);
  }, [open, opener]);
  useEffect(() => () => returnFocus(opener), [opener]);
  const words = useUiWords();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 print:hidden z-[70] bg-slate-950/50 backdrop-blur-sm" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-[71] print:hidden max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-raised focus:outline-none ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const target = initialFocus ? document.getElementById(initialFocus) : null;
            if (!target) return;
            event.preventDefault();
            target.focus();
            // A pre-filled name is selected, so typing replaces it.
            if (target instanceof HTMLInputElement) target.select();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-xl font-bold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1 rounded-control p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={words.close}
            >
              <Icon name="x" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description>
          )}
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function returnFocus(opener: Element | null): void {
  // After the dialog's own focus handling has run; only when focus was lost to the page.
  setTimeout(() => {
    const active = document.activeElement;
    if ((active === null || active === document.body) && opener instanceof HTMLElement && opener.isConnected)
      opener.focus();
  }, 0);
}
