/**
 * Saves a text as a file through the browser's download, the one way both calculators export.
 * Returns false when the browser refused, so the tool can say "Failed to export data".
 */
export function downloadCsv(filename: string, csv: string): boolean {
  return downloadFile(filename, csv, 'text/csv;charset=utf-8');
}

/** The same download for another kind of file (the plan-targets JSON). */
export function downloadFile(filename: string, content: string, type: string): boolean {
  try {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started by the next tick; the address is freed a little later to be safe.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}
