/**
 * A planning table's columns held at their widths while typing changes its figures (decision 187).
 *
 * A table laid out by its content, stretched to its container, shares out the spare width in
 * proportion to each column's widest text. So one more digit anywhere moves every column, and the
 * browser lays out and paints every cell again: with 20 channels, about half the frame at 4× CPU
 * throttle after each key press in a field that a table follows (the next amount, the stopping
 * rule). While figures change faster than the pause in typing, the table keeps the widths its
 * content gave it when they started changing (`table-layout: fixed` with the measured widths): a
 * digit then redraws its own cell. Once typing pauses, and before a print, it is laid out by its
 * content again.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useQuietValue } from '../quiet-value.ts';

/**
 * The widths to hold `table`'s columns at (px, by the first row's cells), or null to lay it out by
 * its content. `content` is what the table shows: a change to it is the figures changing.
 */
export function useSteadyColumns(table: RefObject<HTMLTableElement | null>, content: unknown): number[] | null {
  const changing = useQuietValue(content) !== content;
  const [widths, setWidths] = useState<number[] | null>(null);
  // Before the paint: the widths measured are the ones the content has just been laid out at, so
  // holding them moves nothing.
  useLayoutEffect(() => {
    if (!changing) {
      if (widths) setWidths(null);
      return;
    }
    const element = table.current;
    const cells = element?.rows[0]?.cells;
    // A column added or taken away: laid out by the content once, then measured again.
    if (widths) {
      if (cells?.length !== widths.length) setWidths(null);
      return;
    }
    // Not measured while skipped out of view (measuring would lay it out) or never laid out.
    const shown = element?.checkVisibility?.({ contentVisibilityAuto: true }) ?? false;
    const measured = shown && cells ? [...cells].map((cell) => cell.getBoundingClientRect().width) : [];
    setWidths(measured.length && measured.every((w) => w > 0) ? measured : null);
  }, [changing, content, table, widths]);
  return changing ? widths : null;
}
