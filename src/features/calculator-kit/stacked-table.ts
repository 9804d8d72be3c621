/**
 * The tools' tables on a phone: each row becomes a small card and each cell shows its column name
 * (from data-label) beside the value, instead of a table scrolled sideways. Wide screens keep the
 * table. The label wraps, the figure never does. Class names only, so the markup stays a real table for screen readers.
 */
export const STACK_TABLE = 'max-sm:block';
/** The header row is read by screen readers only once rows are stacked. */
export const STACK_HEAD = 'max-sm:sr-only';
export const STACK_BODY = 'max-sm:block';
export const STACK_ROW = 'max-sm:block max-sm:px-3 max-sm:py-2';
export const STACK_ROW_HEADER = 'max-sm:block max-sm:max-w-none max-sm:px-0';
export const STACK_CELL =
  'max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:whitespace-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
