/**
 * Every bound of the platform-export import in one table. A real campaign export is far below each
 * of them; a file above one is refused with a message that names the bound, and nothing changes.
 */
export const IMPORT_LIMITS = {
  /** Bytes of one file: a 5,000-row Google Ads report in UTF-16 is about 3 MB. */
  bytes: 20_000_000,
  /** Data rows of one file, after the header. */
  rows: 50_000,
  /** Columns of the header row. */
  columns: 300,
  /** Files dropped at once (one per platform is the usual case). */
  files: 6,
  /** Characters kept of a campaign or channel name. */
  name: 100,
  /** Lines searched for the header row (Google puts two lines of preamble before it). */
  headerSearch: 10,
} as const;
