/**
 * The place a chart is drawn into, measured before the chart is: a chart whose code is still on its
 * way, or which is drawn in a render of its own (the ROI dashboard, decision 188), is then drawn at
 * its column's width the first time, instead of at FALLBACK_WIDTH, measured and drawn again
 * (decision 189).
 */
import { createContext, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';

/** The width of the column a chart is drawn into, once it has been measured. */
export const ColumnWidth = createContext<number | undefined>(undefined);

/**
 * A block element that measures its own width once `ready` (its charts are wanted; a column still
 * far below the screen may not be laid out, and is not measured for nothing) and hands it to the
 * charts inside. The measurement is read in the commit that puts the column on the page, where the
 * browser lays the page out for its next paint anyway; nothing on the page depends on it, so that
 * layout is not done twice.
 */
export function ChartColumn({ ready = true, children, ...rest }: HTMLAttributes<HTMLDivElement> & { ready?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!ready || width !== undefined) return;
    const measured = ref.current?.clientWidth ?? 0;
    if (measured > 0) setWidth(Math.round(measured));
  }, [ready, width]);
  return (
    <div ref={ref} {...rest}>
      <ColumnWidth value={width}>{children}</ColumnWidth>
    </div>
  );
}
