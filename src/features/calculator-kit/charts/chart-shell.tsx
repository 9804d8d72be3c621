/**
 * What every chart shares: it measures its column, draws an SVG in that many units (so print
 * scales it to the paper's column without a redraw), takes keyboard focus as one image whose
 * arrows walk the marks, and shows a tooltip with the full name and value for the mark under the
 * pointer or the keyboard. The data table beside each chart is its accessible equivalent.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tip {
  /** The full name (axis labels are cut at 10 characters; the tooltip never is). */
  title: string;
  lines: string[];
  /** Where the tooltip points, in SVG units. */
  x: number;
  y: number;
}

interface ShellProps {
  /** One sentence for assistive technology: what the chart shows, item by item. */
  label: string;
  /** The id of the table (or its caption) that carries the same numbers. */
  describedBy?: string | undefined;
  height: number;
  /** How many marks the arrow keys walk through. */
  count: number;
  tip: (index: number, width: number) => Tip | undefined;
  children: (width: number, active: number | undefined, hover: (index: number | undefined) => void) => ReactNode;
}

/** The width a chart is drawn at before its column is measured (and in tests without layout). */
export const FALLBACK_WIDTH = 640;

export function nextIndex(key: string, current: number | undefined, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return current;
  if (current === undefined) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

export function ChartShell({ label, describedBy, height, count, tip, children }: ShellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [active, setActive] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (w: number) => w > 0 && setWidth(Math.round(w));
    measure(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return setActive(undefined);
    const next = nextIndex(event.key, active, count);
    if (next !== active) {
      event.preventDefault();
      setActive(next);
    }
  };
  const shown = active === undefined ? undefined : tip(active, width);
  /* The chart is one image that takes focus so a keyboard can walk its marks and read each
     tooltip, as a pointer can; its table stays the accessible equivalent (decision 105). */
  /* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */
  return (
    <div
      ref={ref}
      data-chart=""
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => setActive(undefined)}
      onPointerLeave={() => setActive(undefined)}
      className="relative w-full rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        className="block h-auto max-w-full overflow-visible"
        aria-hidden="true"
        focusable="false"
      >
        {children(width, active, setActive)}
      </svg>
      {shown && (
        <div
          aria-hidden="true"
          data-chart-tip=""
          className="pointer-events-none absolute z-10 w-max max-w-[16rem] -translate-x-1/2 -translate-y-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-card print:hidden"
          style={{ left: `${(shown.x / width) * 100}%`, top: `calc(${(shown.y / height) * 100}% - 8px)` }}
        >
          <p className="font-semibold break-words text-slate-900">{shown.title}</p>
          {shown.lines.map((line) => (
            <p key={line} className="text-slate-700 tabular-nums">
              {line}
            </p>
          ))}
        </div>
      )}
    </div>
  );
  /* eslint-enable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */
}

/** Axis and grid styling shared by every chart, so both tools look the same. */
export const AXIS = {
  text: 'var(--color-slate-600)',
  grid: 'var(--color-slate-200)',
  zero: 'var(--color-slate-400)',
  fontSize: 12,
} as const;
