import { useCallback, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useHeldAway } from '../held-away.tsx';
import { useSteadyColumns } from './steady-columns.ts';

/**
 * Where a number comes from: typed by the visitor, taken from a published benchmark, or assumed
 * by a layer they switched on. Every figure an assumption changes carries the Assumption chip.
 */
export type SourceKind = 'yours' | 'benchmark' | 'assumption';

/** English labels, for callers that pass none; a tool on a translated page passes its own `label`. */
const LABELS: Record<SourceKind, string> = { yours: 'Your number', benchmark: 'Benchmark', assumption: 'Assumption' };
const TONES: Record<SourceKind, string> = {
  yours: 'bg-slate-100 text-slate-700',
  benchmark: 'bg-brand-100 text-brand-800',
  assumption: 'bg-warning-50 text-warning-700 ring-1 ring-warning-600/25',
};

export function SourceChip({
  kind,
  title,
  label,
  children,
}: {
  kind: SourceKind;
  title?: string | undefined;
  /** The chip's word in the page's language (default: English). */
  label?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[kind]}`}
    >
      {label ?? LABELS[kind]}
      {children}
    </span>
  );
}

/** A titled, collapsible block; native details/summary is keyboard-operable without script. */
export function PlanningBlock({
  title,
  chip,
  chipLabel,
  children,
  open = false,
  busy = false,
  lazy = false,
}: {
  title: string;
  chip?: SourceKind | undefined;
  /** The chip's word in the page's language (default: English). */
  chipLabel?: string | undefined;
  children: ReactNode;
  open?: boolean;
  /** The figures inside are from before the visitor's latest change and are being worked out again. */
  busy?: boolean;
  /**
   * The content is in the page only while the block is open, so a closed block costs its summary
   * line alone: pass the content as a component element (`<Body … />`) and its figures are worked
   * out only then. Out of view, the block's rendering is skipped (`content-visibility: auto`) until
   * it scrolls near. (The planning tools are left out of a print; the printed report names their
   * settings.)
   */
  lazy?: boolean;
}) {
  const [isOpen, setOpen] = useState(open);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  // Away from the screen, the content is held as it was, and catches up when it comes near or
  // typing pauses (decision 181).
  const block = useRef<HTMLDetailsElement>(null);
  const held = useHeldAway(children, block);
  const stale = busy || held.behind;
  // A block redraws whenever the planning panel's busy state changes (twice per keystroke, in all 31
  // blocks with every layer on); what did not change is the very element drawn last time, which
  // React skips, so such a redraw updates no element of the page (decision 190).
  const summary = useMemo(
    () => (
      <summary className="flex min-h-6 cursor-pointer list-none items-center justify-between gap-2 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <span className="flex flex-wrap items-center gap-2">
          <h4 className="text-base">{title}</h4>
          {chip && <SourceChip kind={chip} label={chipLabel} />}
        </span>
        <Icon name="chevron-down" className="h-4 w-4 shrink-0 text-slate-500 transition group-open:rotate-180" />
      </summary>
    ),
    [title, chip, chipLabel],
  );
  const content = useMemo(
    () =>
      (!lazy || isOpen) && (
        <div aria-busy={stale || undefined} className={`mt-3 space-y-3 text-sm text-slate-800 ${STALE} ${PARTS}`}>
          {held.shown}
        </div>
      ),
    [lazy, isOpen, stale, held.shown],
  );
  return useMemo(
    () => (
      <details
        ref={block}
        open={open}
        onFocus={held.comeNear}
        onToggle={onToggle}
        className={`group rounded-xl border border-slate-200 bg-white p-4 open:shadow-sm ${lazy ? LAZY : ''}`}
      >
        {summary}
        {content}
      </details>
    ),
    [open, held.comeNear, onToggle, lazy, summary, content],
  );
}

// Out of view, a lazy block is laid out, painted and restyled only when it scrolls near (its last
// height is kept meanwhile).
const LAZY = '[content-visibility:auto] [contain-intrinsic-size:auto_3.5rem]';

// Figures being worked out again fade only when that takes longer than a blink, so a quick update
// does not flicker; they come back at once. The fade hangs on the aria-busy attribute, never on a
// change of class: Chromium restyles every element inside a block whose class list changes
// (thousands in an open planning panel, twice per keystroke), and only the block itself when an
// attribute that no other rule reads changes. The content keeps a compositing layer of its own
// (will-change), so starting and dropping the fade changes that layer alone (decision 179). The
// fade is a delayed animation, not a delayed transition: most key presses start it and drop it
// before it shows, and starting a transition on a long block made the frame after each key press
// 60–140 ms long at 4× CPU throttle, where an animation costs next to nothing (decision 180).
const STALE = '[will-change:opacity] aria-busy:animate-stale';

// A block open with 20 channels is thousands of pixels tall (the curves' block about 16,000), and a
// key press that changed one line in view restyled, laid out and painted far more of it than the
// screen shows. The block's parts that hold no focus ring at their edge (a channel's fieldset, a
// table's scroll region, text, lists) are skipped while out of view, each keeping its last height
// meanwhile. Parts with a control at their edge, and charts with their tooltips, are left alone:
// the paint containment that comes with content-visibility would clip the ring or the tooltip (an
// e2e test checks every part's controls keep 5 px to its edges). (decision 180)
const PARTS =
  '[&>:is(fieldset,p:not([role]),ul,dl,[role=region])]:[content-visibility:auto] [&>:is(fieldset,p:not([role]),ul,dl,[role=region])]:[contain-intrinsic-size:auto_10rem]';

export const tableClasses =
  'w-full min-w-[32rem] border-collapse text-left text-sm tabular-nums [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:font-semibold';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const table = useRef<HTMLTableElement>(null);
  // While its figures change, the columns keep their widths (decision 187); a number that outgrows
  // its column meanwhile breaks onto a second line rather than run into the next.
  const widths = useSteadyColumns(table, children);
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table ref={table} className={widths ? `${tableClasses} table-fixed wrap-anywhere` : tableClasses}>
        {widths && (
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        )}
        {children}
      </table>
    </div>
  );
}
