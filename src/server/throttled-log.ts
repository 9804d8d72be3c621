/**
 * A log line per kind of trouble at most once per interval, with a count of what was left out, so
 * a client that repeats a bad request thousands of times a second cannot fill the disk.
 */
export function throttledLog(intervalMs = 10_000, write: (line: string) => void = (line) => console.warn(line)) {
  const last = new Map<string, { at: number; skipped: number }>();
  return function log(kind: string, line: string, now = Date.now()): void {
    const seen = last.get(kind);
    if (seen && now - seen.at < intervalMs) {
      seen.skipped += 1;
      return;
    }
    const skipped = seen?.skipped ? ` (${seen.skipped} more like it not logged)` : '';
    last.set(kind, { at: now, skipped: 0 });
    write(`${line.replace(/[\r\n]+/g, ' ').slice(0, 300)}${skipped}`);
  };
}

export type ThrottledLog = ReturnType<typeof throttledLog>;
