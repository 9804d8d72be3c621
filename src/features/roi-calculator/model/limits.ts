/**
 * Every bound of the ROI calculator in one table. The same row limit holds on screen, in a share
 * link and in an imported file, so nothing one of them accepts is lost by another.
 */
export const ROI_LIMITS = {
  /** Channel rows: keeps the screen, the link and the optimizer quick; far beyond a real mix. */
  rows: 200,
  /** Characters of a channel or campaign name. */
  name: 100,
  /** Size of a CSV file to import. */
  importBytes: 1_000_000,
  /** Columns of an imported CSV's header: the file needs seven; thousands mean a wrong or hostile file. */
  importColumns: 300,
} as const;
