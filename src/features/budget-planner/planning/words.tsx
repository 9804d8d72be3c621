/**
 * The planning tools' shared wording: the words of the page's language, figures formatted for it,
 * channel names with a translated fallback, and the source chips and blocks with their words.
 */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { PlanningBlock, SourceChip, type SourceKind } from '../../calculator-kit/planning/source-chip.tsx';
import { useFormat, type Formatters } from '../../calculator-kit/use-format.ts';
import { channelName } from './split-notes.ts';
import { usePlanningText, type PlanningText } from './planning-text.tsx';

/** Words, formatters and channel names for one planning section. */
export function usePlanning(currency: Currency): {
  t: PlanningText;
  fmt: Formatters;
  name: (name: string, index: number) => string;
} {
  const t = usePlanningText();
  const fmt = useFormat(currency);
  return { t, fmt, name: (name, index) => channelName(t, name, index) };
}

/** The source chip with its word in the page's language. */
export function Chip({
  kind,
  title,
  children,
}: {
  kind: SourceKind;
  title?: string | undefined;
  children?: ReactNode;
}) {
  const t = usePlanningText();
  return (
    <SourceChip kind={kind} title={title} label={t.chips[kind]}>
      {children}
    </SourceChip>
  );
}

/**
 * Whether the planning blocks still show the plan from before the visitor's latest change: they
 * redraw from a deferred copy of the plan, so a keystroke paints first and their figures follow.
 *
 * A flag the panel sets, not a context value: it flips twice per key press, and a changed context
 * value makes React walk the whole open panel (thousands of fibres) for its readers, in the key
 * press's own task. A flip of the flag redraws its readers alone (decision 169).
 */
export interface BusyFlag {
  readonly get: () => boolean;
  readonly set: (busy: boolean) => void;
  readonly subscribe: (onChange: () => void) => () => void;
}

export function busyFlag(initial = false): BusyFlag {
  let busy = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => busy,
    set: (next) => {
      if (next === busy) return;
      busy = next;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The panel's busy flag; outside a panel, never busy. */
export const PlanningBusy = createContext<BusyFlag>(busyFlag());

/** Whether the planning blocks' figures are being worked out again (see `BusyFlag`). */
export function usePlanningBusy(): boolean {
  const flag = use(PlanningBusy);
  return useSyncExternalStore(flag.subscribe, flag.get, flag.get);
}

/**
 * A button that writes a block's figures into the plan (Apply, Fill), disabled while those figures
 * are from an older plan: acting on them would undo the visitor's latest change. It alone follows
 * the busy flag, so its block is not redrawn when that flips.
 */
export function ActOnCurrent({
  onAct,
  ready,
  variant = 'primary',
  children,
}: {
  onAct: () => void;
  ready: boolean;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const busy = usePlanningBusy();
  return (
    <Button size="sm" variant={variant} onClick={() => ready && !busy && onAct()} disabled={!ready || busy}>
      {children}
    </Button>
  );
}

/**
 * True inside the planning panel: its blocks put their content in the page only while open. A section
 * rendered on its own (a test, another page) shows its content whether open or not.
 */
export const PlanningLazy = createContext(false);

/**
 * A planning block whose chip speaks the page's language. In the panel, its content is in the page
 * only while the block is open: give it as a component element whose render works the figures out,
 * so a closed block works nothing out. It says it is being worked out again (aria-busy, faded) while its
 * figures are from an older plan.
 */
export function Block({
  title,
  chip,
  children,
  open,
  busy = false,
}: {
  title: string;
  chip?: SourceKind | undefined;
  children: ReactNode;
  open?: boolean;
  /** Busy for a reason of the block's own (a result still on its way from a worker). */
  busy?: boolean;
}) {
  const t = usePlanningText();
  const stale = usePlanningBusy();
  return (
    <PlanningBlock
      title={title}
      chip={chip}
      chipLabel={chip ? t.chips[chip] : undefined}
      open={open ?? false}
      busy={busy || stale}
      lazy={use(PlanningLazy)}
    >
      {children}
    </PlanningBlock>
  );
}
